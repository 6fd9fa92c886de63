import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CollaborateAnswer } from '@casebridge/contract/case-submission';
import type { CasePriority } from '@casebridge/contract/enums';
import { PriorityBadge } from '@/components/priority-badge';
import { SafeHtml } from '@/components/safe-html';
import { pathTo } from '@/config/paths';

/** What the summary shows, from a case's answer or a manager request's. */
export type SentSummary = {
  message: string;
  receiver: string;
  department: string | null;
  internalCaseNumber: string | null;
  summary: string | null;
  priority: CasePriority | null;
  isSample: boolean;
  /** The case's reference for its page (/my-cases/{token}). */
  caseToken: string;
  /** The network case number (issue 24): what the caller quotes to the partner and searches by. */
  networkCaseNumber: string;
  escalationInstructions: string | null;
};

export const summaryOfCase = (sent: CollaborateAnswer): SentSummary => ({
  message: sent.message,
  receiver: sent.case.receiver,
  department: sent.case.department,
  internalCaseNumber: sent.case.internal_case_number,
  summary: sent.case.summary,
  priority: sent.case.priority,
  isSample: sent.case.is_sample,
  caseToken: sent.case.token,
  networkCaseNumber: sent.case.network_case_number,
  escalationInstructions: sent.escalation_instructions,
});

/**
 * C-030: the request-sent summary that replaces the form: the server's message, what was sent, and the partner's
 * escalation instructions when it has any. Focus moves to its heading so a screen reader hears the outcome.
 */
export const RequestSent = ({ sent, onAnother }: { sent: SentSummary; onAnother: () => void }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const receiver = sent.department ? `${sent.receiver} | ${sent.department}` : sent.receiver;
  return (
    <Stack gap="md" data-testid="request-sent">
      <Title order={2} ref={heading} tabIndex={-1}>
        Request sent
      </Title>
      <Alert color="green" variant="light" role="status">
        {sent.message}
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>Case number</Table.Th>
              <Table.Td>
                <Text component="span" fw={700} ff="monospace" data-testid="network-case-number">
                  {sent.networkCaseNumber}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Sent to</Table.Th>
              <Table.Td>{receiver}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Your case number</Table.Th>
              <Table.Td>{sent.internalCaseNumber ?? '—'}</Table.Td>
            </Table.Tr>
            {sent.summary === null ? null : (
              <Table.Tr>
                <Table.Th>Summary</Table.Th>
                <Table.Td>{sent.summary}</Table.Td>
              </Table.Tr>
            )}
            {sent.priority === null ? null : (
              <Table.Tr>
                <Table.Th>Priority</Table.Th>
                <Table.Td>
                  <PriorityBadge priority={sent.priority} />
                  {sent.isSample ? (
                    <Badge color="gray" variant="outline" ml="xs">
                      Sample
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      {sent.escalationInstructions ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Escalation instructions">
          <Title order={3} size="h4" mb="xs">
            Escalation instructions
          </Title>
          <Text size="sm" mb="xs">
            When you escalate, quote case number{' '}
            <strong style={{ whiteSpace: 'nowrap' }}>{sent.networkCaseNumber}</strong>.
          </Text>
          <SafeHtml html={sent.escalationInstructions} />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {sent.receiver} gives no escalation instructions for this process.
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to={pathTo('case-info', { token: sent.caseToken })}>
          View the case
        </Button>
        <Button variant="default" onClick={onAnother}>
          Send another case
        </Button>
        <Anchor component={Link} to={pathTo('dashboard')}>
          Back to the dashboard
        </Anchor>
      </Group>
    </Stack>
  );
};
