import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PRIORITY_LABELS, type CollaborateAnswer } from '@casebridge/contract/case-submission';
import { SafeHtml } from '@/components/safe-html';
import { pathTo } from '@/config/paths';

const priorityColor = { high: 'red', medium: 'orange', low: 'gray' } as const;

/**
 * C-030: the request-sent summary that replaces the form: the server's message, what was sent, and the partner's
 * escalation instructions when it has any. Focus moves to its heading so a screen reader hears the outcome.
 */
export const RequestSent = ({ sent, onAnother }: { sent: CollaborateAnswer; onAnother: () => void }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const receiver = sent.case.department ? `${sent.case.receiver} | ${sent.case.department}` : sent.case.receiver;
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
              <Table.Th w={180}>Sent to</Table.Th>
              <Table.Td>{receiver}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Your case number</Table.Th>
              <Table.Td>{sent.case.internal_case_number ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Summary</Table.Th>
              <Table.Td>{sent.case.summary}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Priority</Table.Th>
              <Table.Td>
                <Badge color={priorityColor[sent.case.priority]} variant="light">
                  {PRIORITY_LABELS[sent.case.priority]}
                </Badge>
                {sent.case.is_sample ? (
                  <Badge color="gray" variant="outline" ml="xs">
                    Sample
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      {sent.escalation_instructions ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Escalation instructions">
          <Title order={3} size="h4" mb="xs">
            Escalation instructions
          </Title>
          <SafeHtml html={sent.escalation_instructions} />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {sent.case.receiver} gives no escalation instructions for this process.
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to={pathTo('case-info', { token: sent.case.token })}>
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
