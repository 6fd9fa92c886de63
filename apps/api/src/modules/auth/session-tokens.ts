import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createAccessToken } from '../../lib/access-token.ts';
import { issueRefreshSession } from './refresh-sessions.ts';

export const REFRESH_COOKIE = 'cb_refresh';
/** The super admin's own refresh credential, kept aside while impersonating (for 'Back to Admin »'). */
export const ADMIN_REFRESH_COOKIE = 'cb_admin_refresh';

export type SessionTokens = { accessToken: string; refreshToken: string };

export function createSessionAccessToken(deps: AppDeps, subject: { userId: number; impersonatorId: number | null }) {
  return createAccessToken(subject, deps.config.secret, deps.config.accessTokenTtl);
}

/** A new sign-in: a new refresh family and its first access token. */
export async function startSession(
  deps: AppDeps,
  db: DbOrTx,
  subject: { userId: number; impersonatorId: number | null },
): Promise<SessionTokens> {
  const refresh = await issueRefreshSession(db, subject, deps.config.refreshTokenTtl);
  return { accessToken: createSessionAccessToken(deps, subject), refreshToken: refresh.token };
}
