import { Button, Group, Paper, Text } from '@mantine/core';
import { withLoader } from '@/lib/loader';
import { reportError } from '@/lib/report-error';
import { useAdminToken } from '@/lib/session-storage';
import { useMe } from '../api/get-me';
import { useSessionActions } from '../utils/use-session-actions';

/** while a super admin acts as a user, every page says so and offers the way back. */
export const ImpersonationBanner = () => {
  const adminToken = useAdminToken();
  const me = useMe();
  const { backToAdmin } = useSessionActions();
  if (adminToken === null) return null;
  const name = me.data === undefined ? '…' : `${me.data.user.first_name} ${me.data.user.last_name}`;
  return (
    <Paper
      radius={0}
      px="md"
      py={6}
      bg="yellow.1"
      data-testid="impersonation-banner"
      role="region"
      aria-label="Impersonation"
    >
      <Group justify="center" gap="md">
        <Text size="sm" fw={600}>
          Logged in as {name}
        </Text>
        <Button
          size="compact-sm"
          variant="filled"
          color="dark"
          onClick={() => {
            void withLoader(backToAdmin).catch(reportError);
          }}
        >
          Back to Admin »
        </Button>
      </Group>
    </Paper>
  );
};
