import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { GroupMsteamsAnswer, MsteamsChannelState } from '@casebridge/contract/msteams';
import { DateTime } from '@/components/date-time';
import { DeliveryAttempts } from '@/components/delivery-attempts';
import { QueryBoundary } from '@/components/query-boundary';
import { useGroupMsteams } from '../api/get-group-msteams';

const stateBadges: Record<MsteamsChannelState, { label: string; color: string }> = {
  off: { label: 'Off', color: 'gray' },
  waiting: { label: 'Waiting for confirmation', color: 'yellow' },
  connected: { label: 'Connected', color: 'green' },
  disabled: { label: 'Disabled', color: 'red' },
};

const StateLine = ({ channel }: { channel: GroupMsteamsAnswer }) => {
  switch (channel.state) {
    case 'off':
      return (
        <Text size="sm">
          No cards are posted. With the integration on, a manager email and a URL, saving the group emails the manager a
          connect link.
        </Text>
      );
    case 'waiting':
      return (
        <Text size="sm">The Teams manager was emailed a connect link. No card is posted until the link is opened.</Text>
      );
    case 'connected':
      return (
        <Text size="sm">
          Connected since {channel.confirmedAt ? <DateTime iso={channel.confirmedAt} /> : null}: each event of the
          group’s cases is posted as a card.
        </Text>
      );
    case 'disabled':
      return <Text size="sm">{channel.disabledReason} Save the group to send the manager a new connect link.</Text>;
  }
};

/**
 * ADR 58: the group's Teams channel as it stands (off, waiting for its manager, connected, disabled), its failures and
 * its latest cards with every attempt, in the group editor.
 */
export const TeamsChannelState = ({ groupId }: { groupId: number }) => {
  const channel = useGroupMsteams(groupId);
  return (
    <QueryBoundary query={channel} skeletonRows={2}>
      {(answer) => (
        <Stack component="section" gap="sm" mt="md" aria-label="Teams connection">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Connection
            </Text>
            <Badge color={stateBadges[answer.state].color} variant="light" data-state={answer.state}>
              {stateBadges[answer.state].label}
            </Badge>
          </Group>
          <StateLine channel={answer} />
          {answer.failingSince ? (
            <Alert color="red" variant="light" title="Deliveries failing">
              Every card since <DateTime iso={answer.failingSince} /> has failed; CaseBridge retries each one, and stops
              posting after three days of failures.
            </Alert>
          ) : null}
          {answer.deliveries.length > 0 ? (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Delivery log
                </Title>
                <Button size="xs" variant="default" onClick={() => void channel.refetch()}>
                  Refresh
                </Button>
              </Group>
              {answer.deliveries.map((delivery) => (
                <DeliveryAttempts key={delivery.id} delivery={delivery} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </QueryBoundary>
  );
};
