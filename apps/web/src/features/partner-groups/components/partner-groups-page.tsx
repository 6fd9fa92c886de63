import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { PartnerGroupRow } from '@casebridge/contract/partner-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { usePartnerCompanies } from '../api/get-partner-companies';
import { usePartnerGroups } from '../api/get-partner-groups';
import { groupTypeLabels } from '@casebridge/contract/enums';
import { userAccessLabels } from './group-labels';

const groupColumns: DataTableColumn<PartnerGroupRow>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('admin.partner_groups.details', { group_id: String(row.id) })} size="sm">
        {row.name}
      </Anchor>
    ),
    value: (row) => row.name,
  },
  { key: 'type', header: 'Type', cell: (row) => groupTypeLabels[row.type], value: (row) => groupTypeLabels[row.type] },
  {
    key: 'access',
    header: 'Internal User Access',
    cell: (row) => userAccessLabels[row.user_access_flag],
    value: (row) => userAccessLabels[row.user_access_flag],
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <ActiveStatusBadge status={row.status} />,
    value: (row) => row.status,
  },
  {
    key: 'sponsor',
    header: 'Role',
    cell: (row) => (row.is_sponsor ? 'Sponsor' : 'Member'),
    value: (row) => (row.is_sponsor ? 'Sponsor' : 'Member'),
  },
];

type PartnerCompany = { id: number; name: string };
const companyColumns: DataTableColumn<PartnerCompany>[] = [
  { key: 'name', header: 'Company', cell: (row) => row.name, value: (row) => row.name },
];

/** admin.partner_groups (/admin/partner_groups, M-033): the company's groups and the partners they give it. */
export const PartnerGroupsPage = () => (
  <Stack gap="md">
    <div>
      <Title order={1}>My Partners</Title>
      <Text c="dimmed">The partner groups your company belongs to, and the companies you can send cases to.</Text>
    </div>
    <Panel title="Partner Groups">
      <QueryBoundary query={usePartnerGroups()} skeletonRows={4}>
        {(groups) => (
          <DataTable
            label="Partner groups"
            columns={groupColumns}
            rows={groups}
            rowKey={(row) => String(row.id)}
            defaultSort={{ key: 'name', direction: 'asc' }}
            searchable={groups.length > 10}
            empty="Your company is not in any partner group yet. Contact us to join one."
          />
        )}
      </QueryBoundary>
    </Panel>
    <Panel title="Partner Companies">
      <QueryBoundary query={usePartnerCompanies()} skeletonRows={4}>
        {(companies) => (
          <DataTable
            label="Partner companies"
            columns={companyColumns}
            rows={companies}
            rowKey={(row) => String(row.id)}
            defaultSort={{ key: 'name', direction: 'asc' }}
            searchable
            empty="No partner companies yet: your groups give you none to send cases to."
          />
        )}
      </QueryBoundary>
    </Panel>
  </Stack>
);
