import { NetworkCaseNumber } from '@/components/network-case-number';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Select, Text } from '@mantine/core';
import { casePriorityLabels } from '@casebridge/contract/cases';
import { casePriorities, type CasePriority } from '@casebridge/contract/enums';
import { useDebouncedValue } from '@mantine/hooks';
import {
  escalationFilterLabels,
  escalationFilters,
  type EscalationFilter,
  type EscalationRow,
} from '@casebridge/contract/escalation';
import { CaseTableToolbar } from '@/components/case-table-toolbar';
import { ServerDataTable, type DataTableColumn, type PageCursor } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { Panel } from '@/components/panel';
import { PriorityBadge } from '@/components/priority-badge';
import { QueryBoundary } from '@/components/query-boundary';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { StatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteEscalationCase, useEscalationQueue } from '../api/escalation-queue';
import { EscalationExport } from './escalation-export';

/** S-005: the page size and the default view. */
const PAGE_SIZE = 10;
const DEBOUNCE_MS = 80;

const ALL_PRIORITIES = 'all';
const priorityOptions = [
  { value: ALL_PRIORITIES, label: 'All priorities' },
  ...[...casePriorities].reverse().map((priority) => ({ value: priority, label: casePriorityLabels[priority] })),
];

const EMPTY: Record<EscalationFilter, string> = {
  'all-10': 'No case was sent in the last 10 days.',
  open: 'No case is open.',
  late: 'No case is late: every open case is under a day old.',
};

/**
 * S-004..S-007: the network's cases for the super admin: all of the last 10 days, the open or the late ones, sorted,
 * searched and paged by the server, each with a delete.
 */
export const EscalationTable = () => {
  const [filter, setFilter] = useState<EscalationFilter>('open');
  const [sort, setSort] = useState<{ key: string; direction: 'asc' | 'desc' }>({
    key: 'created_at',
    direction: 'desc',
  });
  const [q, setQ] = useState('');
  const [priority, setPriority] = useState<CasePriority | undefined>(undefined);
  const [cursor, setCursor] = useState<PageCursor>(undefined);
  const request = useMemo(
    () => ({ filter, q: q.trim(), priority, sort: sort.key, dir: sort.direction, cursor, limit: PAGE_SIZE }),
    [filter, q, priority, sort, cursor],
  );
  const [debounced] = useDebouncedValue(request, DEBOUNCE_MS);
  const query = useEscalationQueue(debounced);
  const remove = useDeleteEscalationCase();

  const deleteCase = async (row: EscalationRow) => {
    const number = row.internal_case_number ?? String(row.id);
    const confirmed = await confirmAction({
      title: 'Delete case',
      message: `delete case #${number}`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(row.id, {
      onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
      onError: (error) => {
        showAlert({ type: 'warning', message: isApiError(error) ? error.message : 'The case could not be deleted.' });
      },
    });
  };

  const columns: DataTableColumn<EscalationRow>[] = [
    {
      key: 'internal_case_number',
      header: 'Case#',
      cell: (row) => (
        <Anchor component={Link} to={pathTo('super_admin.cases.case_info', { case_id: row.id })} size="sm">
          {row.internal_case_number ?? `#${String(row.id)}`}
        </Anchor>
      ),
    },
    {
      key: 'network_case_number',
      header: 'CaseBridge#',
      cell: (row) => <NetworkCaseNumber value={row.network_case_number} />,
    },
    { key: 'company', header: 'Company', cell: (row) => row.company },
    { key: 'receiver', header: 'Receiver', cell: (row) => row.receiver },
    {
      key: 'priority',
      header: 'Priority',
      cell: (row) => <PriorityBadge priority={row.priority} />,
      value: (row) => row.priority,
    },
    {
      key: 'created_at',
      header: 'Created',
      cell: (row) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          <DateTime iso={row.created_at} />
        </Text>
      ),
      value: (row) => row.created_at,
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} />, value: (row) => row.status },
    { key: 'document', header: 'Document', cell: (row) => row.document ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActionsMenu
          subject={`case #${row.internal_case_number ?? String(row.id)}`}
          actions={[
            {
              label: 'Delete case',
              danger: true,
              onClick: () => {
                void deleteCase(row);
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Panel title="Escalation reporting">
      <CaseTableToolbar
        views={escalationFilters.map((value) => ({ value, label: escalationFilterLabels[value] }))}
        view={filter}
        onView={(value) => {
          setFilter(value);
          setCursor(undefined);
        }}
        q={q}
        onSearch={(value) => {
          setQ(value);
          setCursor(undefined);
        }}
        searchPlaceholder="Summary, case number or company"
        filters={
          <Select
            label="Priority"
            data={priorityOptions}
            value={priority ?? ALL_PRIORITIES}
            allowDeselect={false}
            onChange={(value) => {
              setPriority(casePriorities.find((option) => option === value));
              setCursor(undefined);
            }}
            w={170}
          />
        }
      />
      <QueryBoundary query={query} skeletonRows={5} failedLevel="warning">
        {(answer) => (
          <ServerDataTable
            label="Escalation cases"
            columns={columns}
            rows={answer.data}
            rowKey={(row) => String(row.id)}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setCursor(undefined);
            }}
            paging={answer}
            onCursor={setCursor}
            empty={
              q.trim() !== ''
                ? 'No case matches your search.'
                : priority === undefined
                  ? EMPTY[filter]
                  : 'No case of this priority in this view.'
            }
          />
        )}
      </QueryBoundary>
      <EscalationExport filter={filter} />
    </Panel>
  );
};
