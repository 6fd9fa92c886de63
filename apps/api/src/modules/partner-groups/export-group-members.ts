import { groupMembersFilename } from '@casebridge/contract/partner-groups';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { requireCompanyGroup, requireMembersShown } from './company-group.ts';
import { findGroupPartners, type GroupPartnerRow } from './partner-groups-repository.ts';

const columns: XlsxColumn<GroupPartnerRow>[] = [
  { header: 'Company', width: 32, value: (row) => row.companyName },
  { header: 'Department', width: 28, value: (row) => row.departmentName },
  { header: 'Process', width: 40, value: (row) => row.documentName },
  { header: 'Type', width: 12, value: (row) => (row.departmentId === null ? 'company' : 'department') },
];

/**
 * GET /api/admin/company/partner_groups/{id}/export_members, the members table as an xlsx named after the
 * group; like the table, a partner program's members are its sponsor's only.
 */
export async function exportGroupMembers(deps: AppDeps, actor: Actor | null, id: number) {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  requireMembersShown(group, admin);
  const rows = await findGroupPartners(deps.db, group.id);
  return {
    bytes: xlsxStream('Members', columns, [rows]),
    filename: groupMembersFilename(group.name),
    contentType: XLSX_CONTENT_TYPE,
  };
}
