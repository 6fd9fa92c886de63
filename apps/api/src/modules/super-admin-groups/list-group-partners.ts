import type { GroupPartnersAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { requireGroup } from './get-group.ts';
import { toSuperAdminPartner } from './group-answers.ts';
import { findPartners } from './super-admin-groups-repository.ts';

/** S-057: GET /api/super_admin/groups/{id}/partners, every relation of the group. */
export async function listGroupPartners(deps: AppDeps, actor: Actor | null, id: number): Promise<GroupPartnersAnswer> {
  requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const rows = await findPartners(deps.db, group.community.id);
  return { partners: rows.map(toSuperAdminPartner) };
}
