import {
  usageReportFilename,
  XLSX_CONTENT_TYPE,
  type UsageReportQuery,
  type UsageReportRow,
} from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { findUsageCases } from './reports-repository.ts';
import { toUsageRow, usageRange } from './usage-range.ts';

const PAGE_ROWS = 2000;

const columns: XlsxColumn<UsageReportRow>[] = [
  { header: 'Type', width: 10, value: (row) => (row.type === 'outbound' ? 'Outbound' : 'Inbound') },
  { header: 'Case Number', width: 18, value: (row) => row.case_number },
  { header: 'Partner', width: 32, value: (row) => row.partner },
  { header: 'Created (UTC)', width: 18, value: (row) => new Date(row.created_at) },
  { header: 'Response Date (UTC)', width: 20, value: (row) => row.response_date && new Date(row.response_date) },
  { header: 'Token', width: 36, value: (row) => row.token },
];

/** GET /api/admin/company/reports/usage/export, every case of the usage report as an xlsx, newest first. */
export function exportUsageReport(deps: AppDeps, actor: Actor | null, query: UsageReportQuery) {
  const admin = requireCompanyAdmin(actor);
  const range = usageRange(admin.companyId, query);
  async function* pages() {
    let before: number | undefined;
    for (;;) {
      const rows = await findUsageCases(deps.db, range, { limit: PAGE_ROWS, before });
      if (rows.length > 0) yield rows.map(toUsageRow);
      if (rows.length < PAGE_ROWS) return;
      before = rows.at(-1)?.id;
    }
  }
  return {
    bytes: xlsxStream('Usage report', columns, pages()),
    filename: usageReportFilename(query),
    contentType: XLSX_CONTENT_TYPE,
  };
}
