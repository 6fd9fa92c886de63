import {
  isDatedSuperAdminReport,
  REPORT_DAYS_REQUIRED_MESSAGE,
  SUPER_ADMIN_REPORT_ROWS_SHOWN,
  superAdminReportFilename,
  XLSX_CONTENT_TYPE,
  type SuperAdminReport,
  type SuperAdminReportTableAnswer,
  type SuperAdminReportTableQuery,
} from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import {
  findMailDomains,
  findManagers,
  findProcessesViewed,
  findUserLastLogins,
  findUserLogins,
  findWordSearches,
  type ReportPage,
  type ReportRange,
} from './super-admin-reports-repository.ts';

const PAGE_ROWS = 5000;
const DAY_MS = 24 * 3600 * 1000;

type Row = Record<string, unknown> & { id?: number };
/** A column of the file and of the table on screen; `time`: its values are moments (shown in UTC). */
type ReportColumn = XlsxColumn<Row> & { time?: true };
type Definition = {
  columns: ReportColumn[];
  /** A page of the report's rows (every row at once for a report that has no pages). */
  read: (db: DbOrTx, range: ReportRange | null, page: ReportPage) => Promise<Row[]>;
  paged: boolean;
};

const text = (key: string) => (row: Row) => (row[key] ?? null) as string | null;
const time = (key: string) => (row: Row) => (row[key] ?? null) as Date | null;
const col = (header: string, width: number, value: XlsxColumn<Row>['value']): ReportColumn => ({
  header,
  width,
  value,
});
const timeCol = (header: string, key: string): ReportColumn => ({ ...col(header, 18, time(key)), time: true });
const person = [
  col('First Name', 16, text('firstName')),
  col('Last Name', 18, text('lastName')),
  col('Email', 32, text('email')),
];
const account = [
  col('Company', 28, text('company')),
  ...person,
  col('Role', 18, text('role')),
  col('Status', 10, text('status')),
  timeCol('Last Login (UTC)', 'lastLoginAt'),
];
const ranged =
  (read: (db: DbOrTx, range: ReportRange, page: ReportPage) => Promise<Row[]>) =>
  (db: DbOrTx, range: ReportRange | null, page: ReportPage) => {
    if (range === null) throw new Error('a dated report needs its dates');
    return read(db, range, page);
  };

/** what each report holds and where it reads it. */
const definitions: Record<SuperAdminReport, Definition> = {
  user_logins: {
    columns: [
      timeCol('Signed In (UTC)', 'at'),
      ...person,
      col('Role', 18, text('role')),
      col('Company', 28, text('company')),
    ],
    read: ranged(findUserLogins),
    paged: true,
  },
  proccesses_viewed: {
    columns: [
      timeCol('Viewed (UTC)', 'at'),
      ...person,
      col('Company', 28, text('company')),
      col('Process', 36, text('process')),
      col('Process Company', 28, text('processCompany')),
    ],
    read: ranged(findProcessesViewed),
    paged: true,
  },
  word_search: {
    columns: [
      timeCol('Searched (UTC)', 'at'),
      ...person,
      col('Company', 28, text('company')),
      col('Term', 24, text('term')),
      col('Location', 14, text('location')),
      col('Partners Chosen', 40, text('chosen')),
    ],
    read: ranged(findWordSearches),
    paged: true,
  },
  managers: { columns: account, read: (db, _range, page) => findManagers(db, page), paged: true },
  mail_domain: {
    columns: [
      col('Domain', 28, text('domain')),
      col('Companies', 40, text('companies')),
      col('Users', 10, (row) => row.users as number),
      col('Active Users', 12, (row) => row.activeUsers as number),
    ],
    read: (db) => findMailDomains(db),
    paged: false,
  },
  user_aged_logins: {
    columns: [
      ...account,
      col('Days Since Login', 16, (row) =>
        row.lastLoginAt instanceof Date ? Math.floor((Date.now() - row.lastLoginAt.getTime()) / DAY_MS) : null,
      ),
    ],
    read: (db, _range, page) => findUserLastLogins(db, page),
    paged: true,
  },
};

type Days = { start: string; end: string };
/** The UTC moments of a dated report's days, both included. */
const rangeOf = (days: Days) => ({
  from: new Date(`${days.start}T00:00:00Z`),
  to: new Date(new Date(`${days.end}T00:00:00Z`).getTime() + DAY_MS),
});

/**
 * Issue 24 §4: GET /api/super_admin/report_tables/{report}?start&end, a network report on screen: the rows the
 * report's xlsx holds (the same query, the same columns), the first SUPER_ADMIN_REPORT_ROWS_SHOWN of them. A dated
 * report without both days is a 422 with the field map; an undated one ignores days. For super admins only.
 */
export async function readSuperAdminReportTable(
  deps: AppDeps,
  actor: Actor | null,
  report: SuperAdminReport,
  query: SuperAdminReportTableQuery,
): Promise<SuperAdminReportTableAnswer> {
  requireSuperAdmin(actor);
  const { columns, read } = definitions[report];
  let range: ReportRange | null = null;
  if (isDatedSuperAdminReport(report)) {
    const { start, end } = query;
    if (start === undefined || end === undefined) {
      const missing = { start, end };
      const errors = Object.fromEntries(
        Object.entries(missing)
          .filter(([, day]) => day === undefined)
          .map(([field]) => [field, [REPORT_DAYS_REQUIRED_MESSAGE]]),
      );
      throw new AppError('validation', REPORT_DAYS_REQUIRED_MESSAGE, errors);
    }
    range = rangeOf({ start, end });
  }
  const rows = await read(deps.db, range, { after: 0, limit: SUPER_ADMIN_REPORT_ROWS_SHOWN + 1 });
  return {
    columns: columns.map((column) => ({ header: column.header, time: column.time === true })),
    rows: rows.slice(0, SUPER_ADMIN_REPORT_ROWS_SHOWN).map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        return value instanceof Date ? value.toISOString() : value;
      }),
    ),
    more: rows.length > SUPER_ADMIN_REPORT_ROWS_SHOWN,
  };
}

/**
 * R-009..R-011: GET /api/super_admin/reports/{report}[/{start}/{end}], a report of the whole network as an xlsx,
 * read a page at a time as it is written. For super admins only.
 */
export function exportSuperAdminReport(
  deps: AppDeps,
  actor: Actor | null,
  report: SuperAdminReport,
  days: Days | null,
  now = new Date(),
) {
  requireSuperAdmin(actor);
  const { columns, read, paged } = definitions[report];
  const range = days === null ? null : rangeOf(days);
  async function* pages() {
    let after = 0;
    for (;;) {
      const rows = await read(deps.db, range, { after, limit: PAGE_ROWS });
      if (rows.length > 0) yield rows;
      const last = rows.at(-1)?.id;
      if (!paged || rows.length < PAGE_ROWS || last === undefined) return;
      after = last;
    }
  }
  return {
    bytes: xlsxStream(report, columns, pages()),
    filename: superAdminReportFilename(report, now),
    contentType: XLSX_CONTENT_TYPE,
  };
}
