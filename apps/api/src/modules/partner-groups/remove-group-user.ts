import { GROUP_ACCESS_NOT_FOUND_MESSAGE, GROUP_ACCESS_REMOVED_MESSAGE } from '@casebridge/contract/partner-groups';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { requireCompanyGroup } from './company-group.ts';
import { deleteGroupUserAccess } from '../super-admin-groups/group-writer.ts';

/**
 * M-045: GET /api/admin/company/partner_groups/{id}/users/{userId}/delete takes a user of the admin's own company
 * out of the group's access list (from then on the user no longer reaches partners through it, ADR 13).
 */
export async function removeGroupUser(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  userId: number,
): Promise<MessageBody> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  const group = await requireCompanyGroup(deps, admin, id);
  await requireAccess(deps.db, admin, 'user.manage', [userId]);
  if (!(await deleteGroupUserAccess(deps.db, group.id, admin.companyId, userId)))
    throw notFound(GROUP_ACCESS_NOT_FOUND_MESSAGE);
  return { message: GROUP_ACCESS_REMOVED_MESSAGE };
}
