import type { AppDeps } from '../../app-deps.ts';
import { checkAccessToken } from '../../lib/access-token.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import {
  findRefreshSessionOwner,
  revokeRefreshFamily,
  revokeRefreshSessionByToken,
  rotateRefreshSession,
  type RefreshSubject,
} from './refresh-sessions.ts';
import { createSessionAccessToken } from './session-tokens.ts';
import { mayImpersonate, sessionRefusal } from './sign-in-policy.ts';

export type RefreshInput = { refreshToken?: string; adminRefreshToken?: string; bearer?: string };
/**
 * refreshToken is absent when a parallel request already rotated the credential (its cookie stands).
 * endedAdminCredential: the kept admin credential was used ('Back to Admin »') or revoked; its cookie goes.
 */
export type RefreshResult = { accessToken: string; refreshToken: string | undefined; endedAdminCredential: boolean };

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Issues a new access token from the rotating refresh credential. When the bearer is the super admin's own token
 * and the admin credential kept during impersonation belongs to them, that one is used and impersonation ends.
 */
export async function refreshAccess(deps: AppDeps, input: RefreshInput, ip: string): Promise<RefreshResult> {
  const client = input.refreshToken ? hashToken(input.refreshToken).slice(0, 16) : 'none';
  await consumeRateLimit(deps.db, `refresh:${ip}`, deps.config.authAddressRateLimit, 60);
  await consumeRateLimit(deps.db, `refresh:${ip}:${client}`, deps.config.authRateLimit, 60);

  let credential = input.refreshToken;
  let endsImpersonation = false;
  let endsAdminCredential = false;
  if (input.adminRefreshToken) {
    const kept = await findRefreshSessionOwner(deps.db, input.adminRefreshToken);
    const current = input.refreshToken ? await findRefreshSessionOwner(deps.db, input.refreshToken) : undefined;
    const bearer = input.bearer ? checkAccessToken(input.bearer, deps.config.secret) : undefined;
    if (!kept || kept.impersonatorId !== null || current?.impersonatorId !== kept.userId) {
      // Not the own session of the super admin impersonating now: revoked, so it never opens anybody's session.
      if (kept) await revokeRefreshFamily(deps.db, kept.familyId);
      endsAdminCredential = true;
    } else if (
      bearer &&
      bearer.status !== 'invalid' &&
      bearer.claims.imp === null &&
      bearer.claims.sub === kept.userId
    ) {
      credential = input.adminRefreshToken;
      endsImpersonation = true;
      endsAdminCredential = true;
    }
  }
  if (!credential) throw new AppError('unauthorized', SESSION_ENDED);
  const rotation = await rotateRefreshSession(deps.db, credential, {
    ttlSeconds: deps.config.refreshTokenTtl,
    graceSeconds: deps.config.refreshReuseGrace,
  });
  if (rotation.status === 'rejected') throw new AppError('unauthorized', SESSION_ENDED);
  const subject = rotation.status === 'rotated' ? rotation.session : rotation.subject;
  if (!(await mayHoldSession(deps, subject))) {
    await revokeRefreshSessionByToken(deps.db, credential);
    throw new AppError('unauthorized', SESSION_ENDED);
  }
  if (endsImpersonation && input.refreshToken) {
    const impersonationToken = input.refreshToken;
    await deps.db.transaction(async (tx) => {
      const impersonated = await findRefreshSessionOwner(tx, impersonationToken);
      await revokeRefreshSessionByToken(tx, impersonationToken);
      await writeAuditLog(tx, {
        action: 'impersonation.end',
        actorUserId: subject.userId,
        subjectUserId: impersonated?.userId ?? null,
        ip,
      });
    });
  }
  return {
    accessToken: createSessionAccessToken(deps, subject),
    refreshToken: rotation.status === 'rotated' ? rotation.session.token : undefined,
    endedAdminCredential: endsAdminCredential,
  };
}

/** X-037 for the user, and during impersonation the super admin behind it must still be one. */
async function mayHoldSession(deps: AppDeps, subject: RefreshSubject): Promise<boolean> {
  const row = await findUserWithCompanyById(deps.db, subject.userId);
  if (!row || sessionRefusal(row)) return false;
  if (subject.impersonatorId === null) return true;
  return mayImpersonate(await findUserWithCompanyById(deps.db, subject.impersonatorId));
}
