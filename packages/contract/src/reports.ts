import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { whenFieldsValid } from './fields.ts';

/** the report's dates, as the date inputs give them. */
export const REPORT_DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD.';
export const REPORT_RANGE_MESSAGE = 'The end date must not be before the start date.';
/** The first day a report or an export reads: the network holds nothing older. */
export const FIRST_REPORT_DAY = '2000-01-01';
export const REPORT_DAY_RANGE_MESSAGE = `Please enter a date from ${FIRST_REPORT_DAY} up to a year from today.`;

/** A real day written YYYY-MM-DD (2026-02-30 is none). */
export const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** The last day a report or an export may name: this day a year from now (UTC), as text to compare days with. */
const lastReportDay = (now: Date) => `${String(now.getUTCFullYear() + 1)}${now.toISOString().slice(4, 10)}`;

/**
 * The one rule of every report's and export's days: a real day, from FIRST_REPORT_DAY to a
 * year from today. Undefined when the day holds; otherwise the message (outside, the database's dates would fail).
 */
export const reportDayProblem = (text: string, now = new Date()): string | undefined => {
  if (!isDay(text)) return REPORT_DATE_MESSAGE;
  if (text < FIRST_REPORT_DAY || text > lastReportDay(now)) return REPORT_DAY_RANGE_MESSAGE;
  return undefined;
};
const checkReportDay = (text: string, context: z.RefinementCtx) => {
  const message = reportDayProblem(text);
  if (message !== undefined) context.addIssue({ code: 'custom', message });
};
const reportDate = z.string({ error: REPORT_DATE_MESSAGE }).superRefine(checkReportDay);

/** GET /api/admin/company/reports/usage[/export]?start&end, both dates included (UTC days). */
export const usageReportQuery = z
  .object({ start: reportDate, end: reportDate })
  // Compared only when both are days: a date that is none has its own message.
  .refine(({ start, end }) => !isDay(start) || !isDay(end) || start <= end, {
    message: REPORT_RANGE_MESSAGE,
    path: ['end'],
    ...whenFieldsValid('start', 'end'),
  });
export type UsageReportQuery = z.infer<typeof usageReportQuery>;

/** the dates the report opens with: the last 30 days up to today (2 §9). */
export const USAGE_REPORT_DEFAULT_DAYS = 30;

/** The rows the page shows at most, the newest first; the export holds them all. */
export const USAGE_REPORT_ROWS_SHOWN = 500;

/**
 * one case of the viewer's company in the range. type: the company's side (outbound: it sent the case);
 * case_number: the company's own number for it (its internal number when it sent the case, the number it answered
 * with when it received it); response_date: when the receiver first answered (accepted, rejected or asked for
 * information).
 */
export const usageReportRowSchema = z.object({
  type: z.enum(['outbound', 'inbound']),
  case_number: z.string().nullable(),
  partner: z.string(),
  created_at: z.string(),
  response_date: z.string().nullable(),
  token: z.string(),
});
export type UsageReportRow = z.infer<typeof usageReportRowSchema>;

/** total: every case in the range; data: the newest USAGE_REPORT_ROWS_SHOWN of them. */
export const usageReportAnswer = z.object({ data: z.array(usageReportRowSchema), total: z.number() });
export type UsageReportAnswer = z.infer<typeof usageReportAnswer>;

/** DECISIONS 22: the exports' files. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const usageReportFilename = ({ start, end }: UsageReportQuery) => `usage-report.${start}.${end}.xlsx`;
export const PARTNERS_REPORT_FILENAME = 'partners.xlsx';
/** the member admin's export of the company's users. */
export const USERS_EXPORT_FILENAME = 'users.xlsx';

/**
 * R-009..R-011: the super admin's reports. The dated ones take a start and an end day in the path, YYYY-MM-DD or
 * YY-MM-DD (DECISIONS 15; the web sends YY-MM-DD); the files are named {type}.YYMMDD.xlsx after the day they are made.
 */
export const datedSuperAdminReports = ['user_logins', 'proccesses_viewed', 'word_search'] as const;
export const undatedSuperAdminReports = ['managers', 'mail_domain', 'user_aged_logins'] as const;
export type DatedSuperAdminReport = (typeof datedSuperAdminReports)[number];
export type UndatedSuperAdminReport = (typeof undatedSuperAdminReports)[number];
export type SuperAdminReport = DatedSuperAdminReport | UndatedSuperAdminReport;
/** Whether a report reads a range of days (the others are of the whole network as it is). */
export const isDatedSuperAdminReport = (report: SuperAdminReport): report is DatedSuperAdminReport =>
  (datedSuperAdminReports as readonly string[]).includes(report);

/** A path's day as YYYY-MM-DD: a YY-MM-DD day is of this century. */
export const reportPathDay = z
  .string()
  .transform((text) => (/^\d{2}-\d{2}-\d{2}$/.test(text) ? `20${text}` : text))
  .superRefine(checkReportDay);

export const datedReportParams = z
  .object({ start: reportPathDay, end: reportPathDay })
  .refine(({ start, end }) => !isDay(start) || !isDay(end) || start <= end, {
    message: REPORT_RANGE_MESSAGE,
    path: ['end'],
    ...whenFieldsValid('start', 'end'),
  });

