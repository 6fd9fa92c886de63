import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { MyCasesAnswer } from '@casebridge/contract/cases';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useMyCases } from '../api/get-my-cases';

type MyCase = MyCasesAnswer['my_cases'][number];

export const MY_CASES_INSTRUCTIONS = 'Below is a list of all cases you have submitted and their status';

const caseLink = (row: MyCase, text: string, nowrap = false) => (
  <Anchor
    component={Link}
    to={pathTo('case-info', { token: row.token })}
    size="sm"
    style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
  >
    {text}
  </Anchor>
);

/** C-037, C-038: the columns of My cases; Case# and the summary open /my-cases/{token}. */
const columns: DataTableColumn<MyCase>[] = [
  {
    key: 'case',
    header: 'Case#',
    cell: (row) => caseLink(row, row.internal_case_number ?? 'View', true),
    value: (row) => row.internal_case_number,
    sortable: false,
  },
  { key: 'partner', header: 'Partner', cell: (row) => row.partner, value: (row) => row.partner, sortable: false },
  {
    key: 'partner_case',
    header: 'Partner Case#',
    cell: (row) => row.partner_case_number ?? '—',
    value: (row) => row.partner_case_number,
    sortable: false,
  },
  { key: 'summary', header: 'Summary', cell: (row) => caseLink(row, row.summary), value: (row) => row.summary },
  {
    key: 'created_at',
    header: 'Request Date',
    cell: (row) => (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        <DateTime iso={row.created_at} />
      </Text>
    ),
    value: (row) => row.created_at,
  },
  {
    key: 'responded_at',
    header: 'Respond Date',
    cell: (row) =>
      row.responded_at === null ? (
        '—'
      ) : (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          <DateTime iso={row.responded_at} />
        </Text>
      ),
    value: (row) => row.responded_at,
  },
];

/** my-cases (/my-cases): the cases the user submitted; "View Company Reports" only for company admins (DECISIONS 2). */
export const MyCasesPage = ({ isAdmin }: { isAdmin: boolean }) => {
  const query = useMyCases();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>My Cases</Title>
          <Text c="dimmed">{MY_CASES_INSTRUCTIONS}</Text>
        </div>
        {isAdmin ? (
          <Anchor component={Link} to={pathTo('admin.reports')}>
            View Company Reports
          </Anchor>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        All timestamps are in UTC.
      </Text>
      <QueryBoundary query={query} skeletonRows={6}>
        {(answer) => (
          <DataTable
            label="My cases"
            columns={columns}
            rows={answer.my_cases}
            rowKey={(row) => row.token}
            defaultSort={{ key: 'created_at', direction: 'desc' }}
            searchable
            empty={
              <>
                You have not submitted a case yet.{' '}
                <Anchor component={Link} to={pathTo('dashboard')} size="sm">
                  Find a partner on the dashboard
                </Anchor>{' '}
                to start one.
              </>
            }
          />
        )}
      </QueryBoundary>
    </Stack>
  );
};
