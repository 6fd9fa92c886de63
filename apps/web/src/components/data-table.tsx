import { useMemo, useState, type ReactNode } from 'react';
import {
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
  type TableTrProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAST_PAGE_CURSOR, type ListPage } from '@casebridge/contract/cases';

export type SortDirection = 'asc' | 'desc';

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value sorted and searched on; a column without one is neither sortable nor searched. */
  value?: (row: Row) => string | number | null;
  /** Sortable when it has a value, unless said otherwise (the spec leaves some columns unsorted). */
  sortable?: boolean;
};

type Props<Row> = {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  defaultSort?: { key: string; direction: SortDirection };
  /** What an empty list says, with the next action (UI.md). */
  empty: ReactNode;
  pageSize?: number;
  /** A case-insensitive search box over the columns' values. */
  searchable?: boolean;
  /** Below this width the table scrolls sideways (640 px by default; less for a narrow table in a side column). */
  minWidth?: number;
  /** Attributes of a row's element: a row that reads differently (an inactive user's, M-016). */
  rowProps?: (row: Row) => TableTrProps;
  /** A row as a card: on a phone's width the list shows these instead of a table that scrolls sideways. */
  card?: (row: Row) => ReactNode;
};

const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * The data table of UI.md for lists held in the client: sortable headers that show their direction, an optional
 * case-insensitive search, pages of ten with the pager (and which rows of how many) only when there is more than one
 * page, and its empty state.
 * The loading and failed states are the page's (QueryBoundary).
 */
export const DataTable = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  defaultSort,
  empty,
  pageSize = 10,
  searchable = false,
  minWidth,
  rowProps,
  card,
}: Props<Row>) => {
  const [sort, setSort] = useState(defaultSort);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    const found =
      term === ''
        ? [...rows]
        : rows.filter((row) =>
            columns.some((column) =>
              String(column.value?.(row) ?? '')
                .toLowerCase()
                .includes(term),
            ),
          );
    const column = columns.find((c) => c.key === sort?.key);
    if (column?.value && sort) {
      const value = column.value;
      found.sort((a, b) => compare(value(a), value(b)) * (sort.direction === 'asc' ? 1 : -1));
    }
    return found;
  }, [rows, columns, sort, search]);

  const current = Math.min(page, pageCountOf(shown.length, pageSize));
  const pageRows = shown.slice((current - 1) * pageSize, current * pageSize);

  const toggle = (key: string) => {
    setSort((previous) => nextSort(previous, key));
    setPage(1);
  };

  return (
    <div>
      {searchable ? (
        <TextInput
          label="Search"
          placeholder="Search"
          mb="sm"
          maw={320}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      ) : null}
      <DataTableView
        label={label}
        columns={columns}
        rows={pageRows}
        rowKey={rowKey}
        sort={sort}
        onSort={toggle}
        empty={empty}
        page={current}
        total={shown.length}
        pageSize={pageSize}
        onPage={setPage}
        minWidth={minWidth}
        rowProps={rowProps}
        card={card}
      />
    </div>
  );
};

type Sort = { key: string; direction: SortDirection };

/** A header click: the same column turns around, another column starts ascending. */
const nextSort = (previous: Sort | undefined, key: string): Sort =>
  previous?.key === key ? { key, direction: previous.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };

type ViewProps<Row> = {
  label: string;
  columns: DataTableColumn<Row>[];
  /** The rows of the page shown. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: Sort | undefined;
  onSort: (key: string) => void;
  empty: ReactNode;
  page: number;
  /** How many rows the whole list has, and how many a page shows. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  minWidth?: number;
  rowProps?: (row: Row) => TableTrProps;
  /** A row as a card: on a phone's width the list shows these instead of a table that scrolls sideways. */
  card?: (row: Row) => ReactNode;
  /** Instead of the numbered pager: the server's cursor pager (issue 26). */
  pager?: ReactNode;
};

/** Below this width a list with cards shows them (a phone; UI.md: no sideways scrolling). */
const CARDS_BELOW = '(max-width: 36em)';

