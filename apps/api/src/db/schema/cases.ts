import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { CollaborateAnswer } from '@casebridge/contract/case-submission';
import {
  caseEventKinds,
  casePriorities,
  caseStatuses,
  caseTypes,
  requirementSections,
  requirementTypes,
  responseStatuses,
  responseTypes,
} from '@casebridge/contract/enums';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { departments } from './departments.ts';
import { contactDocuments, documentVersions, requirements } from './documents.ts';
import { enumCheck } from './enum-check.ts';

/**
 * The text the case list's search (D-019, q) finds a case by: its summary and both case numbers, lower-cased and
 * joined by a line break, kept on the case (cases.search_text, issue 26, ADR 60). ILIKE is lower() LIKE lower(), so a
 * lower-cased pattern's LIKE on it finds what ILIKE on the columns would, without lowering each row's text when it is
 * read; a match that spans two columns holds the line break, so only a term with one needs the columns' own test.
 */
export const caseSearchText = (t: { summary: PgColumn; internalCaseNumber: PgColumn; partnerCaseNumber: PgColumn }) =>
  sql`lower(${t.summary} || E'\\n' || coalesce(${t.internalCaseNumber}, '') || E'\\n' || coalesce(${t.partnerCaseNumber}, ''))`;

/**
 * A priority as its rank (low 1, medium 2, high 3): what the case lists and the escalation table sort by, and the
 * key of the company lists' priority indexes, which PostgreSQL uses only for this very expression.
 */
export const casePriorityRank = (priority: PgColumn | SQL) =>
  sql<number>`(case ${priority} when 'low' then 1 when 'medium' then 2 else 3 end)`;

