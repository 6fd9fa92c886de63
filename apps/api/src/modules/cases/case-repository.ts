import { networkCaseNumberOf } from '@casebridge/contract/case-number';
import { finishedCaseStatuses, partyToActNext, type CaseParty } from '@casebridge/contract/case-status';
import { LIST_COUNT_CAP, type CaseListSortField, type MyCasesSortField } from '@casebridge/contract/cases';
import { caseStatuses, type CaseStatus } from '@casebridge/contract/enums';
import { and, asc, desc, eq, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { keptShape, keptStatement, type Bound } from '../../db/prepared.ts';
import {
  caseCustomerData,
  caseEvents,
  caseInboundAwaitingCounts,
  caseListCounts,
  caseNotes,
  caseResponses,
  casePriorityRank,
  cases,
  managerRequests,
} from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments, documentVersions } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { cappedTotal, type FetchedPage, type ListPosition, type ListTotal } from '../../lib/list-cursor.ts';

const submitter = alias(companies, 'submitter');
const receiver = alias(companies, 'receiver');
/**
 * The other company of a case as a list shows it: one company read per row, by the id of the side the viewer is not
 * on (ADR 61; the lists joined both companies and then chose a name).
 */
const partner = alias(companies, 'partner');
const partnerIdOf = (outbound: SQL) =>
  sql<number>`case when ${outbound} then ${cases.receiverCompanyId} else ${cases.submitCompanyId} end`;

const caseMailContextStatement = (db: DbOrTx) =>
  db
    .select({
      token: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      summary: cases.summary,
      priority: cases.priority,
      internalCaseNumber: cases.internalCaseNumber,
      engineerEmail: cases.engineerEmail,
      submitContactEmail: cases.submitContactEmail,
      submitUser: { id: users.id, email: users.email, status: users.status },
      submitterName: submitter.name,
      outboundBcc: submitter.communicationsEmail,
      receiverName: receiver.name,
      inboundBcc: receiver.bccResponseEmail,
      collaborateEmail: documentVersions.collaborateEmail,
      collaborateCcEmail: documentVersions.collaborateCcEmail,
    })
    .from(cases)
    .innerJoin(submitter, eq(submitter.id, cases.submitCompanyId))
    .innerJoin(receiver, eq(receiver.id, cases.receiverCompanyId))
    .leftJoin(documentVersions, eq(documentVersions.id, cases.documentVersionId))
    .leftJoin(users, eq(users.id, cases.submitUserId))
    .where(eq(cases.id, sql.placeholder('caseId')))
    .prepare('case_mail_context');

/** What the writer's emails need: the case, both companies' names and bcc addresses, the process's addresses. */
export async function findCaseMailContext(db: DbOrTx, caseId: number) {
  const [row] = await keptStatement(db, caseMailContextStatement).execute({ caseId });
  return row;
}

/** The latest information request or reply: whether the submitter's answer is still awaited. */
export async function findLatestInformationExchange(db: DbOrTx, caseId: number) {
  const [row] = await db
    .select({ type: caseResponses.type })
    .from(caseResponses)
    .where(
      and(
        eq(caseResponses.caseId, caseId),
        inArray(caseResponses.type, ['information-request', 'information-response']),
      ),
    )
    .orderBy(desc(caseResponses.id))
    .limit(1);
  return row?.type;
}

/** The JSON of a row's timestamp (ISO 8601 with microseconds), as the Date drizzle gives for its column. */
type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };
const withCreatedAt = <T extends { createdAt: string }>(row: T): WithDates<T, 'createdAt'> => ({
  ...row,
  createdAt: new Date(row.createdAt),
});

type JsonCustomerData = Pick<typeof caseCustomerData.$inferSelect, 'section' | 'field' | 'value' | 'type'>;
/** The fields a party writes into its response (the status writer's too). */
export type ResponseTextField =
  | 'caseNumber'
  | 'engineerName'
  | 'engineerEmail'
  | 'engineerPhone'
  | 'reviewerName'
  | 'reviewerEmail'
  | 'nextSteps'
  | 'note'
  | 'additionalInformation';
type JsonResponse = Pick<typeof caseResponses.$inferSelect, 'id' | 'type' | 'status' | ResponseTextField> & {
  createdAt: string;
};
type JsonNote = {
  note: Pick<typeof caseNotes.$inferSelect, 'id' | 'creatorName' | 'summary' | 'description'> & { createdAt: string };
  company: { id: number; name: string; url: string | null };
};
type JsonManagerRequest = Pick<
  typeof managerRequests.$inferSelect,
  'id' | 'internalReference' | 'vendorReference' | 'businessImpact' | 'notes'
> & { createdAt: string };

/**
 * The case page in one statement (C-040): the case with both companies and its process, and its lists as JSON arrays
 * in their order. Kept: the case page is read far more often than written, and its joins cost more to plan than to
 * run; one round trip instead of one per list, each on its own pooled connection.
 */
