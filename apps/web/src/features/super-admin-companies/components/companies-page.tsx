import { Link } from 'react-router';
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SuperAdminCompanyRow } from '@casebridge/contract/super-admin-companies';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { membershipLevelLabel } from '@/config/links';
import { pathTo } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { reportError } from '@/lib/report-error';
import { companyHostUrl } from '@/lib/tenant';
import { exportCompanies, useCompanies } from '../api/get-companies';

/** The company's login page: its own host, named by its slug. */
const LoginLink = ({ row }: { row: SuperAdminCompanyRow }) => {
  const url = companyHostUrl(row.slug, useAppConfig().app_domain, window.location);
  return (
    <Anchor href={url} size="sm" target="_blank" rel="noopener noreferrer" aria-label={`Login page of ${row.name}`}>
      {url}
    </Anchor>
  );
};

const columns: DataTableColumn<SuperAdminCompanyRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('super_admin.companies.details', { company_id: row.id })} size="sm">
        {row.name}
      </Anchor>
    ),
    value: (row) => row.name,
  },
  {
    key: 'groups',
    header: 'Groups',
    cell: (row) =>
      row.groups.length === 0 ? (
        <Text span size="sm" c="dimmed">
          None
        </Text>
      ) : (
        row.groups.join(', ')
      ),
    value: (row) => row.groups.join(', '),
  },
  {
    key: 'membership_type',
    header: 'Membership Type',
    cell: (row) => membershipLevelLabel(row.membership_type).replace(/ Member$/, ''),
    value: (row) => row.membership_type,
  },
  { key: 'users', header: 'Users', cell: (row) => row.users, value: (row) => row.users },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Box miw={80} style={{ whiteSpace: 'nowrap' }}>
        <ActiveStatusBadge status={row.status} />
      </Box>
    ),
    value: (row) => row.status,
  },
  {
    key: 'login',
    header: 'Login Link',
    sortable: false,
    cell: (row) => <LoginLink row={row} />,
    value: (row) => row.slug,
  },
];

/** S-010, R-013: super_admin.companies (/super_admin/companies). */
export const CompaniesPage = () => {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Companies</Title>
          <Text c="dimmed">Every member company of the network.</Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              exportCompanies().catch(reportError);
            }}
          >
            Export
          </Button>
          <Button component={Link} to={pathTo('super_admin.companies.edit', { company_id: 0 })}>
            Add New
          </Button>
        </Group>
      </Group>
      <Panel title="All companies">
        <QueryBoundary query={useCompanies()} skeletonRows={10}>
          {({ companies }) => (
            <DataTable
              label="Companies"
              columns={columns}
              rows={companies}
              rowKey={(row) => String(row.id)}
              defaultSort={{ key: 'name', direction: 'asc' }}
              searchable
              minWidth={960}
              empty="No company has joined the network yet. Add the first one with Add New."
            />
          )}
        </QueryBoundary>
      </Panel>
    </Stack>
  );
};
