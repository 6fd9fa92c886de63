import type { GroupPartner, PartnerGroupAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup, showsMembers, toPartnerGroup } from './company-group.ts';
import { findGroupPartners, type GroupPartnerRow } from './partner-groups-repository.ts';

export const toGroupPartner = (row: GroupPartnerRow): GroupPartner => ({
  company: { id: row.companyId, name: row.companyName },
  department: row.departmentId === null ? null : { id: row.departmentId, name: row.departmentName ?? '' },
  document: row.documentId === null ? null : { id: row.documentId, name: row.documentName ?? '' },
  type: row.departmentId === null ? 'company' : 'department',
});

/**
 * M-034..M-038: GET /api/admin/company/partner_groups/{id}, the group and its members; a partner program's members
 * only for its sponsor (the others get none, not just a hidden table).
 */
export async function getPartnerGroup(deps: AppDeps, actor: Actor | null, id: number): Promise<PartnerGroupAnswer> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  const partners = showsMembers(group, admin) ? await findGroupPartners(deps.db, group.id) : [];
  return { group: toPartnerGroup(deps, group, admin), partners: partners.map(toGroupPartner) };
}
