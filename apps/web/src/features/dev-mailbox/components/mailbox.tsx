import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { MailboxMessage } from '@casebridge/contract/dev-mailbox';
import type { OutboundEmailStatus } from '@casebridge/contract/enums';
import { QueryBoundary } from '@/components/query-boundary';
import { formatAdminDate } from '@/lib/date-format';
import { useMailbox } from '../api/get-mailbox';

const statusColor: Record<OutboundEmailStatus, string> = {
  pending: 'blue',
  sending: 'yellow',
  sent: 'green',
  failed: 'red',
};

const isFollowable = (link: string): boolean => /^https?:\/\//i.test(link) || link.startsWith('/');

export const newestFirst = (messages: readonly MailboxMessage[]): MailboxMessage[] =>
  [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const Message = ({ message }: { message: MailboxMessage }) => (
  <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`mail-${String(message.id)}`}>
    <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
      <div>
        <Title order={2} size="h5" id={`mail-${String(message.id)}`}>
          {message.subject}
        </Title>
        <Text size="sm">
          To: <span data-testid="mail-to">{message.to.join(', ')}</span>
          {message.cc.length === 0 ? null : <> · Cc: {message.cc.join(', ')}</>}
        </Text>
      </div>
      <Stack gap={4} align="flex-end">
        <Text size="sm" c="dimmed">
          <time dateTime={message.created_at}>{formatAdminDate(message.created_at)} UTC</time>
        </Text>
        <Badge color={statusColor[message.status]} variant="light">
          {message.status}
        </Badge>
      </Stack>
    </Group>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.text}
    </Text>
    {message.links.length === 0 ? null : (
      <>
        <Text size="sm" fw={600} mt="sm">
          Links
        </Text>
        <List size="sm">
          {message.links.filter(isFollowable).map((link) => (
            <List.Item key={link}>
              <Anchor href={link} style={{ overflowWrap: 'anywhere' }}>
                {link}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </>
    )}
  </Paper>
);

/** /dev/mailbox: what the app would have emailed, newest first, so people and browser tests can follow links. */
export const Mailbox = () => {
  const mailbox = useMailbox();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Dev mailbox</Title>
        <Button
          variant="default"
          onClick={() => {
            void mailbox.refetch();
          }}
          loading={mailbox.isFetching}
        >
          Refresh
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Outside production the app keeps its email here instead of sending it.
      </Text>
      <QueryBoundary query={mailbox} skeletonRows={6}>
        {({ messages }) =>
          messages.length === 0 ? (
            <Text>No messages yet. Emails the app sends (password resets, case notifications) appear here.</Text>
          ) : (
            newestFirst(messages).map((message) => <Message key={message.id} message={message} />)
          )
        }
      </QueryBoundary>
    </Stack>
  );
};
