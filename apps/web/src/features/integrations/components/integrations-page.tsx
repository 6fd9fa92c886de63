import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
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

/** The new key's form: a name, the API user it acts as, its scopes and an optional last day. */
const CreateKeyForm = ({
  apiUsers,
  onCreated,
  onCancel,
}: {
  apiUsers: ApiKeysAnswer['api_users'];
  onCreated: (created: CreatedApiKeyAnswer) => void;
  onCancel: () => void;
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
        <Select
          label="API user"
          description="The key acts as this user: its cases are the company’s, its actions recorded as theirs."
          required
          data={apiUsers.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }))}
          allowDeselect={false}
          {...form.getInputProps('user_id')}
        />
        <Checkbox.Group label="Scopes" required {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {apiKeyScopes.map((scope) => (
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

const KeysTable = ({ keys }: { keys: ApiKey[] }) => {
  const revoke = useRevokeApiKey();
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
    { key: 'user', header: 'API user', value: (key) => key.user.name, cell: (key) => key.user.name },
    {
      key: 'scopes',
      header: 'Scopes',
      sortable: false,
      cell: (key) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="light" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'last_used_at',
      header: 'Last used',
      value: (key) => key.last_used_at,
      cell: (key) =>
        key.last_used_at === null ? (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm">
              <DateTime iso={key.last_used_at} />
            </Text>
            <Text size="xs" c="dimmed">
              from {key.last_used_address}
            </Text>
          </Stack>
        ),
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
      cell: (key) => (
        <Badge color={stateColor[key.state]} variant="light">
          {key.state}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (key) =>
        key.state === 'revoked' ? null : (
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={`Revoke ${key.name}`}
            loading={revoke.isPending && revoke.variables === key.id}
            onClick={() => {
              void confirmAction({
                title: 'Revoke this key?',
                message: `${key.name} (${key.prefix}…) stops working at once; a tracker still using it gets 401.`,
                confirmLabel: 'Revoke',
                danger: true,
              }).then((confirmed) => {
                if (confirmed) revoke.mutate(key.id);
              });
            }}
          >
            Revoke
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label="API keys"
      columns={columns}
      rows={keys}
      rowKey={(key) => String(key.id)}
      minWidth={820}
      empty="No API keys yet. Create one for the tracker that will call the case API."
    />
  );
};

/**
 * Issue 27: /admin/integrations, the company's API keys for its API users' trackers: create one (its secret shown
 * once), see when and from where each was last used, revoke one at once; and its webhooks (webhooks-panel.tsx).
 */
export const IntegrationsPage = () => {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyAnswer | null>(null);
  const close = () => {
    setCreating(false);
    setCreated(null);
  };
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
                  <Button
                    onClick={() => {
                      setCreating(true);
                    }}
                  >
                    Create API key
                  </Button>
                </Group>
              )}
              <KeysTable keys={answer.keys} />
            </Stack>
            <FormModal
              opened={creating}
              onClose={close}
              title={created ? 'Your new API key' : 'Create API key'}
              unsavedInput={created !== null}
            >
              {created ? (
                <CreatedKey created={created} onDone={close} />
              ) : (
                <CreateKeyForm apiUsers={answer.api_users} onCreated={setCreated} onCancel={close} />
              )}
            </FormModal>
          </Panel>
        )}
      </QueryBoundary>
      <WebhooksPanel />
    </Stack>
  );
};
