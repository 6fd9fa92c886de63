import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createAccessToken } from '../../lib/access-token.ts';
import { issueRefreshSession, type RefreshSubject } from './refresh-sessions.ts';

export const REFRESH_COOKIE = 'cb_refresh';
/** The super admin's own refresh credential, kept aside while impersonating (for 'Back to Admin »'). */
export const ADMIN_REFRESH_COOKIE = 'cb_admin_refresh';

export type SessionTokens = { accessToken: string; refreshToken: string };

/** An access token of the session `subject.familyId`: it holds while that session does (request-context). */
export function createSessionAccessToken(deps: AppDeps, subject: RefreshSubject) {
  return createAccessToken(
    { userId: subject.userId, impersonatorId: subject.impersonatorId, sessionId: subject.familyId },
    deps.config.secret,
    deps.config.accessTokenTtl,
  );
}

/** A new sign-in: a new refresh family and its first access token. */
export async function startSession(
  deps: AppDeps,
  db: DbOrTx,
  subject: { userId: number; impersonatorId: number | null },
): Promise<SessionTokens> {
  const refresh = await issueRefreshSession(db, subject, deps.config.refreshTokenTtl);
  return { accessToken: createSessionAccessToken(deps, refresh), refreshToken: refresh.token };
}
