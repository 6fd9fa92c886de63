import type { UsageReportQuery, UsageReportRow } from '@casebridge/contract/reports';
import type { findUsageCases, UsageRange } from './reports-repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** the company's cases from the start date's first moment to the end date's last (UTC days). */
export const usageRange = (companyId: number, { start, end }: UsageReportQuery): UsageRange => ({
  companyId,
  from: new Date(`${start}T00:00:00Z`),
  to: new Date(new Date(`${end}T00:00:00Z`).getTime() + DAY_MS),
});

type UsageCase = Awaited<ReturnType<typeof findUsageCases>>[number];

/** the company's own number for a case: its internal one when it sent it, the one it answered with else. */
export const toUsageRow = (row: UsageCase): UsageReportRow => ({
  type: row.outbound ? 'outbound' : 'inbound',
  case_number: row.outbound ? row.internalCaseNumber : row.partnerCaseNumber,
  partner: row.partner,
  created_at: row.createdAt.toISOString(),
  response_date: row.responseDate === null ? null : new Date(row.responseDate).toISOString(),
  token: row.token,
});
