import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  createWebhookBody,
  webhookEventLabels,
  webhookEventTypes,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookSecretAnswer,
} from '@casebridge/contract/webhooks';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { DeliveryAttempts } from '@/components/delivery-attempts';
import { FormModal } from '@/components/form-modal';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { confirmAction } from '@/lib/confirm';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useReplayDelivery,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';

/** The new webhook's form: an https address, a description and the case events it receives. */
const CreateWebhookForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: WebhookSecretAnswer) => void;
  onCancel: () => void;
}) => {
  const create = useCreateWebhook();
  const { form, formProps } = useSchemaForm({
    schema: createWebhookBody,
    initialValues: { url: '', description: '', eventTypes: [...webhookEventTypes] as WebhookEventType[] },
    onSubmit: async (body) => {
      onCreated(await create.mutateAsync(body));
    },
  });
  return (
    <SchemaForm {...formProps} aria-label="Add webhook">
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          description="An https address on the internet that answers a POST with a 2xx status."
          placeholder="https://tracker.example.com/casebridge/webhooks"
          required
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput label="Description" description="Which system receives it." {...form.getInputProps('description')} />
        <Checkbox.Group label="Events" required {...form.getInputProps('eventTypes')}>
          <Stack gap={6} mt={6}>
            {webhookEventTypes.map((type) => (
              <Checkbox
                key={type}
                value={type}
                name="eventTypes"
                label={webhookEventLabels[type]}
                description={<Code>{type}</Code>}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** The signing secret, shown this once (after creating, or after a rotation). */
const ShownSecret = ({ shown, onDone }: { shown: WebhookSecretAnswer; onDone: () => void }) => (
  <Stack gap="sm">
    <Alert color="yellow" title="Copy the signing secret now">
      This is the only time the secret is shown. Your receiver checks the webhook-signature header of every delivery
      with it (the API guide shows how).
      {shown.webhook.previousSecretExpiresAt
        ? ' The previous secret also signs until the overlap ends, so switch your receiver before then.'
        : ''}
    </Alert>
    <TextInput label="Signing secret" value={shown.secret} readOnly variant="filled" />
    <Group justify="space-between">
      <CopyButton value={shown.secret}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy secret'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onDone}>Done</Button>
    </Group>
  </Stack>
);

/** One message of a webhook's log, with its Replay button. */
const DeliveryItem = ({ webhook, delivery }: { webhook: Webhook; delivery: WebhookDelivery }) => {
  const replay = useReplayDelivery();
  return (
    <DeliveryAttempts
      delivery={delivery}
      action={
        <Button
          size="xs"
          variant="light"
          aria-label={`Replay ${delivery.messageId}`}
          disabled={webhook.status === 'disabled' || delivery.status === 'sending'}
          loading={replay.isPending && replay.variables.deliveryId === delivery.id}
          onClick={() => {
            replay.mutate({ id: webhook.id, deliveryId: delivery.id });
          }}
        >
          Replay
        </Button>
      }
    />
  );
};

const DeliveryLog = ({ webhook }: { webhook: Webhook }) => {
  const deliveries = useWebhookDeliveries(webhook.id);
  return (
    <QueryBoundary query={deliveries} skeletonRows={4}>
      {(answer) =>
        answer.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing sent yet. Send a test event to try the endpoint.
          </Text>
        ) : (
          <Stack gap="xs">
            <Group justify="flex-end">
              <Button size="xs" variant="default" onClick={() => void deliveries.refetch()}>
                Refresh
              </Button>
            </Group>
            {answer.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} webhook={webhook} delivery={delivery} />
            ))}
          </Stack>
        )
      }
    </QueryBoundary>
  );
};

const WebhooksTable = ({
  webhooks,
  onShowLog,
  onSecret,
}: {
  webhooks: Webhook[];
  onShowLog: (webhook: Webhook) => void;
  onSecret: (shown: WebhookSecretAnswer) => void;
}) => {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestEvent();
  const [tested, setTested] = useState<number | null>(null);
  const columns: DataTableColumn<Webhook>[] = [
    {
      key: 'url',
      header: 'Endpoint',
      value: (webhook) => webhook.url,
      cell: (webhook) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          {webhook.description ? (
            <Text size="xs" c="dimmed">
              {webhook.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'events',
      header: 'Events',
      sortable: false,
      cell: (webhook) => (
        <Text size="sm">
          {webhook.eventTypes.length === webhookEventTypes.length
            ? 'All case events'
            : webhook.eventTypes.map((type) => webhookEventLabels[type]).join(', ')}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      value: (webhook) => webhook.status,
      cell: (webhook) => (
        <Stack gap={2}>
          <Badge color={webhook.status === 'enabled' ? 'green' : 'gray'} variant="light">
            {webhook.status}
          </Badge>
          {webhook.disabledReason ? (
            <Text size="xs" c="dimmed">
              {webhook.disabledReason}
            </Text>
          ) : null}
          {webhook.failingSince && webhook.status === 'enabled' ? (
            <Text size="xs" c="red">
              Failing since <DateTime iso={webhook.failingSince} />
            </Text>
          ) : null}
          {tested === webhook.id ? (
            <Text size="xs" c="dimmed" role="status">
              Test event queued.
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (webhook) => (
        <Group gap={4}>
          <Button
            size="xs"
            variant="light"
            aria-label={`Send test event to ${webhook.url}`}
            disabled={webhook.status === 'disabled'}
            loading={test.isPending && test.variables === webhook.id}
            onClick={() => {
              test.mutate(webhook.id, {
                onSuccess: () => {
                  setTested(webhook.id);
                },
              });
            }}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`Deliveries of ${webhook.url}`}
            onClick={() => {
              onShowLog(webhook);
            }}
          >
            Deliveries
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`Rotate the secret of ${webhook.url}`}
            onClick={() => {
              void confirmAction({
                title: 'Rotate the signing secret?',
                message:
                  'A new secret is shown once. For 24 hours deliveries carry two signatures, the old secret’s and the new one’s, so your receiver can switch without losing any.',
                confirmLabel: 'Rotate',
              }).then((confirmed) => {
                if (confirmed) rotate.mutate(webhook.id, { onSuccess: onSecret });
              });
            }}
          >
            Rotate secret
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`${webhook.status === 'enabled' ? 'Disable' : 'Enable'} ${webhook.url}`}
            onClick={() => {
              update.mutate({ id: webhook.id, body: { enabled: webhook.status !== 'enabled' } });
            }}
          >
            {webhook.status === 'enabled' ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={`Delete ${webhook.url}`}
            onClick={() => {
              void confirmAction({
                title: 'Delete this webhook?',
                message: `${webhook.url} receives nothing more, and its delivery log is deleted with it.`,
                confirmLabel: 'Delete',
                danger: true,
              }).then((confirmed) => {
                if (confirmed) remove.mutate(webhook.id);
              });
            }}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Webhooks"
      columns={columns}
      rows={webhooks}
      rowKey={(webhook) => String(webhook.id)}
      minWidth={900}
      empty="No webhooks yet. Add one so that your tracker hears of every case event."
    />
  );
};

/**
 * Issue 27 §3: the company's webhooks on Admin > Integrations: add one (its signing secret shown once), send a test
 * event, read the delivery log and replay from it, rotate the secret, disable, enable or delete.
 */
export const WebhooksPanel = () => {
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<WebhookSecretAnswer | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const closeSecret = () => {
    setAdding(false);
    setShown(null);
  };
  return (
    <QueryBoundary query={webhooks} skeletonRows={4}>
      {(answer) => (
        <Panel title="Webhooks">
          <Stack gap="sm">
            <Text size="sm">
              CaseBridge posts each case event of your company (sent or received) to your endpoints, signed with the
              webhook’s secret (Standard Webhooks). A failed delivery is retried for about a day; an endpoint failing
              for three days is disabled and your admins are emailed.
            </Text>
            <Group>
              <Button
                onClick={() => {
                  setAdding(true);
                }}
              >
                Add webhook
              </Button>
            </Group>
            <WebhooksTable webhooks={answer.webhooks} onShowLog={setLog} onSecret={setShown} />
          </Stack>
          <FormModal
            opened={adding || shown !== null}
            onClose={closeSecret}
            title={shown ? 'Your webhook’s signing secret' : 'Add webhook'}
            unsavedInput={shown !== null}
          >
            {shown ? (
              <ShownSecret shown={shown} onDone={closeSecret} />
            ) : (
              <CreateWebhookForm onCreated={setShown} onCancel={closeSecret} />
            )}
          </FormModal>
          <FormModal
            opened={log !== null}
            onClose={() => {
              setLog(null);
            }}
            title="Delivery log"
            size="xl"
          >
            {log ? (
              <Stack gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {log.url}
                </Text>
                <DeliveryLog webhook={log} />
              </Stack>
            ) : null}
          </FormModal>
        </Panel>
      )}
    </QueryBoundary>
  );
};
