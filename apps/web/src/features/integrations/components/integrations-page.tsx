import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  apiKeyScopeLabels,
  apiKeyScopes,
  createApiKeyBody,
  type ApiKey,
  type ApiKeyScope,
  type ApiKeysAnswer,
  type CreatedApiKeyAnswer,
} from '@casebridge/contract/integrations';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { FormModal } from '@/components/form-modal';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { confirmAction } from '@/lib/confirm';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { WebhooksPanel } from './webhooks-panel';

const stateColor = { active: 'green', revoked: 'gray', expired: 'orange' } as const;

/**
 * The new key's form: a name, the API user it acts as, its scopes and an optional last day. An API user's own key
 * (`ownOnly`) acts as them, with the scopes their role grants (ADR 57).
 */
const CreateKeyForm = ({
  apiUsers,
  onCreated,
  onCancel,
  scopes = apiKeyScopes,
  ownOnly = false,
}: {
  apiUsers: ApiKeysAnswer['api_users'];
  onCreated: (created: CreatedApiKeyAnswer) => void;
  onCancel: () => void;
  scopes?: readonly ApiKeyScope[];
  ownOnly?: boolean;
}) => {
  const create = useCreateApiKey();
  const { form, formProps } = useSchemaForm({
    schema: createApiKeyBody,
    initialValues: {
      name: '',
      user_id: apiUsers.length === 1 ? String(apiUsers[0]?.id) : '',
      scopes: ['cases:read'] as ApiKeyScope[],
      expires_at: '',
    },
    onSubmit: async (body) => {
      onCreated(await create.mutateAsync(body));
    },
  });
  return (
    <SchemaForm {...formProps} aria-label="Create API key">
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="What the key is for, such as the tracker that calls with it."
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        {ownOnly ? null : (
          <Select
            label="API user"
            description="The key acts as this user: its cases are the company’s, its actions recorded as theirs."
            required
            data={apiUsers.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }))}
            allowDeselect={false}
            {...form.getInputProps('user_id')}
          />
        )}
        <Checkbox.Group label="Scopes" required {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {scopes.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                name="scopes"
                label={apiKeyScopeLabels[scope]}
                description={<Code>{scope}</Code>}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires"
          description="The key’s last day (UTC). Leave empty for a key that lasts until it is revoked."
          {...form.getInputProps('expires_at')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** The secret, shown this once, with a copy button. */
const CreatedKey = ({ created, onDone }: { created: CreatedApiKeyAnswer; onDone: () => void }) => (
  <Stack gap="sm">
    <Alert color="yellow" title="Copy the key now">
      This is the only time the key is shown. CaseBridge keeps only a fingerprint of it: a lost key is revoked and
      replaced.
    </Alert>
    <TextInput label="API key" value={created.secret} readOnly variant="filled" data-testid="api-key-secret" />
    <Group justify="space-between">
      <CopyButton value={created.secret}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onDone}>Done</Button>
    </Group>
  </Stack>
);

/** Revoke, after a confirmation that says what stops. */
const RevokeButton = ({ apiKey }: { apiKey: ApiKey }) => {
  const revoke = useRevokeApiKey();
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      aria-label={`Revoke ${apiKey.name}`}
      loading={revoke.isPending && revoke.variables === apiKey.id}
      onClick={() => {
        void confirmAction({
          title: 'Revoke this key?',
          message: `${apiKey.name} (${apiKey.prefix}…) stops working at once; a tracker still using it gets 401.`,
          confirmLabel: 'Revoke',
          danger: true,
        }).then((confirmed) => {
          if (confirmed) revoke.mutate(apiKey.id);
        });
      }}
    >
      Revoke
    </Button>
  );
};

const LastUsed = ({ apiKey }: { apiKey: ApiKey }) =>
  apiKey.last_used_at === null ? (
    <Text size="sm" c="dimmed">
      Never
    </Text>
  ) : (
    <Stack gap={0}>
      <Text size="sm">
        <DateTime iso={apiKey.last_used_at} />
      </Text>
      <Text size="xs" c="dimmed">
        from {apiKey.last_used_address}
      </Text>
    </Stack>
  );

const ScopeBadges = ({ apiKey }: { apiKey: ApiKey }) => (
  <Group gap={4}>
    {apiKey.scopes.map((scope) => (
      <Badge key={scope} variant="light" tt="none">
        {scope}
      </Badge>
    ))}
  </Group>
);

const StateBadge = ({ apiKey }: { apiKey: ApiKey }) => (
  <Badge color={stateColor[apiKey.state]} variant="light">
    {apiKey.state}
  </Badge>
);

/** A key on a phone's width: everything its row says, without a table that scrolls sideways. */
const KeyCard = ({ apiKey, showUser }: { apiKey: ApiKey; showUser: boolean }) => (
  <Paper withBorder p="sm" radius="md" data-testid="api-key-card">
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {apiKey.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {apiKey.prefix}…
          </Text>
        </Stack>
        {/* The state is never cut short beside a long name. */}
        <Box style={{ flexShrink: 0 }}>
          <StateBadge apiKey={apiKey} />
        </Box>
      </Group>
      {showUser ? <Text size="sm">Acts as {apiKey.user.name}</Text> : null}
      <ScopeBadges apiKey={apiKey} />
      <Group gap="lg" align="flex-start">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Last used
          </Text>
          <LastUsed apiKey={apiKey} />
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Expires
          </Text>
          <Text size="sm">{apiKey.expires_at === null ? 'Never' : <DateTime iso={apiKey.expires_at} />}</Text>
        </Stack>
      </Group>
      {apiKey.state === 'revoked' ? null : (
        <Group justify="flex-end">
          <RevokeButton apiKey={apiKey} />
        </Group>
      )}
    </Stack>
  </Paper>
);

/** The keys, as a table, or as cards on a phone; `showUser: false` for an API user's own keys. */
export const KeysTable = ({ keys, showUser = true, empty }: { keys: ApiKey[]; showUser?: boolean; empty?: string }) => {
  const columns: DataTableColumn<ApiKey>[] = [
    {
      key: 'name',
      header: 'Name',
      value: (key) => key.name,
      cell: (key) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {key.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {key.prefix}…
          </Text>
        </Stack>
      ),
    },
    ...(showUser
      ? [
          {
            key: 'user',
            header: 'API user',
            value: (key: ApiKey) => key.user.name,
            cell: (key: ApiKey) => key.user.name,
          },
        ]
      : []),
    { key: 'scopes', header: 'Scopes', sortable: false, cell: (key) => <ScopeBadges apiKey={key} /> },
    {
      key: 'last_used_at',
      header: 'Last used',
      value: (key) => key.last_used_at,
      cell: (key) => <LastUsed apiKey={key} />,
    },
    {
      key: 'expires_at',
      header: 'Expires',
      value: (key) => key.expires_at,
      cell: (key) => (key.expires_at === null ? 'Never' : <DateTime iso={key.expires_at} />),
    },
    {
      key: 'state',
      header: 'State',
      value: (key) => key.state,
      cell: (key) => <StateBadge apiKey={key} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (key) => (key.state === 'revoked' ? null : <RevokeButton apiKey={key} />),
    },
  ];
  return (
    <DataTable
      label="API keys"
      columns={columns}
      rows={keys}
      rowKey={(key) => String(key.id)}
      minWidth={820}
      card={(key) => <KeyCard apiKey={key} showUser={showUser} />}
      empty={empty ?? 'No API keys yet. Create one for the tracker that will call the case API.'}
    />
  );
};

/**
 * "Create API key" and its dialog: the form, then the new key's secret shown once. On My API keys, an API user's own
 * key (`ownOnly`) with the scopes their role grants (ADR 57).
 */
export const CreateKeyButton = ({
  apiUsers,
  scopes,
  ownOnly,
}: {
  apiUsers: ApiKeysAnswer['api_users'];
  scopes?: readonly ApiKeyScope[];
  ownOnly?: boolean;
}) => {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyAnswer | null>(null);
  const close = () => {
    setCreating(false);
    setCreated(null);
  };
  return (
    <>
      <Button
        onClick={() => {
          setCreating(true);
        }}
      >
        Create API key
      </Button>
      <FormModal
        opened={creating}
        onClose={close}
        title={created ? 'Your new API key' : 'Create API key'}
        unsavedInput={created !== null}
      >
        {created ? (
          <CreatedKey created={created} onDone={close} />
        ) : (
          <CreateKeyForm
            apiUsers={apiUsers}
            scopes={scopes}
            ownOnly={ownOnly}
            onCreated={setCreated}
            onCancel={close}
          />
        )}
      </FormModal>
    </>
  );
};

/**
 * Issue 27: /admin/integrations, the company's API keys for its API users' trackers: create one (its secret shown
 * once), see when and from where each was last used, revoke one at once; and its webhooks (webhooks-panel.tsx).
 */
export const IntegrationsPage = () => {
  const keys = useApiKeys();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Integrations
      </Title>
      <QueryBoundary query={keys} skeletonRows={6}>
        {(answer) => (
          <Panel title="API keys">
            <Stack gap="sm">
              <Text size="sm">
                Your ticketing system calls the case API (version 1) with a key of one of your API users, as a bearer
                token. The API document of this site describes every call.
              </Text>
              {answer.api_users.length === 0 ? (
                <Alert color="blue">
                  Your company has no active API user yet. Add a user with the role API User under Users first.
                </Alert>
              ) : (
                <Group>
                  <CreateKeyButton apiUsers={answer.api_users} />
                </Group>
              )}
              <KeysTable keys={answer.keys} />
            </Stack>
          </Panel>
        )}
      </QueryBoundary>
      <WebhooksPanel />
    </Stack>
  );
};
