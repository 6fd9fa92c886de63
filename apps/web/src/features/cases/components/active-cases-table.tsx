import { NetworkCaseNumber } from '@/components/network-case-number';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  caseListSortFields,
  caseListViewLabels,
  caseListViews,
  type CaseListRow,
  type CaseListSortField,
  type CaseListView,
} from '@casebridge/contract/cases';
import { CaseTableToolbar } from '@/components/case-table-toolbar';
import { ServerDataTable, type DataTableColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { Panel } from '@/components/panel';
import { PriorityBadge } from '@/components/priority-badge';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusBadge, humanize } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { readStored, storageKeys, writeStored } from '@/lib/session-storage';
import { useCaseList } from '../api/get-case-list';

type Remembered = { view: CaseListView; sort: CaseListSortField; dir: 'asc' | 'desc' };
const DEFAULTS: Remembered = { view: 'mine-30', sort: 'updated_at', dir: 'desc' };
const PAGE_SIZE = 10;
/** D-025: rapid changes of view, sort, page or search make one request. */
const DEBOUNCE_MS = 80;

/** D-023: the view, sort field and direction kept from the last visit; anything unknown falls back to the default. */
export const readRememberedView = (): Remembered => {
  try {
    const stored = JSON.parse(readStored(storageKeys.caseListView) ?? '{}') as Partial<Record<string, unknown>>;
    const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
      allowed.includes(value as T) ? (value as T) : fallback;
    return {
      view: pick(stored.view, caseListViews, DEFAULTS.view),
      sort: pick(stored.sort, caseListSortFields, DEFAULTS.sort),
      dir: pick(stored.dir, ['asc', 'desc'] as const, DEFAULTS.dir),
    };
  } catch {
    return DEFAULTS;
  }
};

const EMPTY: Record<CaseListView, string> = {
  'mine-30': 'No active cases in the last 30 days.',
  'company-inbound-action': 'No inbound case is waiting for your company.',
  'company-30': 'Your company has no active cases in the last 30 days.',
  'mine-all': 'You have not sent a case yet.',
  'company-all': 'Your company has no cases yet.',
};

const timeCell = (iso: string) => (
  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
    <DateTime iso={iso} />
  </Text>
);

/** D-017, D-022, D-026..D-028: the columns; Case#, Partner and Partner Case# do not sort. */
const columnsFor = (isAdmin: boolean): DataTableColumn<CaseListRow>[] => [
  {
    key: 'case',
    header: 'Case#',
    cell: (row) => (
      // D-027, DECISIONS 3: admins open the admin case view, every other member the case page.
      <Anchor
        component={Link}
        to={isAdmin ? pathTo('admin.case-info', { token: row.token }) : pathTo('case-info', { token: row.token })}
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.internal_case_number ?? 'View'}
      </Anchor>
    ),
  },
  { key: 'network_case', header: 'CaseBridge#', cell: (row) => <NetworkCaseNumber value={row.network_case_number} /> },
  { key: 'direction', header: 'Type', cell: (row) => humanize(row.direction), value: (row) => row.direction },
  { key: 'partner', header: 'Partner', cell: (row) => row.partner.name },
  { key: 'partner_case', header: 'Partner Case#', cell: (row) => row.partner_case_number ?? '—' },
  {
    key: 'priority',
    header: 'Priority',
    cell: (row) => <PriorityBadge priority={row.priority} plain />,
    value: (row) => row.priority,
  },
  { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} />, value: (row) => row.status },
  { key: 'created_at', header: 'Created', cell: (row) => timeCell(row.created_at), value: (row) => row.created_at },
  { key: 'updated_at', header: 'Updated', cell: (row) => timeCell(row.updated_at), value: (row) => row.updated_at },
];

/**
 * D-017..D-028: the dashboard's active cases table, sorted, searched and paged by the server
 * (GET /api/caller/get-cases/...), its view, sort and direction remembered in local storage.
 */
export const ActiveCasesTable = ({ isAdmin }: { isAdmin: boolean }) => {
  const [remembered, setRemembered] = useState(readRememberedView);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const request = useMemo(
    () => ({ view: remembered.view, sort: remembered.sort, dir: remembered.dir, q: q.trim(), page, limit: PAGE_SIZE }),
    [remembered, q, page],
  );
  const [debounced] = useDebouncedValue(request, DEBOUNCE_MS);
  const query = useCaseList(debounced);
  const columns = useMemo(() => columnsFor(isAdmin), [isAdmin]);

  useEffect(() => {
    writeStored(storageKeys.caseListView, JSON.stringify(remembered));
  }, [remembered]);

  const remember = (change: Partial<Remembered>) => {
    setRemembered((previous) => ({ ...previous, ...change }));
    setPage(1);
  };

  return (
    <Panel title="Active Cases">
      <CaseTableToolbar
        views={caseListViews.map((view) => ({ value: view, label: caseListViewLabels[view] }))}
        view={remembered.view}
        onView={(view) => {
          remember({ view });
        }}
        q={q}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
        searchPlaceholder="Summary, case number or partner"
        viewWidth={300}
      />
      <QueryBoundary query={query} skeletonRows={5} failedLevel="warning">
        {(answer) => (
          <ServerDataTable
            label="Active cases"
            columns={columns}
            rows={answer.data}
            rowKey={(row) => row.token}
            sort={{ key: remembered.sort, direction: remembered.dir }}
            onSortChange={(sort) => {
              remember({ sort: sort.key as CaseListSortField, dir: sort.direction });
            }}
            page={answer.current_page}
            total={answer.total}
            // D-024: the pages follow the page size the server answered.
            pageSize={answer.per_page}
            onPage={setPage}
            empty={`${q.trim() === '' ? EMPTY[remembered.view] : 'No case matches your search.'} Find a partner to start one.`}
          />
        )}
      </QueryBoundary>
    </Panel>
  );
};
