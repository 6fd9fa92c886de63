import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { InactiveUser } from '@casebridge/contract/super-admin-users';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadFailed } from '@/components/load-failed';
import { PageSkeleton } from '@/components/page-skeleton';
import { Panel } from '@/components/panel';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { formatAdminDate } from '@/lib/date-format';
import { roleTitle } from '@/lib/roles';
import { useInactiveUsers } from '../api/load-inactive-users';
import { useSetSuperAdminUserStatus } from '../api/manage-super-admin-user';

const fullName = (user: InactiveUser) => `${user.first_name} ${user.last_name}`;

/** Enable in the row; the user leaves the list once enabled. */
const EnableButton = ({ user, onEnabled }: { user: InactiveUser; onEnabled: (id: number) => void }) => {
  const setStatus = useSetSuperAdminUserStatus();
  return (
    <Button
      size="compact-sm"
      variant="outline"
      color="green"
      loading={setStatus.isPending}
      aria-label={`Enable ${fullName(user)}`}
      onClick={() => {
        setStatus.mutateAsync({ id: user.id, status: 'active' }).then(
          (answer) => {
            showAlert({ type: 'success', message: `${fullName(user)}: ${answer.message}` });
            onEnabled(user.id);
          },
          () => undefined,
        );
      }}
    >
      Enable
    </Button>
  );
};

const columns = (onEnabled: (id: number) => void): DataTableColumn<InactiveUser>[] => [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => (
      <Anchor component={Link} to={pathTo('super_admin.user', { user_id: user.id })} size="sm">
        {fullName(user)}
      </Anchor>
    ),
    value: (user) => fullName(user),
  },
  { key: 'email', header: 'Email', cell: (user) => user.email, value: (user) => user.email },
  { key: 'company', header: 'Company', cell: (user) => user.company ?? '—', value: (user) => user.company },
  { key: 'role', header: 'Role', cell: (user) => roleTitle(user.role), value: (user) => roleTitle(user.role) },
  {
    key: 'last_login_date',
    header: 'Last Login (UTC)',
    cell: (user) =>
      user.last_login_date === null ? (
        'Never'
      ) : (
        <time dateTime={user.last_login_date}>{formatAdminDate(user.last_login_date)}</time>
      ),
    value: (user) => user.last_login_date,
  },
  {
    key: 'enable',
    header: 'Enable',
    cell: (user) => <EnableButton user={user} onEnabled={onEnabled} />,
  },
];

/**
 * S-066, X-047: /super_admin/users, the inactive users, read page by page as they arrive (a loader says more are
 * coming); three failed reads in a row stop it with a Retry, the users read so far staying listed.
 */
export const InactiveUsersPage = () => {
  const { users, status, retry } = useInactiveUsers();
  // The users enabled from this page leave the list.
  const [enabled, setEnabled] = useState<ReadonlySet<number>>(new Set());
  const onEnabled = (id: number) => {
    setEnabled((current) => new Set(current).add(id));
  };
  const shown = users.filter((user) => !enabled.has(user.id));
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>Inactive Users</Title>
        {status === 'loading' && users.length > 0 ? (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading more users ({users.length} so far)
            </Text>
          </Group>
        ) : null}
      </Group>
      {status === 'failed' ? (
        <LoadFailed
          message={
            users.length === 0
              ? 'The inactive users could not be loaded.'
              : `Loading stopped after ${String(users.length)} users: the next page could not be loaded.`
          }
          onRetry={retry}
        />
      ) : null}
      <Panel title="Users who can no longer sign in">
        {status === 'loading' && users.length === 0 ? (
          <PageSkeleton rows={6} />
        ) : (
          <DataTable
            label="Inactive users"
            columns={columns(onEnabled)}
            rows={shown}
            rowKey={(user) => String(user.id)}
            defaultSort={{ key: 'name', direction: 'asc' }}
            searchable
            empty="No user is inactive: everyone in the network can sign in."
          />
        )}
      </Panel>
    </Stack>
  );
};