const caseViewQuery = (db: DbOrTx) =>
  db
    .select({
      case: cases,
      submitter: { id: submitter.id, name: submitter.name, url: submitter.url },
      receiver: { id: receiver.id, name: receiver.name, slug: receiver.slug },
      submitterAllowsNotes: submitter.allowNotes,
      receiverAllowsNotes: receiver.allowNotes,
      departmentName: departments.name,
      documentName: contactDocuments.name,
      escalationInstructions: documentVersions.escalationInstructions,
      customerData: sql<JsonCustomerData[]>`(select coalesce(json_agg(json_build_object(
          'section', ${caseCustomerData.section}, 'field', ${caseCustomerData.field},
          'value', ${caseCustomerData.value}, 'type', ${caseCustomerData.type})
        order by ${caseCustomerData.sortOrder}, ${caseCustomerData.id}), '[]')
        from ${caseCustomerData} where ${caseCustomerData.caseId} = ${cases.id})`,
      responses: sql<JsonResponse[]>`(select coalesce(json_agg(json_build_object(
          'id', ${caseResponses.id}, 'type', ${caseResponses.type}, 'status', ${caseResponses.status},
          'caseNumber', ${caseResponses.caseNumber}, 'engineerName', ${caseResponses.engineerName},
          'engineerEmail', ${caseResponses.engineerEmail}, 'engineerPhone', ${caseResponses.engineerPhone},
          'reviewerName', ${caseResponses.reviewerName}, 'reviewerEmail', ${caseResponses.reviewerEmail},
          'nextSteps', ${caseResponses.nextSteps}, 'note', ${caseResponses.note},
          'additionalInformation', ${caseResponses.additionalInformation}, 'createdAt', ${caseResponses.createdAt})
        order by ${caseResponses.id}), '[]')
        from ${caseResponses} where ${caseResponses.caseId} = ${cases.id})`,
      notes: sql<JsonNote[]>`(select coalesce(json_agg(json_build_object(
          'note', json_build_object('id', ${caseNotes.id}, 'creatorName', ${caseNotes.creatorName},
            'createdAt', ${caseNotes.createdAt}, 'summary', ${caseNotes.summary},
            'description', ${caseNotes.description}),
          'company', json_build_object('id', ${companies.id}, 'name', ${companies.name}, 'url', ${companies.url}))
        order by ${caseNotes.createdAt}, ${caseNotes.id}), '[]')
        from ${caseNotes} inner join ${companies} on ${companies.id} = ${caseNotes.companyId}
        where ${caseNotes.caseId} = ${cases.id})`,
      managerRequests: sql<JsonManagerRequest[]>`(select coalesce(json_agg(json_build_object(
          'id', ${managerRequests.id}, 'internalReference', ${managerRequests.internalReference},
          'vendorReference', ${managerRequests.vendorReference}, 'businessImpact', ${managerRequests.businessImpact},
          'notes', ${managerRequests.notes}, 'createdAt', ${managerRequests.createdAt})
        order by ${managerRequests.createdAt}, ${managerRequests.id}), '[]')
        from ${managerRequests} where ${managerRequests.caseId} = ${cases.id})`,
    })
    .from(cases)
    .innerJoin(submitter, eq(submitter.id, cases.submitCompanyId))
    .innerJoin(receiver, eq(receiver.id, cases.receiverCompanyId))
    .leftJoin(departments, eq(departments.id, cases.receiverDepartmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, cases.contactDocumentId))
    .leftJoin(documentVersions, eq(documentVersions.id, cases.documentVersionId));
const caseViewStatement = (db: DbOrTx) =>
  caseViewQuery(db)
    .where(eq(cases.id, sql.placeholder('caseId')))
    .prepare('case_view');
const caseViewByTokenStatement = (db: DbOrTx) =>
  caseViewQuery(db)
    .where(eq(cases.token, sql.placeholder('token')))
    .prepare('case_view_by_token');

/** Everything a case's pages show (C-040). */
export async function findCaseView(db: DbOrTx, caseId: number) {
  const [row] = await keptStatement(db, caseViewStatement).execute({ caseId });
  return row && viewOf(row);
}

/**
 * The same by the case's token, for the case page (issue 26): its parties come with it, for the access check
 * (requireCaseAccessOn) the caller applies before using anything of it.
 */
export async function findCaseViewByToken(db: DbOrTx, token: string) {
  const [row] = await keptStatement(db, caseViewByTokenStatement).execute({ token });
  return row && viewOf(row);
}

function viewOf(row: Awaited<ReturnType<ReturnType<typeof caseViewStatement>['execute']>>[number]) {
  return {
    ...row,
    responses: row.responses.map(withCreatedAt),
    notes: row.notes.map(({ note, company }) => ({ note: withCreatedAt(note), company })),
    managerRequests: row.managerRequests.map(withCreatedAt),
  };
}
export type CaseViewRow = NonNullable<Awaited<ReturnType<typeof findCaseView>>>;

export async function findCompanyAllowsNotes(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowNotes: companies.allowNotes })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.allowNotes ?? false;
}

/** The status of a case, read in the transaction of an update that depends on it. */
export async function findCaseStatus(db: DbOrTx, caseId: number) {
  const [row] = await keptStatement(db, caseStatusStatement).execute({ caseId });
  return row?.status;
}

const caseStatusStatement = (db: DbOrTx) =>
  db
    .select({ status: cases.status })
    .from(cases)
    .where(eq(cases.id, sql.placeholder('caseId')))
    .prepare('case_status');

