import type { EscalationFilter } from '@casebridge/contract/escalation';
import type { CasePriority } from '@casebridge/contract/enums';
import { ALL_CASES_DAYS, LATE_AFTER_HOURS } from '@casebridge/contract/escalation';
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { keptShape, type Bound } from '../../db/prepared.ts';
import { caseFiles, casePriorityRank, cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { LIST_COUNT_CAP } from '@casebridge/contract/cases';
import { cappedTotal, type FetchedPage, type ListPosition, type ListTotal } from '../../lib/list-cursor.ts';
import { caseSearchCondition, prepareCaseSearch, scanDirection, type CaseSearch } from './case-repository.ts';

const HOUR_MS = 3600 * 1000;

export type EscalationPage = {
  filter: EscalationFilter;
  q: string;
  /** Issue 24 §4: the cases of one priority; undefined: all. */
  priority: CasePriority | undefined;
  sort: 'created_at' | 'priority' | 'status';
  dir: 'asc' | 'desc';
  limit: number;
  /** Which page (issue 26): an end of the table, or the rows after or before a cursor's row. */
  position: ListPosition;
  now: Date;
};

/** S-005: where the filter's window of creation times starts or ends at `now` (none for the open cases). */
function filterThreshold(filter: EscalationFilter, now: Date): string {
  if (filter === 'all-10') return new Date(now.getTime() - ALL_CASES_DAYS * 24 * HOUR_MS).toISOString();
  if (filter === 'late') return new Date(now.getTime() - LATE_AFTER_HOURS * HOUR_MS).toISOString();
  return '';
}

/**
 * S-005: the filter's cases (every case of the last 10 days, the open ones, the late ones) for its threshold
 * (filterThreshold), a value or a kept statement's placeholder.
 */
function filterCondition(filter: EscalationFilter, threshold: Bound<string>) {
  if (filter === 'all-10') return sql`${cases.createdAt} >= ${threshold}::timestamptz`;
  // A literal, not a parameter: the generic plan of a kept statement can then use cases_open_priority_idx.
  const open = sql`${cases.status} = 'open'`;
  return filter === 'late' ? and(open, sql`${cases.createdAt} < ${threshold}::timestamptz`) : open;
}

/** The name of the row a case's key points at, looked up by that key for each row read (ADR 62). */
const nameOf = (table: typeof companies | typeof contactDocuments, key: SQL | AnyPgColumn) =>
  sql<string>`(select ${table.name} from ${table} where ${table.id} = ${key})`;

/**
 * The escalation table's and its export's columns: the case, the two companies' names and the process's, and what
 * the caller adds (the table: its row's sort key and the filter's capped count). The names are looked up per row
 * read rather than joined: a page is a dozen rows, and the joins of three more tables cost PostgreSQL more to plan
 * (about 0.5 ms) than the page cost to read.
 */
function selectEscalationRows<Added extends Record<string, SQL>>(db: DbOrTx, added: Added) {
  return db
    .select({
      id: cases.id,
      token: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      internalCaseNumber: cases.internalCaseNumber,
      company: nameOf(companies, cases.submitCompanyId),
      receiver: nameOf(companies, cases.receiverCompanyId),
      priority: cases.priority,
      createdAt: cases.createdAt,
      status: cases.status,
      document: sql<string | null>`${nameOf(contactDocuments, cases.contactDocumentId)}`,
      ...added,
    })
    .from(cases);
}

const escalationSortKeys: Record<EscalationPage['sort'], [SQL, SQL]> = {
  created_at: [sql`${cases.createdAt}`, sql`timestamptz`],
  priority: [casePriorityRank(cases.priority), sql`int`],
  status: [sql`${cases.status}`, sql`text`],
};

function escalationCondition(page: EscalationPage, terms: EscalationTerms, search: CaseSearch | null) {
  return and(
    filterCondition(page.filter, terms.threshold),
    page.priority === undefined ? undefined : sql`${cases.priority} = ${terms.priority}`,
    search === null
      ? undefined
      : or(caseSearchCondition(search, cases.submitCompanyId), caseSearchCondition(search, cases.receiverCompanyId)),
  );
}

const cappedEscalationCount = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(cases)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);

