import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById, type UserWithCompany } from './auth-repository.ts';
import { findRefreshSessionOwner, revokeRefreshFamily } from './refresh-sessions.ts';
import { startSession, type SessionTokens } from './session-tokens.ts';
import { sessionRefusal } from './sign-in-policy.ts';

export type LoginAsUserResult = SessionTokens & {
  userId: number;
  companyId: number | null;
  /** The super admin's own refresh credential, kept for 'Back to Admin »'; undefined when the browser held none. */
  adminRefreshToken: string | undefined;
};

/**
 * A-036, DECISIONS 1: why a super admin may not log in as this user: never as another super admin, nor as an account
 * that may hold no session (inactive, or of a disabled company); null when they may.
 */
function loginAsRefusal(target: NonNullable<UserWithCompany>): AppError | null {
  if (target.user.role === 'super_admin')
    return new AppError('forbidden', 'A super admin cannot log in as another super admin.');
  if (sessionRefusal(target))
    return new AppError('conflict', 'This user cannot sign in: the user or the company is disabled.');
  return null;
}

/** whether the console offers 'Login as' for this user (can_login_as): the login-as call's own rule. */
export async function mayLogInAs(db: DbOrTx, userId: number): Promise<boolean> {
  const target = await findUserWithCompanyById(db, userId);
  return target !== undefined && loginAsRefusal(target) === null;
}

/**
 * A-036, DECISIONS 1: a super admin receives a session of the user (never of another super admin), audited.
 * `held`: the refresh credentials the browser sent, the current one first.
 */
export async function loginAsUser(
  deps: AppDeps,
  actorOrNull: Actor | null,
  userId: number,
  ip: string,
  held: (string | undefined)[],
): Promise<LoginAsUserResult> {
  const admin = requireSuperAdmin(actorOrNull);
  if (admin.impersonatorId !== null) throw new AppError('forbidden', NO_ACCESS_MESSAGE);
  const target = await findUserWithCompanyById(deps.db, userId);
  if (!target) throw notFound('User not found.');
  const refusal = loginAsRefusal(target);
  if (refusal) throw refusal;

  return deps.db.transaction(async (tx) => {
    const adminRefreshToken = await keepAdminSession(tx, held, admin.userId);
    await writeAuditLog(tx, {
      action: 'impersonation.start',
      actorUserId: admin.userId,
      subjectUserId: target.user.id,
      companyId: target.user.companyId,
      ip,
    });
    const tokens = await startSession(deps, tx, { userId: target.user.id, impersonatorId: admin.userId });
    return { ...tokens, userId: target.user.id, companyId: target.user.companyId, adminRefreshToken };
  });
}

/**
 * Of the credentials the browser held, the super admin's own session is kept for 'Back to Admin »'. Any other one
 * (another user's, an impersonation's) ends: its cookie is overwritten, and 'Back to Admin »' must never lead there.
 */
async function keepAdminSession(tx: DbOrTx, held: (string | undefined)[], adminId: number) {
  let kept: { token: string; familyId: string } | undefined;
  const others: string[] = [];
  for (const token of held) {
    const owner = token ? await findRefreshSessionOwner(tx, token) : undefined;
    if (!token || !owner) continue;
    if (!kept && owner.userId === adminId && owner.impersonatorId === null) kept = { token, familyId: owner.familyId };
    else others.push(owner.familyId);
  }
  for (const familyId of others) if (familyId !== kept?.familyId) await revokeRefreshFamily(tx, familyId);
  return kept?.token;
}
