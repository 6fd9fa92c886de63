import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { loginMethodLabels, type MemberCompany } from '@casebridge/contract/companies';
import type { CompanyUserRow } from '@casebridge/contract/users';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { RegistrationQueueTable } from '@/components/registration-queue-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { pathTo, type MayOpen } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { formatAdminDate } from '@/lib/date-format';
import { roleTitle } from '@/lib/roles';
import { useDecideRegistration } from '../api/decide-registration';
import { useDeleteCompanyUser } from '../api/delete-company-user';
import { exportCompanyUsers } from '../api/export-company-users';
import { useCompany } from '../api/get-company';
import { useCompanyUsers } from '../api/get-company-users';
import { useRegistrationQueue } from '../api/get-registration-queue';

/** M-016: the inactive mark of the user table, drawn inline (the product has no icon font). */
const UserOffIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="7" r="4" />
    <path d="M5.5 21v-2a4 4 0 0 1 4-4h5a4 4 0 0 1 4 4v2M3 3l18 18" />
  </svg>
);

const settingsLinks = {
  'admin.company.registration': 'User Registration Settings',
  'admin.company.sso': 'SSO Setup',
} as const;

const loginMethodHelp = (company: MemberCompany): string => {
  switch (company.login_method) {
    case 'requires_registration':
      return company.registration.requires_approval === 1
        ? 'Users register on your login page and verify their email address; a signup manager approves each one.'
        : 'Users register on your login page and verify their email address; they are approved automatically.';
    case 'email_link':
      return 'Users sign in with a one-time link emailed to an address of your company’s domains.';
    case 'sso':
      return 'Users sign in through your identity provider; API users sign in with a password.';
  }
};

/** M-015, A-023: how the company's users sign in, with the ways to change it the admin may open. */
const LoginMethodBox = ({ company, mayOpen }: { company: MemberCompany; mayOpen: MayOpen }) => {
  const settings = (['admin.company.registration', 'admin.company.sso'] as const).filter(mayOpen);
  return (
    <Panel title="Login Method">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text fw={700}>{loginMethodLabels[company.login_method]}</Text>
          <Text size="sm" c="dimmed">
            {loginMethodHelp(company)}
          </Text>
        </div>
        {settings.length === 0 ? null : (
          <Group gap="sm">
            {settings.map((route) => (
              <Anchor key={route} component={Link} to={pathTo(route)} size="sm">
                {settingsLinks[route]}
              </Anchor>
            ))}
          </Group>
        )}
      </Group>
    </Panel>
  );
};

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

const RegistrationQueuePanel = () => {
  const decide = useDecideRegistration();
  return (
    <Panel title="Registration Queue">
      <QueryBoundary query={useRegistrationQueue()} skeletonRows={2}>
        {(queue) => (
          <RegistrationQueueTable rows={queue} decide={{ run: decide.mutateAsync, busy: decide.isPending }} />
        )}
      </QueryBoundary>
    </Panel>
  );
};

/** M-016, M-017: the row menu of an active user the server lets the admin delete (can_delete); deleting asks first, then the list reloads. */
const UserActions = ({ user }: { user: CompanyUserRow }) => {
  const remove = useDeleteCompanyUser();
  const name = fullName(user);
  const onDelete = async () => {
    const confirmed = await confirmAction({
      title: 'Delete user',
      message: `Are you sure you want to delete ${name} from this company?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    showAlert({ type: 'success', message: (await remove.mutateAsync(user.id)).message });
  };
  return (
    <RowActionsMenu
      subject={name}
      actions={[
        {
          label: 'Delete user',
          danger: true,
          onClick: () => {
            void onDelete().catch(() => undefined);
          },
        },
      ]}
    />
  );
};

const userColumns: DataTableColumn<CompanyUserRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('admin.user.manage', { id: row.id })} size="sm" c="inherit" fw={600}>
        {fullName(row)}
      </Anchor>
    ),
    value: fullName,
  },
  { key: 'email', header: 'Email', cell: (row) => row.email, value: (row) => row.email },
  { key: 'role', header: 'Role', cell: (row) => roleTitle(row.role), value: (row) => roleTitle(row.role) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.status === 'active' ? (
        <Badge color="green" variant="light" radius="sm" tt="none">
          Active
        </Badge>
      ) : (
        <Badge color="gray" variant="light" radius="sm" tt="none" leftSection={<UserOffIcon />}>
          Inactive
        </Badge>
      ),
    value: (row) => row.status,
  },
  {
    key: 'last_login_date',
    header: 'Last Login',
    cell: (row) =>
      row.last_login_date === null ? (
        <Text span size="sm" c="dimmed">
          Never
        </Text>
      ) : (
        <time dateTime={row.last_login_date}>{formatAdminDate(row.last_login_date)}</time>
      ),
    value: (row) => row.last_login_date,
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (row) => (row.status === 'active' && row.can_delete ? <UserActions user={row} /> : null),
  },
];

/** M-015, M-016: the company's users; an inactive user's row is greyed and marked with an icon. */
const UsersPanel = () => (
  <Panel title="Users">
    <QueryBoundary query={useCompanyUsers()} skeletonRows={6}>
      {(users) => (
        <DataTable
          label="Users"
          columns={userColumns}
          rows={users}
          rowKey={(row) => String(row.id)}
          defaultSort={{ key: 'name', direction: 'asc' }}
          searchable
          empty="Your company has no users yet. Add New makes the first one."
          rowProps={(row) =>
            row.status === 'active'
              ? {}
              : { 'data-inactive': true, style: { color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' } }
          }
        />
      )}
    </QueryBoundary>
  </Panel>
);

/** the users export; a failed download says so. */
const ExportUsersButton = () => {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant="default"
      loading={exporting}
      onClick={() => {
        setExporting(true);
        exportCompanyUsers()
          .catch((error: unknown) => {
            showAlert({
              type: 'error',
              message: isApiError(error) ? error.message : 'The users could not be exported.',
            });
          })
          .finally(() => {
            setExporting(false);
          });
      }}
    >
      Export
    </Button>
  );
};

/**
 * admin.users (/admin/users, M-015..M-018, R-006): the login method box, the registration queue, the user table,
 * the export and Add New.
 */
export const UsersPage = ({ companyId, mayOpen }: { companyId: number; mayOpen: MayOpen }) => (
  <Stack gap="md">
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>Users</Title>
        <Text c="dimmed">Who works in your company on CaseBridge, and who is waiting to join.</Text>
      </div>
      <Group gap="sm">
        <ExportUsersButton />
        <Button component={Link} to={pathTo('admin.user.manage', { id: 0 })}>
          Add New
        </Button>
      </Group>
    </Group>
    <QueryBoundary query={useCompany(companyId)} skeletonRows={2}>
      {(company) => <LoginMethodBox company={company} mayOpen={mayOpen} />}
    </QueryBoundary>
    <RegistrationQueuePanel />
    <UsersPanel />
  </Stack>
);
