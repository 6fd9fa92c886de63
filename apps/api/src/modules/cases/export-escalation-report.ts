import { casePriorityLabels } from '@casebridge/contract/cases';
import {
  ESCALATION_REPORT_NO_START,
  ESCALATION_REPORT_TYPE,
  type EscalationReportParams,
} from '@casebridge/contract/escalation';
import { datedExportFilename, XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { findEscalationExportPage } from './escalation-repository.ts';

const PAGE_ROWS = 2000;
const DAY_MS = 24 * 3600 * 1000;

type Row = Awaited<ReturnType<typeof findEscalationExportPage>>[number];

/** The escalation table's columns (S-004), in its words. */
const columns: XlsxColumn<Row>[] = [
  { header: 'Case#', width: 16, value: (row) => row.internalCaseNumber },
  { header: 'Company', width: 28, value: (row) => row.company },
  { header: 'Receiver', width: 28, value: (row) => row.receiver },
  { header: 'Priority', width: 12, value: (row) => casePriorityLabels[row.priority] },
  { header: 'Created (UTC)', width: 18, value: (row) => row.createdAt },
  { header: 'Status', width: 12, value: (row) => row.status },
  { header: 'Document', width: 36, value: (row) => row.document },
];

/**
 * GET /api/super_admin/escalation/report/{filter}[/{start}[/{end}]], the escalation table's cases of the filter
 * created in the days from start to end as an xlsx (escalation.YYMMDD.xlsx), read a page at a time as it is written.
 */
export function exportEscalationReport(
  deps: AppDeps,
  actor: Actor | null,
  params: EscalationReportParams,
  now = new Date(),
) {
  requireSuperAdmin(actor);
  const from =
    params.start === undefined || params.start === ESCALATION_REPORT_NO_START
      ? null
      : new Date(`${params.start}T00:00:00Z`);
  const to = params.end === undefined ? null : new Date(new Date(`${params.end}T00:00:00Z`).getTime() + DAY_MS);
  async function* pages() {
    let after = 0;
    for (;;) {
      const rows = await findEscalationExportPage(deps.db, {
        filter: params.filter,
        from,
        to,
        now,
        after,
        limit: PAGE_ROWS,
      });
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (rows.length < PAGE_ROWS || last === undefined) return;
      after = last.id;
    }
  }
  return {
    bytes: xlsxStream('Escalation', columns, pages()),
    filename: datedExportFilename(ESCALATION_REPORT_TYPE, now),
    contentType: XLSX_CONTENT_TYPE,
  };
}
