import { Link } from 'react-router';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { MsteamsConnectedAnswer } from '@casebridge/contract/msteams';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useConfirmMsteamsConnection } from '../api/confirm-msteams-connection';

const Outcome = ({ answer }: { answer: MsteamsConnectedAnswer }) => (
  <Stack gap="md" align="flex-start">
    <Title order={2} size="h3">
      {answer.message}
    </Title>
    {answer.group === null ? (
      <Text>The link is unknown, was used already, has expired, or the channel was changed since it was sent.</Text>
    ) : (
      <Text>
        The Microsoft Teams channel of {answer.group} will receive a card for each event of the group’s cases.
      </Text>
    )}
    <Anchor component={Link} to={pathTo('home')} fw={600}>
      Go to the home page
    </Anchor>
  </Stack>
);

/**
 * msteams.connected (/msteams/connected/{token}, X-040, A-042): the Teams manager's emailed link is confirmed once on
 * load; the page says that Microsoft Teams is connected, or "Invalid Token.", with a link home.
 */
export const MsteamsConnectedPage = ({ token }: { token: string }) => {
  const connection = useConfirmMsteamsConnection(token);
  return (
    <Stack maw={520} mx="auto" gap="md">
      <Title order={1}>Microsoft Teams</Title>
      <Paper withBorder p="lg" radius="md">
        <QueryBoundary query={connection} skeletonRows={3}>
          {(answer) => <Outcome answer={answer} />}
        </QueryBoundary>
      </Paper>
    </Stack>
  );
};
