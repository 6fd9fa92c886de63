import type { AppDeps } from '../../app-deps.ts';
import { checkAccessToken } from '../../lib/access-token.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import { findRefreshSessionOwner, revokeRefreshSessionByToken, rotateRefreshSession } from './refresh-sessions.ts';
import { createSessionAccessToken, type SessionTokens } from './session-tokens.ts';
import { sessionRefusal } from './sign-in-policy.ts';

export type RefreshInput = { refreshToken?: string; adminRefreshToken?: string; bearer?: string };
export type RefreshResult = SessionTokens & { endedImpersonation: boolean };

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Issues a new access token from the rotating refresh credential. When the bearer is the super admin's own token
 * and the admin credential kept during impersonation belongs to them, that one is used and impersonation ends.
 */
export async function refreshAccess(deps: AppDeps, input: RefreshInput, ip: string): Promise<RefreshResult> {
  const client = input.refreshToken ? hashToken(input.refreshToken).slice(0, 16) : 'none';
  await consumeRateLimit(deps.db, `refresh:${ip}:${client}`, deps.config.authRateLimit, 60);

  let credential = input.refreshToken;
  let endsImpersonation = false;
  if (input.adminRefreshToken && input.bearer) {
    const bearer = checkAccessToken(input.bearer, deps.config.secret);
    const adminOwner = await findRefreshSessionOwner(deps.db, input.adminRefreshToken);
    if (bearer.status !== 'invalid' && bearer.claims.imp === null && adminOwner?.userId === bearer.claims.sub) {
      credential = input.adminRefreshToken;
      endsImpersonation = true;
    }
  }
  if (!credential) throw new AppError('unauthorized', SESSION_ENDED);
  // Not in one transaction: a revocation for reuse or a disabled account must stay when the request fails.
  const rotation = await rotateRefreshSession(deps.db, credential, deps.config.refreshTokenTtl);
  if (rotation.status === 'rejected') throw new AppError('unauthorized', SESSION_ENDED);
  const { session } = rotation;
  const row = await findUserWithCompanyById(deps.db, session.userId);
  if (!row || sessionRefusal(row)) {
    await revokeRefreshSessionByToken(deps.db, session.token);
    throw new AppError('unauthorized', SESSION_ENDED);
  }
  if (endsImpersonation && input.refreshToken) {
    const impersonationToken = input.refreshToken;
    await deps.db.transaction(async (tx) => {
      const impersonated = await findRefreshSessionOwner(tx, impersonationToken);
      await revokeRefreshSessionByToken(tx, impersonationToken);
      await writeAuditLog(tx, {
        action: 'impersonation.end',
        actorUserId: session.userId,
        subjectUserId: impersonated?.userId ?? null,
        ip,
      });
    });
  }
  return {
    accessToken: createSessionAccessToken(deps, { userId: session.userId, impersonatorId: session.impersonatorId }),
    refreshToken: session.token,
    endedImpersonation: endsImpersonation,
  };
}
