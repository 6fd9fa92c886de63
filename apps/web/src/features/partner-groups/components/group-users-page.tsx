import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Button, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  NO_USERS_FOUND_MESSAGE,
  type GroupUserAccess,
  type GroupUserSearchAnswer,
} from '@casebridge/contract/partner-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { formatAdminDate } from '@/lib/date-format';
import { roleTitle } from '@/lib/roles';
import { useAddGroupUser } from '../api/add-group-user';
import { useGroupHeader } from '../api/get-group-header';
import { useGroupUsers } from '../api/get-group-users';
import { useRemoveGroupUser } from '../api/remove-group-user';
import { isSearchable, useGroupUserSearch } from '../api/search-group-users';

type FoundUser = GroupUserSearchAnswer['users'][number];

/** M-045: the confirmation names the user. */
export const removeUserQuestion = (access: GroupUserAccess, groupName: string): string =>
  `Are you sure you want to remove ${access.user.first_name} ${access.user.last_name}'s access to ${groupName}?`;

const failed = (what: string) => (error: unknown) => {
  showAlert({ type: 'error', message: isApiError(error) ? error.message : `The user could not be ${what}.` });
};

/** M-043, M-044: the company's users found from 2 characters, each added with one click. */
const UserSearch = ({ groupId }: { groupId: number }) => {
  const [term, setTerm] = useState('');
  const search = useGroupUserSearch(groupId, term);
  const add = useAddGroupUser(groupId);
  const found: FoundUser[] = isSearchable(term) ? (search.data ?? []) : [];
  return (
    <Panel title="Add Users">
      <TextInput
        label="Search users"
        description="Type at least 2 characters of a name or e-mail address."
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
        }}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        maw={420}
      />
      {isSearchable(term) && search.isSuccess && found.length === 0 ? (
        <Text size="sm" mt="sm" role="status">
          {NO_USERS_FOUND_MESSAGE}
        </Text>
      ) : null}
      {found.length > 0 ? (
        <Table.ScrollContainer minWidth={560} mt="sm">
          <Table striped aria-label="Users found">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">City</Table.Th>
                <Table.Th scope="col">Country</Table.Th>
                <Table.Th scope="col">Access</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.map((user) => {
                const hasAccess = user.group_access.includes(groupId);
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{`${user.first_name} ${user.last_name}`}</Table.Td>
                    <Table.Td>{user.city ?? '—'}</Table.Td>
                    <Table.Td>{user.country_name ?? '—'}</Table.Td>
                    <Table.Td>
                      {hasAccess ? (
                        <Text size="sm" c="dimmed">
                          Has access
                        </Text>
                      ) : (
                        <Button
                          size="compact-xs"
                          aria-label={`Add ${user.first_name} ${user.last_name}`}
                          loading={add.isPending && add.variables === user.id}
                          onClick={() => {
                            add
                              .mutateAsync(user.id)
                              .then(({ access }) => {
                                showAlert({
                                  type: 'success',
                                  message: `${access.user.first_name} ${access.user.last_name} now has access.`,
                                });
                              })
                              .catch(failed('added'));
                          }}
                        >
                          Add
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Panel>
  );
};

/** M-042, M-045: the users given access, each with remove. */
const UsersWithAccess = ({ groupId, groupName }: { groupId: number; groupName: string }) => {
  const remove = useRemoveGroupUser(groupId);
  const askRemove = async (access: GroupUserAccess) => {
    const confirmed = await confirmAction({
      title: 'Remove access',
      message: removeUserQuestion(access, groupName),
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!confirmed) return;
    await remove
      .mutateAsync(access.user_id)
      .then(({ message }) => {
        showAlert({ type: 'delete', message });
      })
      .catch(failed('removed'));
  };
  const columns: DataTableColumn<GroupUserAccess>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => `${row.user.first_name} ${row.user.last_name}`,
      value: (row) => `${row.user.first_name} ${row.user.last_name}`,
    },
    { key: 'country', header: 'Country', cell: (row) => row.user.country ?? '—', value: (row) => row.user.country },
    { key: 'role', header: 'Role', cell: (row) => roleTitle(row.user.role), value: (row) => roleTitle(row.user.role) },
    {
      key: 'last_login',
      header: 'Last Login',
      cell: (row) => (row.user.last_login_date ? formatAdminDate(row.user.last_login_date) : 'Never'),
      value: (row) => row.user.last_login_date,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (row) => (
        <RowActionsMenu
          subject={`${row.user.first_name} ${row.user.last_name}`}
          actions={[
            {
              label: 'Remove access',
              danger: true,
              onClick: () => {
                void askRemove(row);
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Panel title="Users With Access">
      <QueryBoundary query={useGroupUsers(groupId)} skeletonRows={3}>
        {(users) => (
          <DataTable
            label="Users with access"
            columns={columns}
            rows={users}
            rowKey={(row) => String(row.id)}
            defaultSort={{ key: 'name', direction: 'asc' }}
            searchable={users.length > 10}
            empty="No users have access yet: search for users above and add them."
          />
        )}
      </QueryBoundary>
    </Panel>
  );
};

/** admin.partner_groups.users (/admin/partner_groups/{group_id}/users, M-042..M-045): non-limited admins only. */
export const GroupUsersPage = ({ groupId }: { groupId: number }) => (
  <QueryBoundary query={useGroupHeader(groupId)} skeletonRows={6}>
    {(group) => (
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to={pathTo('admin.partner_groups')} size="sm">
            My Partners
          </Anchor>
          <Anchor
            component={Link}
            to={pathTo('admin.partner_groups.details', { group_id: String(group.id) })}
            size="sm"
          >
            {group.name}
          </Anchor>
          <Text size="sm">User Access</Text>
        </Breadcrumbs>
        <div>
          <Title order={1}>User Access</Title>
          <Text c="dimmed">
            {group.user_access_flag === 'all'
              ? `All users of your company have access to ${group.name}.`
              : `Only the users listed here may send cases to partners in ${group.name}.`}
          </Text>
        </div>
        <UserSearch groupId={group.id} />
        <UsersWithAccess groupId={group.id} groupName={group.name} />
      </Stack>
    )}
  </QueryBoundary>
);
