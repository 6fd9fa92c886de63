import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import type { OnboardingQueueAnswer } from '@casebridge/contract/onboarding';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { humanize } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { formatAdminDate } from '@/lib/date-format';
import { useOnboardingQueue } from '../api/onboarding-queue';

type Request = OnboardingQueueAnswer['queue'][number];

/** S-002: the columns; a request opens its review. */
const columns: DataTableColumn<Request>[] = [
  {
    key: 'company_name',
    header: 'Company',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('super_admin.onboarding', { session_id: row.id })} size="sm">
        {row.company_name}
      </Anchor>
    ),
    value: (row) => row.company_name,
  },
  { key: 'group_name', header: 'Group', cell: (row) => row.group_name, value: (row) => row.group_name },
  { key: 'status', header: 'Status', cell: (row) => humanize(row.status), value: (row) => row.status },
  {
    key: 'created_at',
    header: 'Created',
    cell: (row) => <time dateTime={row.created_at}>{formatAdminDate(row.created_at)}</time>,
    value: (row) => row.created_at,
  },
  {
    key: 'sf_opportunity',
    header: 'SF Opportunity',
    cell: (row) => row.sf_opportunity ?? '—',
    value: (row) => row.sf_opportunity,
  },
];

/** S-002: the dashboard's onboarding approval queue. */
export const OnboardingQueue = () => (
  <Panel title="Onboarding approval queue">
    <QueryBoundary query={useOnboardingQueue()} skeletonRows={3}>
      {(queue) => (
        <DataTable
          label="Onboarding requests"
          columns={columns}
          rows={queue}
          rowKey={(row) => String(row.id)}
          defaultSort={{ key: 'created_at', direction: 'asc' }}
          empty="No onboarding request is waiting for approval or payment."
        />
      )}
    </QueryBoundary>
  </Panel>
);
