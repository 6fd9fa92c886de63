import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireOwnUser } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { lockActiveAdministrators } from './profile-repository.ts';
import { deleteUser } from '../users/user-writer.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const LAST_COMPANY_ADMIN_MESSAGE =
  'You are the last business or program manager of your company. Make another user a manager before you delete your account.';
export const LAST_SUPER_ADMIN_MESSAGE =
  'You are the last super admin. Make another user a super admin before you delete your account.';

/**
 * P-006, ADR 17: the user deletes their own account (never a super admin logged in as them). Its sessions, sign-in
 * and reset links, favorites and searches go with it; the cases it sent stay with its company. The last active
 * administrator of a company (or of the network) may not leave it without one.
 */
export async function deleteOwnAccount(deps: AppDeps, actorOrNull: Actor | null, ip: string): Promise<SuccessAnswer> {
  const actor = requireOwnUser(actorOrNull);
  await deps.db.transaction(async (tx) => {
    const administrators = await lockActiveAdministrators(tx, actor.companyId);
    if (administrators.length === 1 && administrators[0] === actor.userId)
      throw conflict(actor.companyId === null ? LAST_SUPER_ADMIN_MESSAGE : LAST_COMPANY_ADMIN_MESSAGE);
    await writeAuditLog(tx, {
      action: 'account.delete',
      actorUserId: null,
      companyId: actor.companyId,
      details: { user_id: actor.userId, name: `${actor.firstName} ${actor.lastName}` },
      ip,
    });
    await deleteUser(tx, actor.userId);
  });
  return { success: true, message: ACCOUNT_DELETED_MESSAGE };
}
