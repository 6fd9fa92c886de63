import { groupMembersFilename } from '@casebridge/contract/partner-groups';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import { memberRelationshipLabels } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { requireGroup } from './get-group.ts';
import { findPartners, type PartnerRow } from './super-admin-groups-repository.ts';

const columns: XlsxColumn<PartnerRow>[] = [
  { header: 'Company', width: 32, value: (row) => row.companyName },
  { header: 'Department', width: 28, value: (row) => row.departmentName },
  { header: 'Process', width: 40, value: (row) => row.documentName },
  { header: 'Type', width: 12, value: (row) => (row.departmentId === null ? 'company' : 'department') },
  { header: 'Active', width: 8, value: (row) => (row.isActive ? 'yes' : 'no') },
  { header: 'Relation', width: 28, value: (row) => memberRelationshipLabels[row.memberRelationship] },
];

/** GET /api/super_admin/groups/{id}/partners/export, the partners table as an xlsx named after the group. */
export async function exportGroupPartners(deps: AppDeps, actor: Actor | null, id: number) {
  requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const rows = await findPartners(deps.db, group.community.id);
  return {
    bytes: xlsxStream('Partners', columns, [rows]),
    filename: groupMembersFilename(group.community.name),
    contentType: XLSX_CONTENT_TYPE,
  };
}