/** YY-MM-DD of a YYYY-MM-DD day, as the web puts it in the path. */
export const shortDay = (day: string) => day.slice(2);

/** A super admin's export file, named {type}.YYMMDD.xlsx after the day it is made (DECISIONS 15). */
export const datedExportFilename = (type: string, madeOn: Date) =>
  `${type}.${madeOn.toISOString().slice(2, 10).replaceAll('-', '')}.xlsx`;
export const superAdminReportFilename = (report: SuperAdminReport, madeOn: Date) => datedExportFilename(report, madeOn);

export const superAdminReportLabels: Record<SuperAdminReport, string> = {
  user_logins: 'User Logins',
  proccesses_viewed: 'Processes Viewed',
  word_search: 'Word Search',
  managers: 'Managers',
  mail_domain: 'Mail Domain',
  user_aged_logins: 'User Aged Logins',
};

/**
 * Issue 24 §4: a network report on screen, read by the same query and columns as its xlsx: the first
 * SUPER_ADMIN_REPORT_ROWS_SHOWN rows of the range (the download holds every one; `more` says there are others). A
 * dated report needs both days (the page opens on the last USAGE_REPORT_DEFAULT_DAYS days); an undated one takes none.
 */
export const superAdminReports = [...datedSuperAdminReports, ...undatedSuperAdminReports] as const;
export const SUPER_ADMIN_REPORT_ROWS_SHOWN = 100;
export const REPORT_DAYS_REQUIRED_MESSAGE = 'Please choose the start and the end date of this report.';
export const superAdminReportTableParams = z.object({ report: z.enum(superAdminReports) });
export const superAdminReportTableQuery = z
  .object({ start: reportDate.optional(), end: reportDate.optional() })
  .refine(
    ({ start, end }) => start === undefined || end === undefined || !isDay(start) || !isDay(end) || start <= end,
    {
      message: REPORT_RANGE_MESSAGE,
      path: ['end'],
      ...whenFieldsValid('start', 'end'),
    },
  );
export type SuperAdminReportTableQuery = z.infer<typeof superAdminReportTableQuery>;
/** A column's header, and whether its cells are times (ISO text, UTC). */
export const reportTableColumnSchema = z.object({ header: z.string(), time: z.boolean() });
export const superAdminReportTableAnswer = z.object({
  columns: z.array(reportTableColumnSchema),
  rows: z.array(z.array(z.union([z.string().nullable(), z.number()]))),
  more: z.boolean(),
});
export type SuperAdminReportTableAnswer = z.infer<typeof superAdminReportTableAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminReportTable = {
  method: 'GET',
  path: '/api/super_admin/report_tables/:report',
  params: superAdminReportTableParams,
  querystring: superAdminReportTableQuery,
  answer: superAdminReportTableAnswer,
} as const satisfies Endpoint;
/** R-009..R-011: the super admin's reports, xlsx files; the dated ones take their days in the path. */
export const superAdminReportsUserLogins = {
  method: 'GET',
  path: '/api/super_admin/reports/user_logins/:start/:end',
  params: datedReportParams,
} as const satisfies Endpoint;
export const superAdminReportsProccessesViewed = {
  method: 'GET',
  path: '/api/super_admin/reports/proccesses_viewed/:start/:end',
  params: datedReportParams,
} as const satisfies Endpoint;
export const superAdminReportsWordSearch = {
  method: 'GET',
  path: '/api/super_admin/reports/word_search/:start/:end',
  params: datedReportParams,
} as const satisfies Endpoint;
export const superAdminReportsManagers = {
  method: 'GET',
  path: '/api/super_admin/reports/managers',
} as const satisfies Endpoint;
export const superAdminReportsMailDomain = {
  method: 'GET',
  path: '/api/super_admin/reports/mail_domain',
} as const satisfies Endpoint;
export const superAdminReportsUserAgedLogins = {
  method: 'GET',
  path: '/api/super_admin/reports/user_aged_logins',
} as const satisfies Endpoint;
/** Each super admin report's call. */
export const datedSuperAdminReportCalls = {
  user_logins: superAdminReportsUserLogins,
  proccesses_viewed: superAdminReportsProccessesViewed,
  word_search: superAdminReportsWordSearch,
} as const satisfies Record<DatedSuperAdminReport, Endpoint>;
export const undatedSuperAdminReportCalls = {
  managers: superAdminReportsManagers,
  mail_domain: superAdminReportsMailDomain,
  user_aged_logins: superAdminReportsUserAgedLogins,
} as const satisfies Record<UndatedSuperAdminReport, Endpoint>;
export const adminCompanyReportsUsage = {
  method: 'GET',
  path: '/api/admin/company/reports/usage',
  querystring: usageReportQuery,
  answer: usageReportAnswer,
} as const satisfies Endpoint;
/** An xlsx. */
export const adminCompanyReportsUsageExport = {
  method: 'GET',
  path: '/api/admin/company/reports/usage/export',
  querystring: usageReportQuery,
} as const satisfies Endpoint;
/** An xlsx. */
export const adminCompanyReportsPartners = {
  method: 'GET',
  path: '/api/admin/company/reports/partners',
} as const satisfies Endpoint;
