import type { GroupHeaderAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup } from './company-group.ts';

/** M-042: GET /api/admin/partner_groups/{id}, the group the user access page manages (non-limited admins, A-023). */
export async function getGroupHeader(deps: AppDeps, actor: Actor | null, id: number): Promise<GroupHeaderAnswer> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  const group = await requireCompanyGroup(deps, admin, id);
  return {
    group: { id: group.id, name: group.name, type: group.type, user_access_flag: group.relation.userAccessFlag },
  };
}