/** What a page's statement is asked with: values, or a kept statement's placeholders. */
type EscalationTerms = {
  threshold: Bound<string>;
  priority: Bound<string>;
  cursorKey: Bound<string>;
  cursorId: Bound<number>;
  limit: Bound<number>;
};

const escalationPlaceholders: EscalationTerms = {
  threshold: sql.placeholder('threshold'),
  priority: sql.placeholder('priority'),
  cursorKey: sql.placeholder('cursorKey'),
  cursorId: sql.placeholder('cursorId'),
  limit: sql.placeholder('limit'),
};

const escalationValues = (page: EscalationPage, position: ListPosition) => ({
  threshold: filterThreshold(page.filter, page.now),
  priority: page.priority ?? '',
  cursorKey: 'key' in position ? position.key : '',
  cursorId: 'id' in position ? position.id : 0,
  // One row more than the page: whether there is a page beyond it.
  limit: page.limit + 1,
});

/**
 * The statement of one page of the escalation table at `position`: its rows in the order they are read (by the sort
 * key and id from the cursor's row on; issue 26: keyset, so a deep page reads what the first does), one more than the
 * page, each with the filter's count read up to LIST_COUNT_CAP + 1 (ADR 62: in the page's own statement, an
 * uncorrelated subquery computed once). Each filter's creation order is its index's own order ((status, created_at,
 * id), (created_at, id)): no sort, and the cursor's row comparison is the index's condition.
 */
function buildEscalationPage(
  db: DbOrTx,
  page: EscalationPage,
  terms: EscalationTerms,
  search: CaseSearch | null,
  position: ListPosition,
) {
  const where = escalationCondition(page, terms, search);
  const [sortKey, keyType] = escalationSortKeys[page.sort];
  const scan = scanDirection({ dir: page.dir, position });
  const order = scan === 'asc' ? asc : desc;
  const keyset =
    position.kind === 'after' || position.kind === 'before'
      ? sql`(${sortKey}, ${cases.id}) ${scan === 'asc' ? sql`>` : sql`<`} (${terms.cursorKey}::${keyType}, ${terms.cursorId}::int)`
      : undefined;
  const counted = sql<number>`(select count(*)::int from (${cappedEscalationCount(db, where)}) as capped)`;
  return selectEscalationRows(db, { sortKey: sql<string>`(${sortKey})::text`, counted })
    .where(and(where, keyset))
    .orderBy(order(sortKey), order(cases.id))
    .limit(terms.limit);
}

/**
 * The table's usual pages (no q) come as a few dozen shapes (filter, priority, sort, the direction it is read in,
 * whether from a cursor), each a kept statement: drizzle builds it once and PostgreSQL plans it once per pooled
 * connection, where planning the page took longer than reading it. A search's page is built for its words and
 * planned for them each time (ADR 60: its plan depends on them).
 */
const preparedEscalationPage = (
  db: DbOrTx,
  page: EscalationPage,
  terms: EscalationTerms,
  search: CaseSearch | null,
  position: ListPosition,
  name: string,
) => buildEscalationPage(db, page, terms, search, position).prepare(name);

/** The statement of a page (selectEscalationPage's) and the values it is run with. */
export function escalationPageStatement(
  db: DbOrTx,
  page: EscalationPage,
  search: CaseSearch | null,
  position: ListPosition,
) {
  const values = escalationValues(page, position);
  if (search !== null) return { statement: preparedEscalationPage(db, page, values, search, position, ''), values };
  const scan = scanDirection({ dir: page.dir, position });
  const cursor = position.kind === 'after' || position.kind === 'before' ? 'cursor' : '';
  const shape = [page.filter.replace('-', '_'), page.priority === undefined ? '' : 'priority', page.sort, scan, cursor]
    .filter((part) => part !== '')
    .join('_');
  const statement = keptShape(db, `escalation_${shape}`, (on: DbOrTx) =>
    preparedEscalationPage(on, page, escalationPlaceholders, null, position, `escalation_${shape}`),
  );
  return { statement, values };
}

