import type { ReactNode } from 'react';
import { Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@casebridge/contract/webhooks';
import { DateTime } from './date-time';

const deliveryColor = { delivered: 'green', pending: 'yellow', sending: 'blue', failed: 'red' } as const;

/**
 * One message of a delivery log (a company's webhook, a group's Teams channel: ADR 56, ADR 58) and its attempts:
 * when, the answer's status and first kB, or why there was none. `action`: what the viewer may do with it (Replay).
 */
export const DeliveryAttempts = ({ delivery, action }: { delivery: WebhookDelivery; action?: ReactNode }) => (
  <Stack gap={4} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="wrap">
        <Badge color={deliveryColor[delivery.status]} variant="light">
          {delivery.status}
        </Badge>
        <Code>{delivery.eventType}</Code>
        <Text size="xs" c="dimmed" ff="monospace">
          {delivery.messageId}
        </Text>
      </Group>
      {action}
    </Group>
    <Text size="xs" c="dimmed">
      Queued <DateTime iso={delivery.createdAt} />
      {delivery.nextAttemptAt ? (
        <>
          {' '}
          · next attempt <DateTime iso={delivery.nextAttemptAt} />
        </>
      ) : null}
    </Text>
    {delivery.attemptLog.length === 0 ? (
      <Text size="sm" c="dimmed">
        No attempt yet: a case’s events go out in order, each after the one before it.
      </Text>
    ) : (
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4} fz="xs" aria-label={`Attempts of ${delivery.messageId}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Answer (first kB)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {delivery.attemptLog.map((attempt) => (
              <Table.Tr key={attempt.id}>
                <Table.Td>
                  <DateTime iso={attempt.at} />
                  {attempt.trigger === 'replay' ? ' (replay)' : ''}
                </Table.Td>
                <Table.Td>{attempt.succeeded ? 'Succeeded' : (attempt.error ?? 'Failed')}</Table.Td>
                <Table.Td>
                  {attempt.responseStatus === null ? '—' : `HTTP ${String(attempt.responseStatus)}`} ·{' '}
                  {attempt.durationMs} ms
                </Table.Td>
                <Table.Td style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                  <Text size="xs" ff="monospace" lineClamp={3}>
                    {attempt.responseBody || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )}
  </Stack>
);
