import { z } from 'zod';
import { CASE_LIST_MAX_PER_PAGE, caseDetailsAnswer, listCursorParam, listPageFields, wholeNumber } from './cases.ts';
import { isDay, REPORT_RANGE_MESSAGE, reportPathDay } from './reports.ts';
import { idParam, whenFieldsValid } from './fields.ts';
import { casePrioritySchema, caseStatusSchema } from './enums.ts';
import type { Endpoint } from './endpoint.ts';
import { messageSchema } from './errors.ts';

/**
 * S-005: the escalation table's filters: every case of the last 10 days, the open cases, and the late ones: open
 * cases the receiver has not answered within LATE_AFTER_HOURS (the spec leaves "late" open; ADR 26).
 */
export const escalationFilters = ['all-10', 'open', 'late'] as const;
export type EscalationFilter = (typeof escalationFilters)[number];
export const escalationFilterLabels: Record<EscalationFilter, string> = {
  'all-10': 'All cases, last 10 days',
  open: 'Open cases',
  late: 'Late cases (open over 24 hours)',
};
export const LATE_AFTER_HOURS = 24;
export const ALL_CASES_DAYS = 10;

export const escalationParams = z.object({ filter: z.enum(escalationFilters) });
/** S-007, S-008: a case of the network, by its id. */
export const escalationCaseParams = z.object({ id: idParam });
export const escalationSortFields = ['created_at', 'priority', 'status'] as const;

/**
 * S-004: GET /api/super_admin/escalation/queue/{filter} query; issue 24 §4: `priority` narrows the view to the cases
 * of one priority (absent: every priority).
 */
export const escalationQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters.').default(''),
  priority: casePrioritySchema.optional(),
  sort: z.enum(escalationSortFields).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: wholeNumber(CASE_LIST_MAX_PER_PAGE, 10),
  cursor: listCursorParam,
});
export type EscalationQuery = z.input<typeof escalationQuery>;

/** S-004: one case of the network: the submitting company, the receiver and the process it went through. */
export const escalationRowSchema = z.object({
  id: z.number(),
  token: z.string(),
  network_case_number: z.string(),
  internal_case_number: z.string().nullable(),
  company: z.string(),
  receiver: z.string(),
  priority: casePrioritySchema,
  created_at: z.string(),
  status: caseStatusSchema,
  document: z.string().nullable(),
});
export type EscalationRow = z.infer<typeof escalationRowSchema>;
export const escalationQueueAnswer = z.object({
  data: z.array(escalationRowSchema),
  ...listPageFields,
});
export type EscalationQueueAnswer = z.infer<typeof escalationQueueAnswer>;

export const CASE_DELETED_MESSAGE = 'The case was deleted.';

/**
 * GET /api/super_admin/escalation/report/{filter}[/{start}[/{end}]]: the filter's cases created in the days
 * from start to end (both included, UTC; YYYY-MM-DD or YY-MM-DD), as an xlsx. A missing start is sent as 0 and means
 * from the first case; a missing end means up to now.
 */
export const ESCALATION_REPORT_NO_START = '0';
const reportFilter = z.enum(escalationFilters);
const reportStart = z.union([z.literal(ESCALATION_REPORT_NO_START), reportPathDay]);
/** The path's parameters of each of the call's three forms. */
export const escalationReportParams = {
  filter: z.object({ filter: reportFilter }),
  start: z.object({ filter: reportFilter, start: reportStart }),
  startAndEnd: z
    .object({ filter: reportFilter, start: reportStart, end: reportPathDay })
    .refine(({ start, end }) => !isDay(start) || !isDay(end) || start <= end, {
      message: REPORT_RANGE_MESSAGE,
      path: ['end'],
      ...whenFieldsValid('start', 'end'),
    }),
};
export type EscalationReportParams = { filter: EscalationFilter; start?: string; end?: string };
export const ESCALATION_REPORT_TYPE = 'escalation';

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminEscalationQueue = {
  method: 'GET',
  path: '/api/super_admin/escalation/queue/:filter',
  params: escalationParams,
  querystring: escalationQuery,
  answer: escalationQueueAnswer,
} as const satisfies Endpoint;
export const superAdminEscalationDelete = {
  method: 'GET',
  path: '/api/super_admin/escalation/:id/delete',
  params: escalationCaseParams,
  answer: messageSchema,
} as const satisfies Endpoint;
export const superAdminEscalationDetails = {
  method: 'GET',
  path: '/api/super_admin/escalation/:id/details',
  params: escalationCaseParams,
  answer: caseDetailsAnswer,
} as const satisfies Endpoint;
/** the report's three forms (the start and the end are optional in the path); each answers an xlsx. */
export const superAdminEscalationReport = {
  method: 'GET',
  path: '/api/super_admin/escalation/report/:filter',
  params: escalationReportParams.filter,
} as const satisfies Endpoint;
export const superAdminEscalationReportWithStart = {
  method: 'GET',
  path: '/api/super_admin/escalation/report/:filter/:start',
  params: escalationReportParams.start,
} as const satisfies Endpoint;
export const superAdminEscalationReportWithStartAndEnd = {
  method: 'GET',
  path: '/api/super_admin/escalation/report/:filter/:start/:end',
  params: escalationReportParams.startAndEnd,
} as const satisfies Endpoint;
