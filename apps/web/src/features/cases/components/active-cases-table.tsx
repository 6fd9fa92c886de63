import { CaseNumberText, NetworkCaseNumber } from '@/components/network-case-number';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  caseListSortFields,
  caseListViewLabels,
  caseListViews,
  type CaseListRow,
  type CaseListSortField,
  type CaseListView,
} from '@casebridge/contract/cases';
import { CaseCard } from '@/components/case-card';
import { CaseFilterInputs, useListParams } from '@/components/case-filters';
import { CaseTableToolbar } from '@/components/case-table-toolbar';
import { ServerDataTable, type DataTableColumn, type PageCursor } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { Panel } from '@/components/panel';
import { PriorityBadge } from '@/components/priority-badge';
import { QueryBoundary } from '@/components/query-boundary';
import { humanize } from '@/components/status-badge';
import { CaseStatusCell } from '@/components/waiting-on-us-badge';
import { pathTo } from '@/config/paths';
import { useCameFromState, type CameFrom } from '@/lib/came-from';
import { readStored, storageKeys, writeStored } from '@/lib/session-storage';
import { useCaseList } from '../api/get-case-list';
import { useInboundAwaiting } from '../api/get-inbound-awaiting';

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

// D-027, DECISIONS 3: admins open the admin case view, every other member the case page.
const caseLink = (isAdmin: boolean, row: CaseListRow) =>
  isAdmin ? pathTo('admin.case-info', { token: row.token }) : pathTo('case-info', { token: row.token });

/** The dashboard's link to its table showing the inbound cases waiting on the company (issue 24). */
export const INBOUND_AWAITING_LINK = `${pathTo('dashboard')}?view=company-inbound-action`;

/**
 * D-017, D-022, D-026..D-028: the columns; Case#, Partner and Partner Case# do not sort. A case link tells the case
 * page which list it came from (issue 24).
 */
const columnsFor = (isAdmin: boolean, state: { cameFrom: CameFrom }): DataTableColumn<CaseListRow>[] => [
  {
    key: 'case',
    header: 'Case#',
    cell: (row) => (
      <Anchor component={Link} to={caseLink(isAdmin, row)} state={state} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.internal_case_number ?? 'View'}
      </Anchor>
    ),
  },
  { key: 'network_case', header: 'CaseBridge#', cell: (row) => <NetworkCaseNumber value={row.network_case_number} /> },
  { key: 'direction', header: 'Type', cell: (row) => humanize(row.direction), value: (row) => row.direction },
  { key: 'partner', header: 'Partner', cell: (row) => row.partner.name },
  {
    key: 'partner_case',
    header: 'Partner Case#',
    cell: (row) => (row.partner_case_number === null ? '—' : <CaseNumberText value={row.partner_case_number} />),
  },
  {
    key: 'priority',
    header: 'Priority',
    cell: (row) => <PriorityBadge priority={row.priority} />,
    value: (row) => row.priority,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <CaseStatusCell status={row.status} waitingOnUs={row.waiting_on_us} />,
    value: (row) => row.status,
  },
  { key: 'created_at', header: 'Created', cell: (row) => timeCell(row.created_at), value: (row) => row.created_at },
  { key: 'updated_at', header: 'Updated', cell: (row) => timeCell(row.updated_at), value: (row) => row.updated_at },
];

/**
 * Issue 24: the company's inbound cases waiting on its action (and the high-priority ones), shown whatever view the
 * table shows, one click from the table filtered to them.
 */
