import type { ChangePasswordAnswer, ChangePasswordBody } from '@casebridge/contract/profile';
import { offersPasswordChange } from '@casebridge/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { requireOwnUser } from '../../lib/authorize.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import { invalidateEmailTokensOfUser } from './email-tokens.ts';
import { revokeAllRefreshSessionsOfUser } from './refresh-sessions.ts';
import { createSessionAccessToken } from './session-tokens.ts';
import { setPasswordHash } from '../users/user-writer.ts';

export const PASSWORD_BY_SSO_MESSAGE =
  'Your company signs in through single sign-on: your password is kept by its identity provider.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other sessions have been signed out.';

/**
 * P-004, P-005, X-036, X-041: the signed-in user sets a new password (never while a super admin acts as them, never
 * in a company that signs in through single sign-on). Every other session ends, and so do the access tokens issued
 * before; the session the change was made in (the access token's) goes on with the new access token answered
 * here. Unused password reset links end too.
 */
export async function changePassword(
  deps: AppDeps,
  actorOrNull: Actor | null,
  input: ChangePasswordBody,
  ip: string,
): Promise<ChangePasswordAnswer> {
  const actor = requireOwnUser(actorOrNull);
  const row = await findUserWithCompanyById(deps.db, actor.userId);
  if (!row) throw unauthorized();
  if (!offersPasswordChange(row.company?.loginMethod ?? null)) throw forbidden(PASSWORD_BY_SSO_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.userId, passwordHash);
    await revokeAllRefreshSessionsOfUser(tx, actor.userId, actor.sessionId);
    await invalidateEmailTokensOfUser(tx, 'reset_password', actor.userId);
    await writeAuditLog(tx, { action: 'password.change', actorUserId: actor.userId, subjectUserId: actor.userId, ip });
  });
  const token = createSessionAccessToken(deps, {
    userId: actor.userId,
    impersonatorId: null,
    familyId: actor.sessionId,
  });
  return { success: true, message: PASSWORD_CHANGED_MESSAGE, token };
}