/** A collaboration case from a submitting company to a receiving company or department. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    /** The case's public reference in the signed-in pages' URLs (/my-cases/{token}); it grants nothing by itself. */
    token: text('token').notNull(),
    /**
     * The SHA-256 of the receiver's emailed capability (/case/{link}/respond and /response act as the receiving
     * party) and of the submitter's (/case/{link}/information). The links themselves are derived from the token and
     * the server's secret (modules/cases/case-links.ts), so an email can carry them again without storing them.
     */
    respondTokenHash: text('respond_token_hash').notNull(),
    informationTokenHash: text('information_token_hash').notNull(),
    status: text('status', { enum: caseStatuses }).notNull().default('open'),
    /** Bumped by every transition: the one writer's conditional update (apply-case-transition.ts) compares it. */
    statusVersion: integer('status_version').notNull().default(0),
    /**
     * Whether the latest information exchange of the case (request or reply) is the submitter's reply: what
     * partyToActNext needs beside the status. Kept by a trigger on case_responses (migration 0029, ADR 54), never
     * written by the app, so the lists' "waiting on" tests read a column instead of the case's responses.
     */
    informationAnswered: boolean('information_answered').notNull().default(false),
    caseType: text('case_type', { enum: caseTypes }).notNull().default('other'),
    /**
     * The network case number (issue 24, ADR 45): CB-{year created}-{that year's number}, given once by
     * next_network_case_number() in the case's insert, from the year's sequence (ADR 68, migration 0042: no
     * submission waits for another's; a rolled-back one leaves a gap). The column's default is the same function for
     * an older release's inserts; a trigger refuses any change but an older release's `pending:` to its number.
     */
    networkCaseNumber: text('network_case_number')
      .notNull()
      .default(sql`next_network_case_number(now())`),
    /** The submitter's own case number. */
    internalCaseNumber: text('internal_case_number'),
    /** The receiver's case number, given when it responds. */
    partnerCaseNumber: text('partner_case_number'),
    summary: text('summary').notNull(),
    /** What the case list's search reads (caseSearchText), kept by PostgreSQL on every write of the three columns. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => caseSearchText(cases)),
    description: text('description'),
    priority: text('priority', { enum: casePriorities }).notNull().default('low'),
    submitCompanyId: integer('submit_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    submitUserId: integer('submit_user_id').references(() => users.id, { onDelete: 'set null' }),
    submitContactName: text('submit_contact_name'),
    submitContactEmail: text('submit_contact_email'),
    submitContactPhone: text('submit_contact_phone'),
    /** The submitting engineer as entered on the form. */
    engineerFirstName: text('engineer_first_name'),
    engineerLastName: text('engineer_last_name'),
    engineerEmail: text('engineer_email'),
    engineerPhone: text('engineer_phone'),
    engineerPhoneCountryCode: text('engineer_phone_country_code'),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receiverDepartmentId: integer('receiver_department_id').references(() => departments.id, { onDelete: 'set null' }),
    contactDocumentId: integer('contact_document_id').references(() => contactDocuments.id, { onDelete: 'set null' }),
    documentVersionId: integer('document_version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
    /** A sample submission from a process's test form. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's first response (usage report response_date, escalation "late"). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cases_token_unique').on(t.token),
    uniqueIndex('cases_respond_token_hash_unique').on(t.respondTokenHash),
    uniqueIndex('cases_information_token_hash_unique').on(t.informationTokenHash),
    // The case list's search for a network case number is an equality on it (ADR 45).
    uniqueIndex('cases_network_case_number_unique').on(t.networkCaseNumber),
    index('cases_submit_company_idx').on(t.submitCompanyId, t.createdAt),
    index('cases_receiver_company_created_idx').on(t.receiverCompanyId, t.createdAt),
    // The escalation table (S-005) sorts by creation, ties by id: its open and late filters read the first index, its
    // last 10 days the second, each in the table's exact order and from a cursor's (created_at, id) on (ADR 62).
    index('cases_status_created_idx').on(t.status, t.createdAt, t.id),
    index('cases_created_idx').on(t.createdAt, t.id),
    // The open and late filters by priority (issue 24 §4, 26): read in the sort's order from the cursor's row on, where
    // each page sorted the network's 232,000 open cases (270 ms on the bench's network). Partial: only open cases are
    // asked this way (the escalation table writes the status as a literal, so a kept statement's plan can prove it).
    index('cases_open_priority_idx')
      .on(casePriorityRank(t.priority), t.id)
      .where(sql`${t.status} = 'open'`),
    index('cases_document_idx').on(t.contactDocumentId),
    index('cases_receiver_department_idx').on(t.receiverDepartmentId),
    index('cases_document_version_idx').on(t.documentVersionId),
    // The dashboard case lists (mine, company) default to Updated descending, ties by id: each side's candidates
    // are read from one of these in the list's order, index only (migration 0016).
    index('cases_submit_company_updated_idx').on(t.submitCompanyId, t.updatedAt, t.id),
    index('cases_receiver_company_updated_idx').on(t.receiverCompanyId, t.updatedAt, t.id),
    // My Cases (the user's, in the user's company), by creation (its default) or update: both equalities are the
    // index's condition, so the kept statement's generic plan reads a page's rows for any user, one case or a hundred
    // thousand, in the list's order ties included; with the user alone it read the company's cases (migration 0044).
    index('cases_submit_user_company_created_idx').on(t.submitUserId, t.submitCompanyId, t.createdAt, t.id),
    index('cases_submit_user_company_updated_idx').on(t.submitUserId, t.submitCompanyId, t.updatedAt, t.id),
    // The case lists by priority (D-020; issue 26): each side's page read in the sort's order from the cursor's row on,
    // where a company of 100,000 cases sorted them all for each page (170-230 ms; ADR 69).
    index('cases_submit_company_priority_idx').on(t.submitCompanyId, casePriorityRank(t.priority), t.id),
    index('cases_receiver_company_priority_idx').on(t.receiverCompanyId, casePriorityRank(t.priority), t.id),
    // The case lists by status (D-020): the same, each side in the sort's order, ties by id.
    index('cases_submit_company_status_idx').on(t.submitCompanyId, t.status, t.id),
    index('cases_receiver_company_status_idx').on(t.receiverCompanyId, t.status, t.id),
    // The outbound cases waiting on the submitter (partyToActNext: information asked and not yet answered), the
    // "waiting on us" filter's sent side: its page in the list's order and its capped count from this index alone,
    // where the count read all of the company's sent cases to find them (25 ms for 100,000).
    index('cases_submitter_awaiting_idx')
      .on(t.submitCompanyId, t.updatedAt, t.id)
      .where(sql`${t.status} = 'information' and not ${t.informationAnswered}`),
    // /api/v1/cases?internalCaseNumber= (ADR 50): our own number on each side, found within the company (ADR 62).
    index('cases_submit_company_internal_number_idx')
      .on(t.submitCompanyId, t.internalCaseNumber)
      .where(sql`${t.internalCaseNumber} is not null`),
    index('cases_receiver_company_partner_number_idx')
      .on(t.receiverCompanyId, t.partnerCaseNumber)
      .where(sql`${t.partnerCaseNumber} is not null`),
    // Issue 24, 26: the inbound cases waiting on the receiver (partyToActNext), for the inbound-action view's capped
    // count, read from this index alone. The dashboard's count of them is kept (case_inbound_awaiting_counts, ADR 66).
    index('cases_receiver_awaiting_idx')
      .on(t.receiverCompanyId, t.priority)
      .where(sql`${t.status} = 'open' or (${t.status} = 'information' and ${t.informationAnswered})`),
    // The case list's search: LIKE '%term%' on search_text (pg_trgm, migration 0001), with the parties (btree_gin,
    // migration 0028): a side's search (submitter or receiver, My Cases' user) finds its company's matches inside the
    // index instead of intersecting the term's matches in the whole network with the company's cases (issue 26, ADR
    // 54); the escalation table's search, on the text alone, reads the same index. On the kept column (migration
    // 0037, ADR 60): a candidate's recheck is one LIKE on a stored text, not four ILIKEs lowering the columns.
    // Without a pending list (fastupdate off, migration 0039, ADR 65): a case write enters its keys in the index
    // itself, where a pending list of up to 4 MB was read whole by every search and merged by whichever write filled it.
    index('cases_party_search_idx')
      .using('gin', t.submitCompanyId, t.receiverCompanyId, t.submitUserId, sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The submission refuses a case to one's own company (OWN_COMPANY_MESSAGE); the table holds it too: the case lists
    // read a company's sent and received cases as two branches, and their counts add the two sides (migration 0043).
    check('cases_not_to_own_company_check', sql`${t.submitCompanyId} <> ${t.receiverCompanyId}`),
    enumCheck('cases_status_check', t.status, caseStatuses),
    enumCheck('cases_case_type_check', t.caseType, caseTypes),
    enumCheck('cases_priority_check', t.priority, casePriorities),
  ],
);

/**
 * How many cases each company sent and received, by status, and each user submitted: the dashboard case list's
 * total without counting a large company's cases on every page (migration 0010's triggers on cases keep it, in the
 * writer's transaction). user_id 0 is the company's whole side; another is the submitting user's own (outbound).
 */
export const caseListCounts = pgTable(
  'case_list_counts',
  {
    companyId: integer('company_id').notNull(),
    outbound: boolean('outbound').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: caseStatuses }).notNull(),
    /**
     * One of the kept count's stripes (ADR 18): each connection adds to its own, so concurrent submissions of one
     * company do not queue on one row's lock until they commit; a count is the sum of its stripes.
     */
    slot: smallint('slot').notNull().default(0),
    cases: integer('cases').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.outbound, t.userId, t.status, t.slot] }),
    enumCheck('case_list_counts_status_check', t.status, caseStatuses),
  ],
);

