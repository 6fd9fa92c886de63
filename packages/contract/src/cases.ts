import { z } from 'zod';
import { caseActions, isInformationAwaited, partyToActNext, type CaseParty } from './case-status.ts';
import {
  type CasePriority,
  casePrioritySchema,
  caseStatusSchema,
  requirementSections,
  requirementTypeSchema,
  responseStatuses,
  responseTypes,
} from './enums.ts';
import { emailField, optionalEmailField, optionalTextField, whenFieldsValid } from './fields.ts';
import type { Endpoint } from './endpoint.ts';

/** A case's public reference or a party's emailed link: the url-safe base64 of 32 random bytes (or an HMAC). */
export const caseTokenField = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a valid case link.');
export const caseTokenParams = z.object({ token: caseTokenField });

const partySchema = z.enum(['submitter', 'receiver'] satisfies CaseParty[]);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${String(max)} characters.`);
const optionalText = optionalTextField;
const optionalEmail = optionalEmailField;
const required = (max: number) => text(max).min(1, 'This field is required.');

/** Priorities as every page and email shows them (document 2 §4). */
export const casePriorityLabels = {
  high: 'High - P1',
  medium: 'Medium - P2',
  low: 'Low - P3',
} as const satisfies Record<CasePriority, string>;

/** C-065: a stored response, as both parties see it. */
export const caseResponseSchema = z.object({
  id: z.number(),
  type: z.enum(responseTypes),
  status: z.enum(responseStatuses),
  case_number: z.string().nullable(),
  engineer_name: z.string().nullable(),
  engineer_email: z.string().nullable(),
  /** May be prefixed "country:" then the number. */
  engineer_phone: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  reviewer_email: z.string().nullable(),
  next_steps: z.string().nullable(),
  /** What the receiver asks for (information-request) or why it rejects (rejection). */
  note: z.string().nullable(),
  /** The submitter's reply (information-response). */
  additional_information: z.string().nullable(),
  created_at: z.string(),
});
export type CaseResponse = z.infer<typeof caseResponseSchema>;

const companyRefSchema = z.object({ id: z.number(), name: z.string(), url: z.string().nullable() });

/** C-054: a Collaboration Feed note; description is sanitised HTML. */
export const caseNoteSchema = z.object({
  id: z.number(),
  company: companyRefSchema,
  creator_name: z.string(),
  created_at: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

export const customerDataRowSchema = z.object({
  section: z.enum(requirementSections),
  field: z.string(),
  value: z.string().nullable(),
  type: requirementTypeSchema,
});

/** C-040: a manager-type case's requests (the first carries the references and impact, a later one notes). */
export const managerRequestSummarySchema = z.object({
  id: z.number(),
  internal_reference: z.string().nullable(),
  vendor_reference: z.string().nullable(),
  business_impact: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});

/** C-040: the case as its parties' pages show it. */
export const caseSchema = z.object({
  id: z.number(),
  token: z.string(),
  status: caseStatusSchema,
  case_type: z.enum(['manager', 'other']),
  /** The network case number, CB-YYYY-NNNNNN (issue 24, ADR 45). */
  network_case_number: z.string(),
  internal_case_number: z.string().nullable(),
  partner_case_number: z.string().nullable(),
  summary: z.string(),
  description: z.string().nullable(),
  priority: casePrioritySchema,
  created_at: z.string(),
  updated_at: z.string(),
  company: companyRefSchema,
  receiver: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  /** The receiving department's name, when the case went to a department. */
  department: z.string().nullable(),
  submit_company_id: z.number(),
  submit_contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  engineer: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    phone_country_code: z.string().nullable(),
  }),
  /** The receiver's assigned engineer and case number, from its acceptance (null until then). */
  case_with_receiver: caseResponseSchema.nullable(),
  customer_data: z.array(customerDataRowSchema),
  manager_requests: z.array(managerRequestSummarySchema),
  /** Oldest first. */
  responses: z.array(caseResponseSchema),
  notes: z.array(caseNoteSchema),
  document: z.object({
    name: z.string().nullable(),
    version: z.object({ escalation_instructions: z.string().nullable() }),
  }),
});
export type CaseDetail = z.infer<typeof caseSchema>;

/** Issue 24: the party the case waits on (case-status.ts partyToActNext) and its company's name; null: nobody. */
export const caseWaitingOnSchema = z.object({ party: partySchema, company: z.string() }).nullable();
export type CaseWaitingOn = z.infer<typeof caseWaitingOnSchema>;

/** Issue 24: who the case waits on (partyToActNext), named by its company for the pages' "Waiting on" line. */
export function caseWaitingOn(c: Pick<CaseDetail, 'status' | 'responses' | 'company' | 'receiver'>): CaseWaitingOn {
  const party = partyToActNext(c.status, !isInformationAwaited(c.responses));
  if (party === null) return null;
  return { party, company: party === 'submitter' ? c.company.name : c.receiver.name };
}

/** Who is looking, and what the case offers them (read off the transition table and the permissions). */
export const caseViewerSchema = z.object({
  party: partySchema.nullable(),
  waiting_on: caseWaitingOnSchema,
  actions: z.array(z.enum(caseActions)),
  /** The party's own emailed-link page for its next step (respond or information), when it has one. */
  respond_path: z.string().nullable(),
  information_path: z.string().nullable(),
  /** Notes need the company's allow_notes (C-055). */
  allow_notes: z.boolean(),
  /** What the viewer may do now beside the actions (case-status.ts caseWork; a note also needs allow_notes). */
  can_add_note: z.boolean(),
  can_upload: z.boolean(),
  can_update_submission: z.boolean(),
  can_update_response: z.boolean(),
});

/** GET /api/caller/case-details/{token} (C-039). */
export const caseDetailsAnswer = z.object({ case: caseSchema, viewer: caseViewerSchema });
export type CaseDetailsAnswer = z.infer<typeof caseDetailsAnswer>;

/** GET /api/caller/case/{link} (C-059, C-067): the emailed link's page; the link names the party. */
export const partyCaseAnswer = z.object({
  case: caseSchema,
  party: partySchema,
  waiting_on: caseWaitingOnSchema,
  /** The response the page is about: the latest of the other party. */
  response: caseResponseSchema.nullable(),
  allResponses: z.array(caseResponseSchema),
  receiver: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  can_respond: z.boolean(),
  actions: z.array(z.enum(caseActions)),
  /** Why can_respond is false, for the page. */
  message: z.string().nullable(),
});
export type PartyCaseAnswer = z.infer<typeof partyCaseAnswer>;

export const DEFAULT_ACCEPT_NOTE = 'Our assigned engineer will contact you.';

const receiverFields = {
  case_number: optionalText(100),
  engineer_name: optionalText(200),
  engineer_email: optionalEmail,
  engineer_phone: optionalText(40),
  reviewer_name: optionalText(200),
  reviewer_email: optionalEmail,
};

/** A response without a decision: the receiver's form starts with none chosen (issue 24), the server says so too. */
export const RESPOND_DECISION_MESSAGE = 'Choose your decision.';

/**
 * POST /api/caller/case/{link}/respond: the receiver's decision, named with its response type's word (DECISIONS 20),
 * or the submitter's reply (DECISIONS 5). A rejection and an information request need a note (C-063).
 */
export const respondBody = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('approval'), ...receiverFields, next_steps: optionalText(5000) }),
    z.object({ status: z.literal('information-request'), ...receiverFields, note: required(5000) }),
    z.object({ status: z.literal('rejection'), ...receiverFields, note: required(5000) }),
    z.object({ status: z.literal('information-reply'), additional_information: required(10000) }),
  ],
  { error: RESPOND_DECISION_MESSAGE },
);
export type RespondBody = z.infer<typeof respondBody>;

/** POST /api/caller/case/{token}/close (C-053): the token in the path names the case; the body may repeat it. */
export const closeCaseBody = z.object({ token: caseTokenField.optional() });
export const CLOSE_FAILED_MESSAGE = 'Something caused the case not to close. Please try again later.';

/**
 * POST /api/caller/case/{token}/update-response (C-050: the receiver's engineer and case number on its acceptance)
 * and /update-submission (C-051: the submitting engineer and the internal case number). The phone is optional and
 * at most 25 characters (document 2 §5); it is stored as "country: number" on a response.
 */
export const updateEngineerBody = z.object({
  case_number: required(100),
  engineer_name: required(200),
  engineer_email: emailField,
  engineer_phone: optionalText(25),
  phone_country_code: optionalText(2).pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Not a valid country.')
      .nullable(),
  ),
});
export type UpdateEngineerBody = z.infer<typeof updateEngineerBody>;
export const UPDATE_FAILED_MESSAGE = 'An error occurred while updating';

/** The answer of close and the updates. */
export const caseActionAnswer = z.object({ success: z.boolean(), message: z.string() });
export type CaseActionAnswer = z.infer<typeof caseActionAnswer>;

/** C-056: a summary or a description (rich text, sanitised by the server). */
export const NOTE_EMPTY_MESSAGE = 'Please provide some information in the note.';
export const caseNoteBody = z
  .object({ summary: optionalText(255), description: optionalText(20000) })
  .refine((note) => note.summary !== null || note.description !== null, {
    message: NOTE_EMPTY_MESSAGE,
    path: ['summary'],
    ...whenFieldsValid('summary', 'description'),
  });

/**
 * Issue 26 (ADR 48): a list's total is exact up to this many rows; past it the answer says "at least this many"
 * (total_capped) rather than reading every match. A total the kept counts hold (no search term) stays exact.
 */
export const LIST_COUNT_CAP = 1000;
/** The pager's way to the last page: the list in the reverse order, its first page. */
export const LAST_PAGE_CURSOR = 'last';

/**
 * Issue 26: which page of a list: absent, the first; `last`, the last; else the opaque cursor an answer gave as its
 * next_cursor or prev_cursor (the sort key and id of the row it starts after or ends before, signed by the server).
 */
export const listCursorParam = z
  .string()
  .max(600, 'Not a valid cursor.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Not a valid cursor.')
  .optional();

/** Issue 26: what a page of a list says beside its rows: how many there are, where it is, and its neighbours. */
export const listPageFields = {
  /** Exact when total_capped is false; else at least LIST_COUNT_CAP rows. */
  total: z.number(),
  total_capped: z.boolean(),
  /** The position of the page's first row in the list (1 for the first page); null when it is not known (the last
   * pages of a capped list). */
  first_row: z.number().nullable(),
  per_page: z.number(),
  /** The cursor of the page after this one, and of the page before; null at the list's end or start. */
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
};
export type ListPage = z.infer<z.ZodObject<typeof listPageFields>>;

/** C-037: GET /api/caller/my-cases, one page of them: an engineer who submits for years has thousands. */
export const myCasesAnswer = z.object({
  my_cases: z.array(
    z.object({
      token: z.string(),
      /** The network case number, CB-YYYY-NNNNNN (issue 24, ADR 45). */
      network_case_number: z.string(),
      internal_case_number: z.string().nullable(),
      partner: z.string(),
      partner_case_number: z.string().nullable(),
      summary: z.string(),
      status: caseStatusSchema,
      created_at: z.string(),
      /** Issue 24: the last change, on the list's cards. */
      updated_at: z.string(),
      /** The receiver's first response. */
      responded_at: z.string().nullable(),
      priority: casePrioritySchema,
      /** Issue 24: the case waits on the viewer's company (partyToActNext). */
      waiting_on_us: z.boolean(),
    }),
  ),
  ...listPageFields,
});
export type MyCasesAnswer = z.infer<typeof myCasesAnswer>;

/** D-018: the dashboard table's views, each a path and query of get-cases (D-019). */
export const caseListViews = ['mine-30', 'company-inbound-action', 'company-30', 'mine-all', 'company-all'] as const;
export type CaseListView = (typeof caseListViews)[number];
export const caseListViewLabels: Record<CaseListView, string> = {
  'mine-30': 'My Active Cases 30 days',
  'company-inbound-action': 'Company Inbound Cases Awaiting Action',
  'company-30': 'Company Active Cases 30 days',
  'mine-all': 'All My Cases',
  'company-all': 'All Company Cases',
};

/** D-021: whose cases: the user's own submissions, or every case of the user's company, either direction. */
export const caseListScopes = ['mine', 'company'] as const;
export const caseListParams = z.object({ scope: z.enum(caseListScopes) });

/** D-022: the sortable columns (Case#, Partner and Partner Case# are not). */
export const caseListSortFields = ['direction', 'priority', 'status', 'created_at', 'updated_at'] as const;
export type CaseListSortField = (typeof caseListSortFields)[number];
export const CASE_LIST_MAX_PER_PAGE = 100;

export const wholeNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'Not a valid number.')
    .transform(Number)
    .pipe(z.number().max(max, `At most ${String(max)}.`))
    .default(fallback);

/** A yes/no query parameter: "true" or "false", absent is false. */
const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** D-019: GET /api/caller/get-cases/{mine|company}[/30] query. */
export const caseListQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters.').default(''),
  sort: z.enum(caseListSortFields).default('updated_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  filter: z.enum(['inbound-action']).optional(),
  limit: wholeNumber(CASE_LIST_MAX_PER_PAGE, 10),
  cursor: listCursorParam,
  /** Active cases only: neither rejected nor closed (issue 24: a finished case is never listed as active). */
  not_closed: queryFlag,
  /** Issue 24: only the cases in this status. */
  status: caseStatusSchema.optional(),
  /** Issue 24: only the cases waiting on the viewer's company (partyToActNext names its side). */
  waiting_on_us: queryFlag,
});
export type CaseListQuery = z.input<typeof caseListQuery>;

/** C-037: My Cases sorts by Summary, Request Date (the default, newest first) or Respond Date. */
export const myCasesSortFields = ['summary', 'created_at', 'responded_at'] as const;
export type MyCasesSortField = (typeof myCasesSortFields)[number];

/** C-037: GET /api/caller/my-cases query: searched (as the dashboard's list is), sorted and paged by the server. */
export const myCasesQuery = caseListQuery
  .pick({ q: true, dir: true, limit: true, cursor: true, status: true, waiting_on_us: true })
  .extend({
    sort: z.enum(myCasesSortFields).default('created_at'),
  });
export type MyCasesQuery = z.input<typeof myCasesQuery>;

/** D-020: one row of the table; direction is the viewer company's side (outbound: it sent the case). */
export const caseListRowSchema = z.object({
  token: z.string(),
  /** The network case number, CB-YYYY-NNNNNN (issue 24, ADR 45). */
  network_case_number: z.string(),
  internal_case_number: z.string().nullable(),
  direction: z.enum(['inbound', 'outbound']),
  partner: z.object({ name: z.string() }),
  partner_case_number: z.string().nullable(),
  /** Issue 24: the case's title, on the list's cards. */
  summary: z.string(),
  priority: casePrioritySchema,
  status: caseStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Issue 24: the case waits on the viewer's company (partyToActNext). */
  waiting_on_us: z.boolean(),
});
export type CaseListRow = z.infer<typeof caseListRowSchema>;
export const caseListAnswer = z.object({
  data: z.array(caseListRowSchema),
  ...listPageFields,
});
export type CaseListAnswer = z.infer<typeof caseListAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerMyCases = {
  method: 'GET',
  path: '/api/caller/my-cases',
  querystring: myCasesQuery,
  answer: myCasesAnswer,
} as const satisfies Endpoint;
/** D-019: the dashboard's case list, all time (callerGetCases) or the last 30 days (callerGetCases30). */
export const callerGetCases = {
  method: 'GET',
  path: '/api/caller/get-cases/:scope',
  params: caseListParams,
  querystring: caseListQuery,
  answer: caseListAnswer,
} as const satisfies Endpoint;
export const callerGetCases30 = {
  method: 'GET',
  path: '/api/caller/get-cases/:scope/30',
  params: caseListParams,
  querystring: caseListQuery,
  answer: caseListAnswer,
} as const satisfies Endpoint;
/**
 * Issue 24: the company's inbound cases waiting on its action (the company-inbound-action view's cases), and how many
 * of them are high priority: the dashboard shows them whatever view its table shows.
 */
export const inboundAwaitingAnswer = z.object({ total: z.number(), high: z.number() });
export type InboundAwaitingAnswer = z.infer<typeof inboundAwaitingAnswer>;
export const callerCasesInboundAwaiting = {
  method: 'GET',
  path: '/api/caller/cases/inbound-awaiting',
  answer: inboundAwaitingAnswer,
} as const satisfies Endpoint;
export const callerCaseDetails = {
  method: 'GET',
  path: '/api/caller/case-details/:token',
  params: caseTokenParams,
  answer: caseDetailsAnswer,
} as const satisfies Endpoint;
/** The token routes: `:token` is a party's emailed link. */
export const callerCase = {
  method: 'GET',
  path: '/api/caller/case/:token',
  params: caseTokenParams,
  answer: partyCaseAnswer,
} as const satisfies Endpoint;
export const callerCaseRespond = {
  method: 'POST',
  path: '/api/caller/case/:token/respond',
  params: caseTokenParams,
  body: respondBody,
  answer: partyCaseAnswer,
} as const satisfies Endpoint;
export const callerCaseClose = {
  method: 'POST',
  path: '/api/caller/case/:token/close',
  params: caseTokenParams,
  body: closeCaseBody,
  answer: caseActionAnswer,
} as const satisfies Endpoint;
export const callerCaseUpdateResponse = {
  method: 'POST',
  path: '/api/caller/case/:token/update-response',
  params: caseTokenParams,
  body: updateEngineerBody,
  answer: caseActionAnswer,
} as const satisfies Endpoint;
export const callerCaseUpdateSubmission = {
  method: 'POST',
  path: '/api/caller/case/:token/update-submission',
  params: caseTokenParams,
  body: updateEngineerBody,
  answer: caseActionAnswer,
} as const satisfies Endpoint;
