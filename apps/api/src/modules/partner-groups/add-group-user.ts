import {
  GROUP_ACCESS_ALL_MESSAGE,
  GROUP_ACCESS_EXISTS_MESSAGE,
  GROUP_USER_NOT_FOUND_MESSAGE,
  type AddGroupUserAnswer,
} from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { namesUsersWithAccess, requireCompanyGroup, toGroupUserAccess } from './company-group.ts';
import { findActiveCompanyUser, findGroupUsers } from './partner-groups-repository.ts';
import { insertGroupUserAccess } from '../super-admin-groups/group-writer.ts';

/**
 * M-044 (DECISIONS 6, ADR 13): GET /api/admin/partner_groups/{id}/users/add/{userId} gives an active user of the
 * admin's own company access to the group, where the company's access is limited to named users: from then on the
 * user may work with the group's partners. Another company's user is not found; a user with access already, or a
 * company whose users all have access, is a conflict.
 */
export async function addGroupUser(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  userId: number,
): Promise<AddGroupUserAnswer> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  const group = await requireCompanyGroup(deps, admin, id);
  await requireAccess(deps.db, admin, 'user.manage', [userId]);
  if (!(await findActiveCompanyUser(deps.db, admin.companyId, userId))) throw notFound(GROUP_USER_NOT_FOUND_MESSAGE);
  if (!namesUsersWithAccess(group)) throw conflict(GROUP_ACCESS_ALL_MESSAGE);
  const added = await insertGroupUserAccess(deps.db, { communityId: group.id, relationId: group.relation.id, userId });
  if (!added) throw conflict(GROUP_ACCESS_EXISTS_MESSAGE);
  const [row] = await findGroupUsers(deps.db, group.id, admin.companyId, userId);
  if (!row) throw new Error('group access not found after adding it');
  return { access: toGroupUserAccess(row) };
}
