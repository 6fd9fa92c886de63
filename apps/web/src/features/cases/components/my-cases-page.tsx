import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { myCasesSortFields, type MyCasesAnswer, type MyCasesSortField } from '@casebridge/contract/cases';
import { CaseCard } from '@/components/case-card';
import { CaseFilterInputs, useListParams } from '@/components/case-filters';
import { ServerDataTable, type DataTableColumn, type PageCursor } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { CaseNumberText, NetworkCaseNumber } from '@/components/network-case-number';
import { PriorityBadge } from '@/components/priority-badge';
import { QueryBoundary } from '@/components/query-boundary';
import { CaseStatusCell } from '@/components/waiting-on-us-badge';
import { pathTo } from '@/config/paths';
import { useCameFromState, type CameFrom } from '@/lib/came-from';
import { useMyCases } from '../api/get-my-cases';

type MyCase = MyCasesAnswer['my_cases'][number];
type Sort = { key: MyCasesSortField; direction: 'asc' | 'desc' };

const PAGE_SIZE = 10;
/** As the dashboard's table: rapid changes of sort, page or search make one request. */
const DEBOUNCE_MS = 80;

export const MY_CASES_INSTRUCTIONS = 'Below is a list of all cases you have submitted and their status';

/**
 * C-037, C-038: the columns of My cases, with the status and priority (issue 24); Case# and the summary open
 * /my-cases/{token}, telling it the list it came from. The server sorts by the Summary, Request Date and Respond Date
 * (a column's value only marks it sortable).
 */
const columnsWith = (state: { cameFrom: CameFrom }): DataTableColumn<MyCase>[] => {
  const caseLink = (row: MyCase, text: string, nowrap = false) => (
    <Anchor
      component={Link}
      to={pathTo('case-info', { token: row.token })}
      state={state}
      size="sm"
      style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
    >
      {text}
    </Anchor>
  );
  return [
    {
      key: 'case',
      header: 'Case#',
      cell: (row) => caseLink(row, row.internal_case_number ?? 'View', true),
      value: (row) => row.internal_case_number,
      sortable: false,
    },
    {
      key: 'network_case',
      header: 'CaseBridge#',
      cell: (row) => <NetworkCaseNumber value={row.network_case_number} />,
      sortable: false,
    },
    { key: 'partner', header: 'Partner', cell: (row) => row.partner, value: (row) => row.partner, sortable: false },
    {
      key: 'partner_case',
      header: 'Partner Case#',
      cell: (row) => (row.partner_case_number === null ? '—' : <CaseNumberText value={row.partner_case_number} />),
      value: (row) => row.partner_case_number,
      sortable: false,
    },
    {
      key: 'summary',
      header: 'Summary',
      // The one column people read: wide enough for a line of words at 1280 px, not a word per line.
      cell: (row) => (
        <Text span display="block" miw="14rem">
          {caseLink(row, row.summary)}
        </Text>
      ),
      value: (row) => row.summary,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <CaseStatusCell status={row.status} waitingOnUs={row.waiting_on_us} />,
    },
    { key: 'priority', header: 'Priority', cell: (row) => <PriorityBadge priority={row.priority} /> },
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
};

/**
 * my-cases (/my-cases): the cases the user submitted, searched, sorted and paged by the server (an engineer who
 * submits for years has thousands); "View Company Reports" only for company admins (DECISIONS 2).
 */
export const MyCasesPage = ({ isAdmin }: { isAdmin: boolean }) => {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'created_at', direction: 'desc' });
  const [cursor, setCursor] = useState<PageCursor>(undefined);
  // Issue 24: the status and "waiting on us" filters, in the address (the way back from a case keeps them).
  const { filters, setFilters } = useListParams();
  const { status, waitingOnUs } = filters;
  const request = useMemo(
    () => ({ q: q.trim(), sort: sort.key, dir: sort.direction, cursor, limit: PAGE_SIZE, status, waitingOnUs }),
    [q, sort, cursor, status, waitingOnUs],
  );
  const [debounced] = useDebouncedValue(request, DEBOUNCE_MS);
  const query = useMyCases(debounced);
  const cameFrom = useCameFromState('My Cases');
  const columns = useMemo(() => columnsWith(cameFrom), [cameFrom]);
  const filtered = q.trim() !== '' || status !== undefined || waitingOnUs;
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
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Summary, case number or partner"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setCursor(undefined);
          }}
          w={320}
          maw="100%"
        />
        <CaseFilterInputs
          filters={filters}
          onChange={(change) => {
            setFilters(change);
            setCursor(undefined);
          }}
        />
        <Text size="sm" c="dimmed" ml="auto">
          All timestamps are in UTC.
        </Text>
      </Group>
      <QueryBoundary query={query} skeletonRows={6}>
        {(answer) => (
          <ServerDataTable
            label="My cases"
            columns={columns}
            rows={answer.my_cases}
            rowKey={(row) => row.token}
            sort={sort}
            onSortChange={(next) => {
              const key = myCasesSortFields.find((field) => field === next.key);
              if (key === undefined) return;
              setSort({ key, direction: next.direction });
              setCursor(undefined);
            }}
            paging={answer}
            onCursor={setCursor}
            card={(row) => (
              <CaseCard
                to={pathTo('case-info', { token: row.token })}
                state={cameFrom}
                title={row.summary}
                networkCaseNumber={row.network_case_number}
                caseNumber={row.internal_case_number}
                partner={row.partner}
                status={row.status}
                priority={row.priority}
                updatedAt={row.updated_at}
                waitingOnUs={row.waiting_on_us}
              />
            )}
            empty={
              filtered ? (
                'No case matches your search or filters.'
              ) : (
                <>
                  You have not submitted a case yet.{' '}
                  <Anchor component={Link} to={pathTo('dashboard')} size="sm">
                    Find a partner on the dashboard
                  </Anchor>{' '}
                  to start one.
                </>
              )
            }
          />
        )}
      </QueryBoundary>
    </Stack>
  );
};
