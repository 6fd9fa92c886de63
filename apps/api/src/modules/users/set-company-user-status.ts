import type { ActiveStatus } from '@casebridge/contract/enums';
import { OWN_STATUS_MESSAGE } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { USER_NOT_FOUND } from './get-company-user.ts';
import { auditUserChange, endSessionsOnDisable } from './save-company-user.ts';
import { updateCompanyUser } from './users-repository.ts';

/**
 * M-023: POST /api/admin/company/users/{id}/status, Disable/Enable of a user of the admin's own company (another
 * company's is not found). A disabled user's sessions end at once; an admin may not disable themself (409).
 */
export async function setCompanyUserStatus(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  status: ActiveStatus,
  ip: string,
): Promise<{ success: true; message: string; status: ActiveStatus }> {
  const admin = requireCompanyAdmin(actor);
  if (userId === admin.userId && status !== 'active') throw new AppError('conflict', OWN_STATUS_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const before = await updateCompanyUser(tx, admin.companyId, userId, { status });
    if (before === undefined) throw notFound(USER_NOT_FOUND);
    await endSessionsOnDisable(tx, userId, before, status);
    if (before !== status) await auditUserChange(tx, admin, `user.status.${status}`, userId, ip);
  });
  return { success: true, message: status === 'active' ? 'User enabled.' : 'User disabled.', status };
}
