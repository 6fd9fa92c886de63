import type { GroupsAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { toGroupListRow } from './group-answers.ts';
import { findGroups } from './super-admin-groups-repository.ts';

/** S-050: GET /api/super_admin/groups, every group of the network by name. */
export async function listGroups(deps: AppDeps, actor: Actor | null): Promise<GroupsAnswer> {
  requireSuperAdmin(actor);
  const rows = await findGroups(deps.db);
  return { groups: rows.map((row) => toGroupListRow(deps, row)) };
}