const selectEscalationPage = (db: DbOrTx, page: EscalationPage, search: CaseSearch | null, position: ListPosition) => {
  const { statement, values } = escalationPageStatement(db, page, search, position);
  return statement.execute(values);
};

/**
 * S-004, S-005: a page of the network's cases for the filter, sorted and paged in the database, and their count read
 * up to LIST_COUNT_CAP + 1. The rows come back in the table's order, whichever way they were read.
 */
export async function findEscalationPage(
  db: DbOrTx,
  page: EscalationPage,
): Promise<FetchedPage<EscalationRow> & ListTotal & { position: ListPosition }> {
  const search = page.q === '' ? null : await prepareCaseSearch(db, page.q);
  const rows = await selectEscalationPage(db, page, search, page.position);
  // A page without rows carries no count: it is read apart (an empty filter, a cursor past the end).
  const [first] = rows;
  const countApart = async () => {
    const where = escalationCondition(page, escalationValues(page, page.position), search);
    const capped = cappedEscalationCount(db, where).as('capped');
    return (await db.select({ total: sql<number>`count(*)::int` }).from(capped))[0]?.total ?? 0;
  };
  const total = cappedTotal(first ? first.counted : await countApart());
  const backward = page.position.kind === 'before' || page.position.kind === 'last';
  const shown = rows.slice(0, page.limit);
  // The rows before a cursor fill less than a page: they are the table's start, whose first page is asked instead.
  if (page.position.kind === 'before' && rows.length < page.limit) {
    const start = await selectEscalationPage(db, page, search, { kind: 'first' });
    return { rows: start.slice(0, page.limit), more: start.length > page.limit, ...total, position: { kind: 'first' } };
  }
  return {
    rows: backward ? shown.reverse() : shown,
    more: rows.length > page.limit,
    ...total,
    position: page.position,
  };
}
type EscalationRow = Awaited<ReturnType<typeof selectEscalationPage>>[number];

export type EscalationExportPage = {
  filter: EscalationFilter;
  /** Created at or after; null: from the first case. */
  from: Date | null;
  /** Created before; null: up to now. */
  to: Date | null;
  now: Date;
  /** The last case id of the page before (0 for the first page). */
  after: number;
  limit: number;
};

/** R-017: a page of the export's cases, in the order they were made (keyset on the id, so no page is read twice). */
export function findEscalationExportPage(db: DbOrTx, page: EscalationExportPage) {
  return selectEscalationRows(db, {})
    .where(
      and(
        filterCondition(page.filter, filterThreshold(page.filter, page.now)),
        page.from === null ? undefined : gte(cases.createdAt, page.from),
        page.to === null ? undefined : lt(cases.createdAt, page.to),
        gt(cases.id, page.after),
      ),
    )
    .orderBy(asc(cases.id))
    .limit(page.limit);
}

/**
 * S-007: deletes a case with everything of it (its rows cascade; run it in a transaction); answers the case and its
 * stored files' keys, or null when there is no such case.
 */
export async function deleteCaseById(tx: DbOrTx, caseId: number) {
  const files = await tx.select({ key: caseFiles.storageKey }).from(caseFiles).where(eq(caseFiles.caseId, caseId));
  const [deleted] = await tx
    .delete(cases)
    .where(eq(cases.id, caseId))
    .returning({ id: cases.id, internalCaseNumber: cases.internalCaseNumber, submitCompanyId: cases.submitCompanyId });
  return deleted ? { ...deleted, fileKeys: files.map((file) => file.key) } : null;
}
