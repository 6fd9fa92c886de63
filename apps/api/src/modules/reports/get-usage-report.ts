import { USAGE_REPORT_ROWS_SHOWN, type UsageReportAnswer, type UsageReportQuery } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { countUsageCases, findUsageCases } from './reports-repository.ts';
import { toUsageRow, usageRange } from './usage-range.ts';

/**
 * GET /api/admin/company/reports/usage, the cases the admin's company (from the session) sent
 * or received in the range: how many, and the newest of them (the export holds them all).
 */
export async function getUsageReport(
  deps: AppDeps,
  actor: Actor | null,
  query: UsageReportQuery,
): Promise<UsageReportAnswer> {
  const admin = requireCompanyAdmin(actor);
  const range = usageRange(admin.companyId, query);
  const [rows, total] = await Promise.all([
    findUsageCases(deps.db, range, { limit: USAGE_REPORT_ROWS_SHOWN }),
    countUsageCases(deps.db, range),
  ]);
  return { data: rows.map(toUsageRow), total };
}
