import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import { startSession, type SessionTokens } from './session-tokens.ts';
import { sessionRefusal } from './sign-in-policy.ts';

/** A-036, DECISIONS 1: a super admin receives a session of the user (never of another super admin), audited. */
export async function loginAsUser(
  deps: AppDeps,
  actorOrNull: Actor | null,
  userId: number,
  ip: string,
): Promise<SessionTokens & { userId: number; companyId: number | null }> {
  const admin = requireSuperAdmin(actorOrNull);
  if (admin.impersonatorId !== null) throw new AppError('forbidden', 'You do not have access to see this page.');
  const target = await findUserWithCompanyById(deps.db, userId);
  if (!target) throw notFound('User not found.');
  if (target.user.role === 'super_admin')
    throw new AppError('forbidden', 'A super admin cannot log in as another super admin.');
  const refusal = sessionRefusal(target);
  if (refusal) throw new AppError('conflict', 'This user cannot sign in: the user or the company is disabled.');

  return deps.db.transaction(async (tx) => {
    await writeAuditLog(tx, {
      action: 'impersonation.start',
      actorUserId: admin.userId,
      subjectUserId: target.user.id,
      companyId: target.user.companyId,
      ip,
    });
    const tokens = await startSession(deps, tx, { userId: target.user.id, impersonatorId: admin.userId });
    return { ...tokens, userId: target.user.id, companyId: target.user.companyId };
  });
}
