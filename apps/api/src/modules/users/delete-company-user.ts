import type { SuccessAnswer } from '@casebridge/contract/errors';
import { OWN_DELETE_MESSAGE } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { USER_NOT_FOUND } from './get-company-user.ts';
import { mayDeleteCompanyUser } from './own-account-rules.ts';
import type { UserEditor } from './save-company-user.ts';
import { deleteUser } from './user-writer.ts';

/**
 * M-017, S-048: deletes a user of one company (another company's is not found, nothing changes), audited. The
 * user's sessions, tokens, favorites and searches go with the account (as when a user deletes their own, P-006);
 * the cases they sent stay with the company.
 */
export async function deleteUserOfCompany(
  deps: AppDeps,
  editor: UserEditor,
  companyId: number,
  userId: number,
  ip: string,
): Promise<SuccessAnswer> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await deleteUser(tx, userId, companyId);
    if (!row) throw notFound(USER_NOT_FOUND);
    await writeAuditLog(tx, {
      action: 'user.delete',
      actorUserId: editor.userId,
      impersonatorUserId: editor.impersonatorId,
      companyId,
      details: { user_id: userId, name: `${row.firstName} ${row.lastName}` },
      ip,
    });
    return row;
  });
  return { success: true, message: `${deleted.firstName} ${deleted.lastName} has been deleted.` };
}

/**
 * M-017, ADR 6 (DECISIONS 6): GET /api/admin/company/users/{id}/delete, a company admin deletes a user of their own
 * company. An admin does not delete themself here (409): the profile's own account deletion is for that.
 */
export async function deleteCompanyUserById(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  ip: string,
): Promise<SuccessAnswer> {
  const admin = requireCompanyAdmin(actor);
  await requireAccess(deps.db, admin, 'user.manage', [userId]);
  if (!mayDeleteCompanyUser(admin, userId)) throw new AppError('conflict', OWN_DELETE_MESSAGE);
  return deleteUserOfCompany(deps, admin, admin.companyId, userId, ip);
}
