import type { GroupUsersAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup, toGroupUserAccess } from './company-group.ts';
import { findGroupUsers } from './partner-groups-repository.ts';

/** M-042: GET /api/admin/company/partner_groups/{id}/users, the admin's company's users given access to the group. */
export async function listGroupUsers(deps: AppDeps, actor: Actor | null, id: number): Promise<GroupUsersAnswer> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  const group = await requireCompanyGroup(deps, admin, id);
  const rows = await findGroupUsers(deps.db, group.id, admin.companyId);
  return { users: rows.map(toGroupUserAccess) };
}
