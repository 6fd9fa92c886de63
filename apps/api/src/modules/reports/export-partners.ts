import { PARTNERS_REPORT_FILENAME, XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { findAccessiblePartners } from '../access/partner-access.ts';
import { findPartnerGroups } from './reports-repository.ts';

type PartnerRow = Awaited<ReturnType<typeof findPartnerGroups>>[number];

const columns: XlsxColumn<PartnerRow>[] = [
  { header: 'Partner', width: 32, value: (row) => row.name },
  { header: 'Domain', width: 24, value: (row) => row.domain },
  { header: 'Shared Groups', width: 48, value: (row) => row.groups.join(', ') },
];

/**
 * GET /api/admin/company/reports/partners, the companies the admin may work with (the one partner-access
 * rule, ADR 13) and the groups through which, as an xlsx.
 */
export async function exportPartners(deps: AppDeps, actor: Actor | null) {
  const admin = requireCompanyAdmin(actor);
  const rows = await findPartnerGroups(deps.db, admin.companyId, await findAccessiblePartners(deps.db, admin));
  return {
    bytes: xlsxStream('Partners', columns, [rows]),
    filename: PARTNERS_REPORT_FILENAME,
    contentType: XLSX_CONTENT_TYPE,
  };
}
