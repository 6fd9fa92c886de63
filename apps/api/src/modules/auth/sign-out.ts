import type { LogoutAnswer } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { findSsoLogoutUrl } from './auth-repository.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { findRefreshSessionOwner, revokeRefreshFamily, revokeRefreshSessionByToken } from './refresh-sessions.ts';

/**
 * Ends the sessions behind the cookies the browser holds and the bearer token's own, and with them their access
 * tokens at once (the request context checks each token's session). A user of a single sign-on company (not a super
 * admin acting as them) is then sent to the company's logout URL, if it has one.
 */
export async function signOut(
  deps: AppDeps,
  actor: Actor | null,
  input: { refreshToken?: string; adminRefreshToken?: string },
): Promise<LogoutAnswer> {
  const owner = input.refreshToken ? await findRefreshSessionOwner(deps.db, input.refreshToken) : undefined;
  const logoutUrl = owner && owner.impersonatorId === null ? await findSsoLogoutUrl(deps.db, owner.userId) : null;
  if (input.refreshToken) await revokeRefreshSessionByToken(deps.db, input.refreshToken);
  if (input.adminRefreshToken) await revokeRefreshSessionByToken(deps.db, input.adminRefreshToken);
  if (actor) await revokeRefreshFamily(deps.db, actor.sessionId);
  return { message: 'You have been signed out.', logout_url: logoutUrl };
}