/**
 * ADR 66: how many of each company's inbound cases wait on its action (partyToActNext names the receiver), by
 * priority: the dashboard's count without reading the company's waiting cases. Migration 0040's triggers on cases keep
 * it in the writer's transaction, in stripes as case_list_counts (ADR 18); a count is the sum of its stripes.
 */
export const caseInboundAwaitingCounts = pgTable(
  'case_inbound_awaiting_counts',
  {
    companyId: integer('company_id').notNull(),
    priority: text('priority', { enum: casePriorities }).notNull(),
    slot: smallint('slot').notNull(),
    cases: integer('cases').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priority, t.slot] }),
    enumCheck('case_inbound_awaiting_counts_priority_check', t.priority, casePriorities),
  ],
);

/** The customer, contact and problem fields of a case; purged one month after submission. */
export const caseCustomerData = pgTable(
  'case_customer_data',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    requirementId: integer('requirement_id').references(() => requirements.id, { onDelete: 'set null' }),
    section: text('section', { enum: requirementSections }).notNull(),
    field: text('field').notNull(),
    value: text('value'),
    type: text('type', { enum: requirementTypes }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('case_customer_data_case_idx').on(t.caseId),
    index('case_customer_data_purge_idx').on(t.purgeAfter),
    index('case_customer_data_requirement_idx').on(t.requirementId),
    enumCheck('case_customer_data_section_check', t.section, requirementSections),
    enumCheck('case_customer_data_type_check', t.type, requirementTypes),
  ],
);

/** A receiver's decision or an information exchange on a case. */
export const caseResponses = pgTable(
  'case_responses',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type', { enum: responseTypes }).notNull(),
    /** The status the responder sent: the receiver's decision, or the submitter's information-reply. */
    status: text('status', { enum: responseStatuses }).notNull(),
    caseNumber: text('case_number'),
    engineerName: text('engineer_name'),
    engineerEmail: text('engineer_email'),
    /** May be 'country: number'. */
    engineerPhone: text('engineer_phone'),
    reviewerName: text('reviewer_name'),
    reviewerEmail: text('reviewer_email'),
    nextSteps: text('next_steps'),
    /** What the receiver asks for (information-request) or why it rejects (rejection). */
    note: text('note'),
    /** The submitter's reply (information-response). */
    additionalInformation: text('additional_information'),
    responderCompanyId: integer('responder_company_id').references(() => companies.id, { onDelete: 'set null' }),
    responderUserId: integer('responder_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_responses_case_idx').on(t.caseId, t.createdAt),
    index('case_responses_responder_company_idx').on(t.responderCompanyId),
    index('case_responses_responder_user_idx').on(t.responderUserId),
    enumCheck('case_responses_type_check', t.type, responseTypes),
    enumCheck('case_responses_status_check', t.status, responseStatuses),
  ],
);