/** C-050: the receiver's acceptance (its latest approval), whose engineer fields the receiver may correct. */
export async function findAcceptanceResponseId(db: DbOrTx, caseId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: caseResponses.id })
    .from(caseResponses)
    .where(and(eq(caseResponses.caseId, caseId), eq(caseResponses.type, 'approval')))
    .orderBy(desc(caseResponses.id))
    .limit(1);
  return row?.id;
}

export async function updateResponseEngineer(
  db: DbOrTx,
  responseId: number,
  fields: { caseNumber: string; engineerName: string; engineerEmail: string; engineerPhone: string | null },
  at: Date,
) {
  await db
    .update(caseResponses)
    .set({ ...fields, updatedAt: at })
    .where(eq(caseResponses.id, responseId));
}

/** The receiver's case number on the case itself (lists and the detail header read it there). */
export async function updatePartnerCaseNumber(db: DbOrTx, caseId: number, caseNumber: string, at: Date) {
  await db.update(cases).set({ partnerCaseNumber: caseNumber, updatedAt: at }).where(eq(cases.id, caseId));
}

/** C-051: the submitting engineer and the submitter's own case number. */
export async function updateCaseEngineer(
  db: DbOrTx,
  caseId: number,
  fields: Pick<
    typeof cases.$inferInsert,
    | 'internalCaseNumber'
    | 'engineerFirstName'
    | 'engineerLastName'
    | 'engineerEmail'
    | 'engineerPhone'
    | 'engineerPhoneCountryCode'
  >,
  at: Date,
) {
  await db
    .update(cases)
    .set({ ...fields, updatedAt: at })
    .where(eq(cases.id, caseId));
}

/**
 * C-050, C-051: a party's correction of its engineer, recorded for the activity stream in the correction's
 * transaction (the case keeps its status).
 */
export async function insertEngineerCorrectionEvent(
  db: DbOrTx,
  input: {
    caseId: number;
    kind: 'submission_update' | 'response_update';
    status: CaseStatus;
    engineerName: string;
    actor: Actor | null;
    at: Date;
  },
) {
  await db.insert(caseEvents).values({
    caseId: input.caseId,
    kind: input.kind,
    fromStatus: input.status,
    toStatus: input.status,
    engineerName: input.engineerName,
    actorUserId: input.actor?.userId ?? null,
    actorCompanyId: input.actor?.companyId ?? null,
    createdAt: input.at,
  });
}

const eventActor = alias(users, 'event_actor');
const eventCompany = alias(companies, 'event_company');

/**
 * The case's events for its activity stream, oldest first: each with the company and the person who acted (a
 * response sent through an emailed link without a session has no person) and the response it wrote, if any.
 */