const InboundAwaiting = () => {
  const { data } = useInboundAwaiting();
  if (data === undefined) return null;
  if (data.total === 0)
    return (
      <Text size="sm" c="dimmed" mb="sm" data-testid="inbound-awaiting">
        Inbound cases waiting for your company: none.
      </Text>
    );
  return (
    <Alert
      // A standing count, not an error: a status, so that it is no alert beside the page's own.
      role="status"
      color={data.high > 0 ? 'red' : 'blue'}
      variant="light"
      mb="sm"
      p="xs"
      data-testid="inbound-awaiting"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {data.total} inbound {data.total === 1 ? 'case is' : 'cases are'} waiting for your company
          {data.high > 0 ? ` (${String(data.high)} high priority)` : ''}.
        </Text>
        <Anchor component={Link} to={INBOUND_AWAITING_LINK} size="sm">
          Show them
        </Anchor>
      </Group>
    </Alert>
  );
};

/**
 * D-017..D-028: the dashboard's active cases table, sorted, searched and paged by the server
 * (GET /api/caller/get-cases/...), its view, sort and direction remembered in local storage; the view and the
 * status and "waiting on us" filters (issue 24) are also in the page's address, which a link may set.
 */
export const ActiveCasesTable = ({ isAdmin }: { isAdmin: boolean }) => {
  const [remembered, setRemembered] = useState(readRememberedView);
  const { params, filters, setFilters, setListParams } = useListParams();
  const view = caseListViews.find((value) => value === params.get('view')) ?? remembered.view;
  const { status, waitingOnUs } = filters;
  const [q, setQ] = useState('');
  // The page belongs to the list shown: a link that changes the view or a filter (Show them) starts at page one.
  const listShown = `${view} ${status ?? ''} ${String(waitingOnUs)}`;
  const [paged, setPaged] = useState<{ list: string; cursor: PageCursor }>({ list: listShown, cursor: undefined });
  const cursor = paged.list === listShown ? paged.cursor : undefined;
  const setCursor = (next: PageCursor) => {
    setPaged({ list: listShown, cursor: next });
  };
  const request = useMemo(
    () => ({
      view,
      sort: remembered.sort,
      dir: remembered.dir,
      q: q.trim(),
      cursor,
      limit: PAGE_SIZE,
      status,
      waitingOnUs,
    }),
    [view, remembered.sort, remembered.dir, q, cursor, status, waitingOnUs],
  );
  const [debounced] = useDebouncedValue(request, DEBOUNCE_MS);
  const query = useCaseList(debounced);
  const cameFrom = useCameFromState('Dashboard');
  const columns = useMemo(() => columnsFor(isAdmin, cameFrom), [isAdmin, cameFrom]);

  useEffect(() => {
    writeStored(storageKeys.caseListView, JSON.stringify({ ...remembered, view }));
  }, [remembered, view]);

  const remember = (change: Partial<Remembered>) => {
    setRemembered((previous) => ({ ...previous, ...change }));
    setCursor(undefined);
  };

  return (
    <Panel title="Active Cases">
      <InboundAwaiting />
      <CaseTableToolbar
        views={caseListViews.map((value) => ({ value, label: caseListViewLabels[value] }))}
        view={view}
        onView={(chosen) => {
          remember({ view: chosen });
          setListParams({ view: chosen });
        }}
        filters={
          <CaseFilterInputs
            filters={filters}
            onChange={(change) => {
              setFilters(change);
              setCursor(undefined);
            }}
          />
        }
        q={q}
        onSearch={(value) => {
          setQ(value);
          setCursor(undefined);
        }}
        searchPlaceholder="Summary, case number or partner"
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
            // D-024: the pages follow the page size the server answered.
            paging={answer}
            onCursor={setCursor}
            card={(row) => (
              <CaseCard
                to={caseLink(isAdmin, row)}
                state={cameFrom}
                title={row.summary}
                networkCaseNumber={row.network_case_number}
                caseNumber={row.internal_case_number}
                partner={row.partner.name}
                status={row.status}
                priority={row.priority}
                updatedAt={row.updated_at}
                waitingOnUs={row.waiting_on_us}
              />
            )}
            empty={`${q.trim() === '' && status === undefined && !waitingOnUs ? EMPTY[view] : 'No case matches your search or filters.'} Find a partner to start one.`}
          />
        )}
      </QueryBoundary>
    </Panel>
  );
};
