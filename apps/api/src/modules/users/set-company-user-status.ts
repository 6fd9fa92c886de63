import type { ActiveStatus } from '@casebridge/contract/enums';
import { OWN_STATUS_MESSAGE } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { USER_NOT_FOUND } from './get-company-user.ts';
import { companyUserChanges } from './own-account-rules.ts';
import { auditUserChange, endSessionsOnDisable, type UserEditor } from './save-company-user.ts';
import { updateCompanyUser } from './user-writer.ts';

export type UserStatusAnswer = { success: true; message: string; status: ActiveStatus };

/**
 * M-023, S-048: Disable/Enable of a user of one company (another company's is not found). A disabled user's sessions
 * end at once (the refresh credentials here, the access tokens at the request context's next check); audited.
 */
export async function setUserStatusOfCompany(
  deps: AppDeps,
  editor: UserEditor,
  companyId: number,
  userId: number,
  status: ActiveStatus,
  ip: string,
): Promise<UserStatusAnswer> {
  await deps.db.transaction(async (tx) => {
    const before = await updateCompanyUser(tx, companyId, userId, { status });
    if (before === undefined) throw notFound(USER_NOT_FOUND);
    await endSessionsOnDisable(tx, userId, before, status);
    if (before !== status) await auditUserChange(tx, editor, companyId, `user.status.${status}`, userId, ip);
  });
  return { success: true, message: status === 'active' ? 'User enabled.' : 'User disabled.', status };
}

/**
 * M-023: POST /api/admin/company/users/{id}/status, Disable/Enable of a user of the admin's own company (another
 * company's is not found). An admin does not change their own status (409): signed in, they are active, so the call
 * could only disable them.
 */
export async function setCompanyUserStatus(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  status: ActiveStatus,
  ip: string,
): Promise<UserStatusAnswer> {
  const admin = requireCompanyAdmin(actor);
  await requireAccess(deps.db, admin, 'user.manage', [userId]);
  if (!companyUserChanges(admin, userId).can_change_status) throw new AppError('conflict', OWN_STATUS_MESSAGE);
  return setUserStatusOfCompany(deps, admin, admin.companyId, userId, status, ip);
}