export function findCaseEvents(db: DbOrTx, caseId: number) {
  return db
    .select({
      id: caseEvents.id,
      kind: caseEvents.kind,
      fromStatus: caseEvents.fromStatus,
      toStatus: caseEvents.toStatus,
      engineerName: caseEvents.engineerName,
      responseId: caseEvents.responseId,
      companyId: caseEvents.actorCompanyId,
      companyName: eventCompany.name,
      firstName: eventActor.firstName,
      lastName: eventActor.lastName,
      createdAt: caseEvents.createdAt,
    })
    .from(caseEvents)
    .leftJoin(eventActor, eq(eventActor.id, caseEvents.actorUserId))
    .leftJoin(eventCompany, eq(eventCompany.id, caseEvents.actorCompanyId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
}

/** The two companies of a case: whose user acts for the party of a presented link. */
export async function findCaseCompanies(db: DbOrTx, caseId: number) {
  const [row] = await keptStatement(db, caseCompaniesStatement).execute({ caseId });
  return row;
}

const caseCompaniesStatement = (db: DbOrTx) =>
  db
    .select({ submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(eq(cases.id, sql.placeholder('caseId')))
    .prepare('case_companies');

export type CaseListFilter = {
  companyId: number;
  /** mine: only the cases this user submitted for the company. */
  submittedBy: number | null;
  createdSince: Date | null;
  /** Active cases only: neither rejected nor closed. */
  notClosed: boolean;
  /** Only the cases in this status. */
  status: CaseStatus | null;
  /** Only the cases waiting on the company's side (partyToActNext): outbound ones on the submitter, inbound ones on
   * the receiver. */
  waitingOnUs: boolean;
  /** Only the inbound cases waiting on the company (the company-inbound-action view). */
  awaitingAction: boolean;
  q: string;
  /** The dashboard's sort fields, and My Cases' (C-037). */
  sort: CaseListSortField | MyCasesSortField;
  dir: 'asc' | 'desc';
  limit: number;
  /** Which page (issue 26): an end of the list, or the rows after or before a cursor's row. */
  position: ListPosition;
};

/** What varies between two runs of one case list statement: the company, the user, the date and the page. */
type CaseListValues = {
  companyId: Bound<number>;
  submittedBy: Bound<number>;
  createdSince: Bound<string>;
  limit: Bound<number>;
  /** The cursor's row: its sort key as text and its id (unused without a cursor). */
  cursorKey: Bound<string>;
  cursorId: Bound<number>;
};

const caseListPlaceholders: CaseListValues = {
  companyId: sql.placeholder('companyId'),
  submittedBy: sql.placeholder('submittedBy'),
  createdSince: sql.placeholder('createdSince'),
  limit: sql.placeholder('limit'),
  cursorKey: sql.placeholder('cursorKey'),
  cursorId: sql.placeholder('cursorId'),
};

const caseListValues = (filter: CaseListFilter) => ({
  companyId: filter.companyId,
  submittedBy: filter.submittedBy ?? 0,
  createdSince: filter.createdSince?.toISOString() ?? '',
  // One row more than the page: whether there is a page beyond it.
  limit: filter.limit + 1,
  cursorKey: 'key' in filter.position ? filter.position.key : '',
  cursorId: 'id' in filter.position ? filter.position.id : 0,
});

/**
 * The dashboard's usual lists (no q) come as a few dozen shapes (scope, sort, direction, filters), each a kept
 * statement: drizzle builds it once and PostgreSQL plans it once per pooled connection, where planning the page's
 * statement took longer than running it. A search's shape (whether partners or a network case number matched, whether
 * the term holds a line break) is kept too, but unnamed: drizzle builds it once (its building cost more of the
 * server's CPU than the rest of the answer, ADR 60) and PostgreSQL plans it for its words each time, as its plan
 * depends on them.
 */
function keptCaseList(db: DbOrTx, filter: CaseListFilter, search: CaseSearch | null) {
  const shape = {
    mine: filter.submittedBy !== null,
    recent: filter.createdSince !== null,
    open: filter.notClosed,
    // Prefixed: a status's name ("open") must not read as another part's (not_closed's "open").
    status: filter.status === null ? '' : `status_${filter.status}`,
    waiting: filter.waitingOnUs,
    awaiting: filter.awaitingAction,
    sort: filter.sort,
    dir: filter.dir,
    from: filter.position.kind,
    search: search === null ? '' : `search_${searchShapeOf(search)}`,
  };
  const name = Object.entries(shape)
    .map(([key, value]) => (typeof value === 'boolean' ? (value ? key : '') : value))
    .filter((part) => part !== '')
    .join('_');
  const terms = search === null ? null : searchPlaceholders(search);
  return keptShape(db, `case_list_${name}`, (on: DbOrTx) =>
    terms === null
      ? buildCaseList(on, { ...filter, q: '' }, caseListPlaceholders, null, `case_list_${name}`)
      : buildCaseList(on, filter, caseListPlaceholders, terms, null),
  );
}

/** findCaseListPage's kept statements for the filter's shape and search, and the values of their placeholders. */
export function caseListStatements(db: DbOrTx, filter: CaseListFilter, search: CaseSearch | null) {
  return {
    statements: keptCaseList(db, filter, search),
    values: { ...caseListValues(filter), ...(search === null ? {} : searchValues(search)) },
  };
}

/**
 * D-019..D-022: a page of the dashboard's case list and the count of all its rows, both filtered, sorted and paged in
 * the database. The company's cases are those it sent and those it received: each side is its own branch, read in
 * the sort's order from its (company, column) index from the cursor's row on (issue 26: keyset paging, so a deep
 * page reads what the first does) and cut at the page's end, and the page is merged from the two, so a company with
 * a hundred thousand cases reads a page's worth of rows instead of sorting all of them. The count is the kept
 * counts' (exact) where they serve the filter, else the matches of both sides read up to LIST_COUNT_CAP + 1
 * (a company never sends a case to itself: the table checks it, migration 0043). My Cases (C-037, ADR 36) is this
 * list's `mine` scope with every status. The last page is the reverse order's first, and a page before a cursor is
 * read in the reverse order: the rows come back in the list's order either way.
 */
export async function findCaseListPage(
  db: DbOrTx,
  filter: CaseListFilter,
): Promise<FetchedPage<CaseListRow> & ListTotal & { position: ListPosition }> {
  // Awaiting action is inbound only, and a user's own cases are outbound only: nothing is both.
  if (filter.awaitingAction && filter.submittedBy !== null)
    return { rows: [], more: false, total: 0, capped: false, position: { kind: 'first' } };
  const search = filter.q === '' ? null : await prepareCaseSearch(db, filter.q);
  const read = async (position: ListPosition) => {
    const { statements, values } = caseListStatements(db, { ...filter, position }, search);
    // Each row carries the list's total: one round trip. Only a page without a row counts apart.
    const rows = await statements.page.execute(values);
    const counted =
      rows[0]?.total ?? (position.kind === 'first' ? 0 : (await statements.count.execute(values))[0]?.total);
    const total = keptCountServes(filter) ? { total: counted ?? 0, capped: false } : cappedTotal(counted ?? 0);
    const backward = position.kind === 'before' || position.kind === 'last';
    const page = rows.slice(0, filter.limit);
    return { rows: backward ? page.reverse() : page, more: rows.length > filter.limit, ...total, position };
  };
  const page = await read(filter.position);
  // The rows before a cursor fill less than a page: they are the list's start, whose first page is asked instead.
  if (filter.position.kind === 'before' && !page.more && page.rows.length < filter.limit)
    return read({ kind: 'first' });
  return page;
}

export type CaseListRow = {
  id: number;
  sortKey: string;
  token: string;
  networkCaseNumber: string;
  internalCaseNumber: string | null;
  outbound: boolean;
  partner: string;
  partnerCaseNumber: string | null;
  summary: string;
  priority: (typeof cases.$inferSelect)['priority'];
  status: CaseStatus;
  createdAt: Date;
  updatedAt: Date;
  firstResponseAt: Date | null;
  informationAnswered: boolean;
};

/** Whether the kept counts (case_list_counts) give the filter's total: only the scope, not_closed and status narrow. */
const keptCountServes = (filter: CaseListFilter) =>
  filter.q === '' && filter.createdSince === null && !filter.awaitingAction && !filter.waitingOnUs;

/** The SQL type of a sort's key, to which a cursor's key (text) is cast back. */
const sortKeyTypes: Record<CaseListSortField | MyCasesSortField, SQL> = {
  direction: sql`boolean`,
  priority: sql`int`,
  status: sql`text`,
  created_at: sql`timestamptz`,
  updated_at: sql`timestamptz`,
  summary: sql`text`,
  responded_at: sql`timestamptz`,
};

/**
 * The page's statement, each row with the list's total, and the count's alone (for a page past the end), for a
 * filter's shape (its sides, filters, sort and search) with its values bound or left as placeholders; `name`:
 * prepared under that name, to be kept.
 */
function buildCaseList(
  db: DbOrTx,
  filter: CaseListFilter,
  values: CaseListValues,
  search: SearchTerms | null,
  name: string | null,
) {
  const sides = (['outbound', 'inbound'] as const).filter((side) =>
    side === 'outbound' ? !filter.awaitingAction : filter.submittedBy === null,
  );
  const branches = sides.map((side) => caseListSide(db, filter, values, side, search));
  const scan = scanDirection(filter);
  const direction = scan === 'asc' ? sql`asc` : sql`desc`;
  const candidates = sql.join(
    branches.map(({ page }) => sql`(${page})`),
    sql` union all `,
  );
  const pageIds = sql`(select merged.id from (${candidates}) as merged
    order by merged.sort_key ${direction}, merged.id ${direction} limit ${values.limit})`;
  const outbound = eq(cases.submitCompanyId, values.companyId);
  const order = scan === 'asc' ? asc : desc;
  const sortKey = caseListSortKey(filter, outbound);
  const count = countCaseList(db, filter, values, branches);
  const page = db
    .select({
      id: cases.id,
      // The cursor's key, as PostgreSQL writes it (a timestamp to the microsecond), cast back when read.
      sortKey: sql<string>`(${sortKey})::text`,
      token: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      internalCaseNumber: cases.internalCaseNumber,
      outbound: sql<boolean>`(${outbound})`,
      partner: partner.name,
      partnerCaseNumber: cases.partnerCaseNumber,
      summary: cases.summary,
      priority: cases.priority,
      status: cases.status,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
      firstResponseAt: cases.firstResponseAt,
      informationAnswered: sql<boolean>`${informationAnswered}`,
      // Uncorrelated: PostgreSQL computes it once for the page.
      total: sql<number>`(${count})`,
    })
    .from(cases)
    .innerJoin(partner, eq(partner.id, partnerIdOf(outbound)))
    .where(inArray(cases.id, pageIds))
    .orderBy(order(sortKey), order(cases.id));
  return {
    page: page.prepare(name ?? ''),
    count: count.prepare(name === null ? '' : `${name}_count`),
  };
}

/**
 * The list's total: from the kept counts (case_list_counts) when only the scope, not_closed and the status narrow it,
 * as on the dashboard's usual views; else the matching cases of both sides, read one side after the other up to
 * LIST_COUNT_CAP + 1 in all (issue 26: a search that matches 80,000 cases stops counting at the cap, and a side
 * that reaches it alone leaves the other unread).
 */
function countCaseList(db: DbOrTx, filter: CaseListFilter, values: CaseListValues, branches: { matches: SQL }[]) {
  if (!keptCountServes(filter))
    return db.select({ total: sql<number>`count(*)::int` }).from(
      sql`(${sql.join(
        branches.map(({ matches }) => sql`(${matches})`),
        sql` union all `,
      )} limit ${LIST_COUNT_CAP + 1}) as capped`,
    );
  // user_id 0: both of the company's sides; a user's own counts are outbound only.
  const sides =
    filter.submittedBy === null
      ? eq(caseListCounts.userId, 0)
      : and(eq(caseListCounts.outbound, true), eq(caseListCounts.userId, values.submittedBy));
  return db
    .select({ total: sql<number>`coalesce(sum(${caseListCounts.cases}), 0)::int` })
    .from(caseListCounts)
    .where(
      and(
        eq(caseListCounts.companyId, values.companyId),
        sides,
        filter.notClosed ? notInArray(caseListCounts.status, [...finishedCaseStatuses]) : undefined,
        filter.status === null ? undefined : eq(caseListCounts.status, filter.status),
      ),
    );
}

/**
 * The value the list sorts on; `outbound` is the viewer's side (true: it sent the case). A case without a response
 * sorts after those with one, either way.
 */
function caseListSortKey({ sort, dir }: Pick<CaseListFilter, 'sort' | 'dir'>, outbound: SQL) {
  return {
    direction: sql`(${outbound})`,
    priority: casePriorityRank(cases.priority),
    status: sql`${cases.status}`,
    created_at: sql`${cases.createdAt}`,
    updated_at: sql`${cases.updatedAt}`,
    summary: sql`${cases.summary}`,
    responded_at: sql`coalesce(${cases.firstResponseAt}, ${dir === 'asc' ? sql`'infinity'` : sql`'-infinity'`}::timestamptz)`,
  }[sort];
}

/** One side of the company's case list: its page candidates in the sort's order (ids and sort_key), and its matches. */
function caseListSide(
  db: DbOrTx,
  filter: CaseListFilter,
  values: CaseListValues,
  side: 'outbound' | 'inbound',
  search: SearchTerms | null,
) {
  const partnerId = side === 'outbound' ? cases.receiverCompanyId : cases.submitCompanyId;
  const where = and(
    side === 'outbound'
      ? and(
          eq(cases.submitCompanyId, values.companyId),
          filter.submittedBy === null ? undefined : eq(cases.submitUserId, values.submittedBy),
        )
      : eq(cases.receiverCompanyId, values.companyId),
    filter.createdSince ? sql`${cases.createdAt} >= ${values.createdSince}::timestamptz` : undefined,
    filter.notClosed ? notInArray(cases.status, [...finishedCaseStatuses]) : undefined,
    filter.status === null ? undefined : eq(cases.status, filter.status),
    filter.awaitingAction || filter.waitingOnUs
      ? waitingOnCondition(side === 'outbound' ? 'submitter' : 'receiver')
      : undefined,
    search === null ? undefined : searchCondition(search, partnerId),
  );
  const sortKey = caseListSortKey(filter, side === 'outbound' ? sql`true` : sql`false`);
  const scan = scanDirection(filter);
  const order = scan === 'asc' ? asc : desc;
  // Issue 26: the rows beyond the cursor's in the scan's order, (key, id) compared as a row (the index's order).
  const keyset =
    filter.position.kind === 'after' || filter.position.kind === 'before'
      ? sql`(${sortKey}, ${cases.id}) ${scan === 'asc' ? sql`>` : sql`<`} (${values.cursorKey}::${sortKeyTypes[filter.sort]}, ${values.cursorId}::int)`
      : undefined;
  return {
    page: db
      .select({ id: cases.id, sortKey: sql`${sortKey}`.as('sort_key') })
      .from(cases)
      .where(and(where, keyset))
      // A side's direction is a constant, which PostgreSQL refuses to order by: its ids give the order.
      .orderBy(...(filter.sort === 'direction' ? [] : [order(sortKey)]), order(cases.id))
      .limit(values.limit),
    matches: sql`select 1 from ${cases} where ${where}`,
  };
}

/** The order a page is read in: the list's, or its reverse for the last page and a page before a cursor. */
export function scanDirection({ dir, position }: { dir: 'asc' | 'desc'; position: ListPosition }): 'asc' | 'desc' {
  const backward = position.kind === 'before' || position.kind === 'last';
  return backward === (dir === 'asc') ? 'desc' : 'asc';
}

/**
 * Whether the latest information exchange of the case (request or reply) is the submitter's reply: what
 * partyToActNext needs beside the status. Kept on the case by a trigger on case_responses (migration 0029, ADR 54).
 */
const informationAnswered = sql`${cases.informationAnswered}`;

/**
 * The cases waiting on `party`, written from partyToActNext (the one rule): a status it always names the party for is
 * a plain status test (index-friendly: the company's status index); a status that depends on the information's
 * answer adds that test. The statuses are written as literals, so a kept statement's generic plan can still prove
 * the partial index cases_receiver_awaiting_idx's condition.
 */
export function waitingOnCondition(party: CaseParty): SQL | undefined {
  return or(
    ...caseStatuses.map((status) => {
      const whenAnswered = partyToActNext(status, true) === party;
      const whenAwaited = partyToActNext(status, false) === party;
      const inStatus = sql`${cases.status} = ${sql.raw(`'${status}'`)}`;
      if (whenAnswered && whenAwaited) return inStatus;
      if (whenAnswered) return and(inStatus, informationAnswered);
      if (whenAwaited) return and(inStatus, not(informationAnswered));
      return undefined;
    }),
  );
}

const inboundAwaitingCountStatement = (db: DbOrTx) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${caseInboundAwaitingCounts.cases}), 0)::int`,
      high: sql<number>`coalesce(sum(${caseInboundAwaitingCounts.cases}) filter (where ${caseInboundAwaitingCounts.priority} = 'high'), 0)::int`,
    })
    .from(caseInboundAwaitingCounts)
    .where(eq(caseInboundAwaitingCounts.companyId, sql.placeholder('companyId')))
    .prepare('inbound_awaiting_count');

/**
 * Issue 24: how many of the company's inbound cases wait on its action, and how many of those are high priority: the
 * sums of its kept counts (case_inbound_awaiting_counts, ADR 66), which the triggers on cases move for every case that
 * waits on its receiver, waitingOnCondition('receiver').
 */
export async function countInboundAwaiting(db: DbOrTx, companyId: number) {
  const [row] = await keptStatement(db, inboundAwaitingCountStatement).execute({ companyId });
  return { total: row?.total ?? 0, high: row?.high ?? 0 };
}

/** D-019: what q finds a case by, prepared once per request for both sides' page and count. */
export type CaseSearch = { pattern: string; partnerIds: number[]; networkCaseNumber: string | null };

/**
 * The partners whose name holds the term: built once and unnamed, so PostgreSQL plans it for each term (a two-letter
 * term has no trigram to look up).
 */
const searchedPartnersStatement = (db: DbOrTx) =>
  db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) like lower(${sql.placeholder('pattern')})`)
    .prepare('');

/**
 * q is a case-insensitive substring (its wildcards taken literally) of the summary, either case number or the
 * partner's name. The partners are looked up first (companies_name_trgm_idx; lower() LIKE lower() is ILIKE), so each
 * side's statement carries their ids as a value the planner sees: none, and the partner arm is gone. A q that reads
 * as a network case number (with or without CB-, any case: networkCaseNumberOf) also finds that case exactly, through
 * its unique index (ADR 45).
 */
export async function prepareCaseSearch(db: DbOrTx, q: string): Promise<CaseSearch> {
  const pattern = containsPattern(q);
  const partners = await keptStatement(db, searchedPartnersStatement).execute({ pattern });
  return { pattern, partnerIds: partners.map((partner) => partner.id), networkCaseNumber: networkCaseNumberOf(q) };
}

/**
 * A search's terms in a statement: its values, or the placeholders of a kept statement of its shape (the partner arm
 * and the network case number's are there only when the search has them; lineBreak: the term holds one).
 */
type SearchTerms = {
  pattern: Bound<string>;
  partnerIds: Bound<number[]> | null;
  networkCaseNumber: Bound<string> | null;
  lineBreak: boolean;
};

const searchTermsOf = ({ pattern, partnerIds, networkCaseNumber }: CaseSearch): SearchTerms => ({
  pattern,
  partnerIds: partnerIds.length === 0 ? null : partnerIds,
  networkCaseNumber,
  lineBreak: pattern.includes('\n'),
});

/** The shape of a search's statement: which of its arms it has. */
const searchShapeOf = (search: CaseSearch) => {
  const { partnerIds, networkCaseNumber, lineBreak } = searchTermsOf(search);
  return `${partnerIds === null ? '' : 'p'}${networkCaseNumber === null ? '' : 'n'}${lineBreak ? 'l' : ''}`;
};

const searchPlaceholders = (search: CaseSearch): SearchTerms => {
  const terms = searchTermsOf(search);
  return {
    pattern: sql.placeholder('pattern'),
    partnerIds: terms.partnerIds === null ? null : sql.placeholder('partnerIds'),
    networkCaseNumber: terms.networkCaseNumber === null ? null : sql.placeholder('networkCaseNumber'),
    lineBreak: terms.lineBreak,
  };
};

/** The values of a kept search statement's placeholders. */
const searchValues = ({ pattern, partnerIds, networkCaseNumber }: CaseSearch) => ({
  pattern,
  partnerIds,
  networkCaseNumber: networkCaseNumber ?? '',
});

/** The condition of a search on a side whose partner is `partnerId` (the escalation table's: either side's). */
export const caseSearchCondition = (
  search: CaseSearch,
  partnerId: typeof cases.submitCompanyId | typeof cases.receiverCompanyId,
) => searchCondition(searchTermsOf(search), partnerId);

/**
 * The case's kept search text (cases.search_text: caseSearchText, lower-cased) is what the trigram index
 * cases_party_search_idx finds, and its LIKE of the lower-cased pattern is ILIKE on the three columns (issue 26, ADR
 * 60: one LIKE per row read, no lowering). The columns are joined by a line break, so a term without one matches the
 * joined text only inside one column; a term with one is tested on each column too, as before, to drop a match that
 * spans two of them.
 */
function searchCondition(
  { pattern, partnerIds, networkCaseNumber, lineBreak }: SearchTerms,
  partnerId: typeof cases.submitCompanyId | typeof cases.receiverCompanyId,
) {
  const text = sql`${cases.searchText} like lower(${pattern})`;
  return or(
    lineBreak
      ? and(
          text,
          // Wrapped in coalesce, which PostgreSQL estimates as a plain condition (half the rows), not as a second
          // selectivity of the term (ADR 54).
          sql`coalesce((${cases.summary} ilike ${pattern} or ${cases.internalCaseNumber} ilike ${pattern} or ${cases.partnerCaseNumber} ilike ${pattern}), false)`,
        )
      : text,
    // One array parameter (a placeholder's value is one already).
    partnerIds === null
      ? undefined
      : sql`${partnerId} = any(${Array.isArray(partnerIds) ? sql.param(partnerIds) : partnerIds}::int[])`,
    networkCaseNumber === null ? undefined : eq(cases.networkCaseNumber, networkCaseNumber),
  );
}

export type CaseCursorFilter = {
  companyId: number;
  status: CaseStatus | null;
  direction: 'outbound' | 'inbound' | null;
  updatedSince: Date | null;
  partnerId: number | null;
  internalCaseNumber: string | null;
  /** The last row of the previous page: its updated_at to the microsecond (text) and its id. */
  after: { updatedAt: string; id: number } | null;
  limit: number;
};

/**
 * Issue 27, ADR 50: the company's cases for /api/v1, by keyset: oldest change first ((updated_at, id) ascending), so
 * that a case changed while a client pages moves behind the page it is on and is read again. Reads one row more
 * than the page to tell whether another follows. As the dashboard's list (findCaseListPage), each side the
 * company is on is its own branch, read in (updated_at, id) order from that side's (company, updated_at, id) index
 * from the cursor's row on and cut at the page's end, and the page is merged from the two (issue 26: as one
 * condition on either side, PostgreSQL read every case of the company and sorted them for each page). A company
 * never sends a case to itself (the table checks it), so no case is in both branches.
 */
export function findCasesAfter(db: DbOrTx, filter: CaseCursorFilter) {
  const { statement, values } = casesAfterStatement(db, filter);
  return statement.execute(values);
}

/** findCasesAfter's kept statement for the filter's shape, and the values of its placeholders. */
export function casesAfterStatement(db: DbOrTx, filter: CaseCursorFilter) {
  const shape = [
    filter.direction ?? 'both',
    filter.partnerId === null ? '' : 'partner',
    filter.status === null ? '' : 'status',
    filter.updatedSince === null ? '' : 'since',
    filter.internalCaseNumber === null ? '' : 'number',
    filter.after === null ? '' : 'after',
  ]
    .filter((part) => part !== '')
    .join('_');
  const statement = keptShape(db, `cases_after_${shape}`, (on: DbOrTx) =>
    buildCasesAfter(on, filter, `cases_after_${shape}`),
  );
  const values = {
    companyId: filter.companyId,
    partnerId: filter.partnerId ?? 0,
    status: filter.status ?? '',
    updatedSince: filter.updatedSince?.toISOString() ?? '',
    internalCaseNumber: filter.internalCaseNumber ?? '',
    afterUpdatedAt: filter.after?.updatedAt ?? '',
    afterId: filter.after?.id ?? 0,
    // One row more than the page: whether another follows.
    limit: filter.limit + 1,
  };
  return { statement, values };
}

/**
 * The v1 list's shapes (which filters it has: a few dozen), each a kept statement as the dashboard's lists are (ADR
 * 60): drizzle builds it once and PostgreSQL plans it once per pooled connection, where planning it took longer than
 * running it. `filter` says only which conditions the statement has; their values are its placeholders.
 */
function buildCasesAfter(db: DbOrTx, filter: CaseCursorFilter, name: string) {
  const companyId = sql.placeholder('companyId');
  const limit = sql.placeholder('limit');
  const sides = (['outbound', 'inbound'] as const).filter(
    (side) => filter.direction === null || filter.direction === side,
  );
  const branches = sides.map((side) => {
    const [own, partner] =
      side === 'outbound'
        ? [cases.submitCompanyId, cases.receiverCompanyId]
        : [cases.receiverCompanyId, cases.submitCompanyId];
    return db
      .select({ id: cases.id, updatedAt: cases.updatedAt })
      .from(cases)
      .where(
        and(
          eq(own, companyId),
          filter.partnerId === null ? undefined : eq(partner, sql.placeholder('partnerId')),
          filter.status === null ? undefined : eq(cases.status, sql.placeholder('status')),
          filter.updatedSince === null
            ? undefined
            : sql`${cases.updatedAt} >= ${sql.placeholder('updatedSince')}::timestamptz`,
          // Our own number: the submitter's internal case number, or the receiver's case number on its acceptance.
          filter.internalCaseNumber === null
            ? undefined
            : eq(
                side === 'outbound' ? cases.internalCaseNumber : cases.partnerCaseNumber,
                sql.placeholder('internalCaseNumber'),
              ),
          filter.after
            ? sql`(${cases.updatedAt}, ${cases.id}) > (${sql.placeholder('afterUpdatedAt')}::timestamptz, ${sql.placeholder('afterId')}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(cases.updatedAt), asc(cases.id))
      .limit(limit);
  });
  const pageIds = sql`(select merged.id from (${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )}) as merged order by merged.updated_at, merged.id limit ${limit})`;
  const outbound = sql`${cases.submitCompanyId} = ${companyId}`;
  return db
    .select({
      id: cases.id,
      token: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      internalCaseNumber: cases.internalCaseNumber,
      partnerCaseNumber: cases.partnerCaseNumber,
      outbound: sql<boolean>`(${outbound})`,
      partnerId: partnerIdOf(outbound),
      partnerName: partner.name,
      summary: cases.summary,
      priority: cases.priority,
      status: cases.status,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
      updatedAtKey: sql<string>`to_char(${cases.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(cases)
    .innerJoin(partner, eq(partner.id, partnerIdOf(outbound)))
    .where(inArray(cases.id, pageIds))
    .orderBy(asc(cases.updatedAt), asc(cases.id))
    .prepare(name);
}