/** Collaboration Feed notes; purged 30 days after they are written. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull(),
    summary: text('summary'),
    /** Sanitised HTML. */
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_notes_case_idx').on(t.caseId, t.createdAt),
    index('case_notes_created_idx').on(t.createdAt),
    index('case_notes_company_idx').on(t.companyId),
    index('case_notes_user_idx').on(t.userId),
  ],
);

/** Attachments either party uploads to a case (DECISIONS 17). */
export const caseFiles = pgTable(
  'case_files',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    storageKey: text('storage_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_files_case_idx').on(t.caseId),
    index('case_files_company_idx').on(t.companyId),
    index('case_files_user_idx').on(t.userId),
  ],
);

/**
 * Every status change of a case, written with it in one transaction, and every correction of a party's engineer
 * (kind): the case's activity stream reads them. A correction keeps the status (from and to are the case's status).
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: caseEventKinds }).notNull().default('status'),
    /** The engineer a correction names (null for a status change). */
    engineerName: text('engineer_name'),
    /** Null for the creation event. */
    fromStatus: text('from_status', { enum: caseStatuses }),
    toStatus: text('to_status', { enum: caseStatuses }).notNull(),
    responseId: integer('response_id').references(() => caseResponses.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorCompanyId: integer('actor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_events_case_idx').on(t.caseId, t.createdAt),
    index('case_events_actor_user_idx').on(t.actorUserId),
    index('case_events_actor_company_idx').on(t.actorCompanyId),
    index('case_events_response_idx').on(t.responseId),
    enumCheck('case_events_kind_check', t.kind, caseEventKinds),
    enumCheck('case_events_from_status_check', t.fromStatus, caseStatuses),
    enumCheck('case_events_to_status_check', t.toStatus, caseStatuses),
  ],
);

/** A critical escalation request on a manager-type case, answered on /manager/response/{token}. */
export const managerRequests = pgTable(
  'manager_requests',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The SHA-256 of the managers' emailed /manager/response/{token} link; the link itself is not stored. */
    tokenHash: text('token_hash').notNull(),
    contactDocumentId: integer('contact_document_id').references(() => contactDocuments.id, { onDelete: 'set null' }),
    submitCompanyId: integer('submit_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receiveCompanyId: integer('receive_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    submitUserId: integer('submit_user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('US'),
    internalReference: text('internal_reference'),
    vendorReference: text('vendor_reference'),
    businessImpact: text('business_impact'),
    escalationType: text('escalation_type'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manager_requests_token_hash_unique').on(t.tokenHash),
    index('manager_requests_case_idx').on(t.caseId),
    index('manager_requests_submit_company_idx').on(t.submitCompanyId),
    index('manager_requests_receive_company_idx').on(t.receiveCompanyId),
    index('manager_requests_submit_user_idx').on(t.submitUserId),
    index('manager_requests_contact_document_idx').on(t.contactDocumentId),
  ],
);

/** The receiving manager's answer to a manager request. */
export const managerRequestResponses = pgTable(
  'manager_request_responses',
  {
    id: serial('id').primaryKey(),
    managerRequestId: integer('manager_request_id')
      .notNull()
      .references(() => managerRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code').notNull().default('US'),
    internalReference: text('internal_reference'),
    escalationType: text('escalation_type'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manager_request_responses_request_idx').on(t.managerRequestId),
    index('manager_request_responses_user_idx').on(t.userId),
  ],
);

/**
 * Issue 22: a case submission's Idempotency-Key, per user, written in the transaction that creates the case, with
 * the digest of the request and the answer it got: a retry of the same request gets that answer, not a second case.
 */
export const caseSubmissionKeys = pgTable(
  'case_submission_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestDigest: text('request_digest').notNull(),
    answer: jsonb('answer').$type<CollaborateAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    /** The hourly purge drops keys older than a day (modules/maintenance/purge-expired-rows.ts). */
    index('case_submission_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Issue 27, ADR 57: an upload of case files under an Idempotency-Key (the case API's file upload): the same key with
 * the same files answers the files the first upload added, and adds none.
 */
export const caseFileUploadKeys = pgTable(
  'case_file_upload_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** SHA-256 of the case, the description and each file's name, size and SHA-256. */
    requestDigest: text('request_digest').notNull(),
    fileIds: integer('file_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('case_file_upload_keys_case_idx').on(t.caseId),
    /** The hourly purge drops keys older than a day (modules/maintenance/purge-expired-rows.ts). */
    index('case_file_upload_keys_created_idx').on(t.createdAt),
  ],
);