const DataTableView = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
  page,
  total,
  pageSize,
  onPage,
  minWidth,
  rowProps,
  card,
  pager,
}: ViewProps<Row>) => {
  const narrow = useMediaQuery(CARDS_BELOW, false, { getInitialValueInEffect: false });
  const pageCount = pageCountOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  return (
    <div>
      {card && narrow ? (
        <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.length === 0 ? (
            <Text component="li" size="sm" c="dimmed" py="sm">
              {empty}
            </Text>
          ) : (
            rows.map((row) => <li key={rowKey(row)}>{card(row)}</li>)
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={minWidth ?? 640}>
          <Table striped highlightOnHover aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => {
                  const sortable = column.value !== undefined && column.sortable !== false;
                  const direction = sort?.key === column.key ? sort.direction : undefined;
                  return (
                    <Table.Th
                      key={column.key}
                      aria-sort={direction === undefined ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
                    >
                      {sortable ? (
                        <UnstyledButton
                          fw={700}
                          fz="sm"
                          onClick={() => {
                            onSort(column.key);
                          }}
                        >
                          {column.header}
                          <span aria-hidden="true">
                            {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ' ↕'}
                          </span>
                          <VisuallyHidden>, sort</VisuallyHidden>
                        </UnstyledButton>
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text size="sm" c="dimmed" py="sm">
                      {empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pager !== undefined ? (
        pager
      ) : pageCount > 1 ? (
        <Group justify="space-between" mt="sm">
          {/* Which rows of how many: a search that finds thousands says so before anyone pages through it. */}
          <Text size="sm" c="dimmed">
            Showing {count(first)}–{count(first + rows.length - 1)} of {count(total)}
          </Text>
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPage}
            getControlProps={pagerLabels}
            siblings={narrow ? 0 : 1}
            boundaries={narrow ? 0 : 1}
          />
        </Group>
      ) : null}
    </div>
  );
};

const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
const count = (value: number) => value.toLocaleString('en-US');

/** The pager's page: a cursor the server answered, `last`, or undefined for the first. */
export type PageCursor = string | undefined;

type ServerProps<Row> = Omit<ViewProps<Row>, 'onSort' | 'sort' | 'page' | 'total' | 'pageSize' | 'onPage' | 'pager'> & {
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  paging: ListPage;
  /** Asks for another page: its cursor, `last`, or undefined for the first. */
  onCursor: (cursor: PageCursor) => void;
};

/**
 * The same table for lists the server sorts and pages (UI.md "server-side paging for big lists"): the rows are the
 * page the server answered, and a header click or a page asks the owner for another one. Issue 26: the server pages
 * by a cursor, so the pager goes to the first, previous, next and last page (no numbered page to jump to), and says
 * which rows of how many ("1,000+" past the count's cap).
 */
export const ServerDataTable = <Row,>({ sort, onSortChange, paging, onCursor, ...view }: ServerProps<Row>) => (
  <DataTableView
    {...view}
    sort={sort}
    onSort={(key) => {
      onSortChange(nextSort(sort, key));
    }}
    page={1}
    total={paging.total}
    pageSize={paging.per_page}
    onPage={() => undefined}
    pager={<CursorPager paging={paging} shown={view.rows.length} onCursor={onCursor} />}
  />
);

/** "Showing 11–20 of 1,000+" (or "Showing 10 of 1,000+" where the page's place is not known). */
export const showingText = ({ first_row, total, total_capped }: ListPage, shown: number) => {
  const of = `${count(total)}${total_capped ? '+' : ''}`;
  return first_row === null
    ? `Showing ${count(shown)} of ${of}`
    : `Showing ${count(first_row)}–${count(first_row + shown - 1)} of ${of}`;
};

const CursorPager = ({
  paging,
  shown,
  onCursor,
}: {
  paging: ListPage;
  shown: number;
  onCursor: (cursor: PageCursor) => void;
}) => {
  const { next_cursor: next, prev_cursor: previous } = paging;
  if (next === null && previous === null) return null;
  // Mantine's pager edges, enabled by the page's place: 1 of 3 has only a way on, 3 of 3 only a way back.
  const value = previous === null ? 1 : next === null ? 3 : 2;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {showingText(paging, shown)}
      </Text>
      <Pagination.Root
        total={3}
        value={value}
        onFirstPage={() => {
          onCursor(undefined);
        }}
        onPreviousPage={() => {
          if (previous !== null) onCursor(previous);
        }}
        onNextPage={() => {
          if (next !== null) onCursor(next);
        }}
        onLastPage={() => {
          onCursor(LAST_PAGE_CURSOR);
        }}
      >
        <Group gap={6} component="nav" aria-label="Pages">
          <Pagination.First aria-label="First page" />
          <Pagination.Previous aria-label="Previous page" />
          <Pagination.Next aria-label="Next page" />
          <Pagination.Last aria-label="Last page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
};

const pagerLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
});
