import type { LogoutAnswer } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { findSsoLogoutUrl } from './auth-repository.ts';
import { findRefreshSessionOwner, revokeRefreshSessionByToken } from './refresh-sessions.ts';

/**
 * Ends the refresh families behind the cookies the browser holds; the access token simply expires. A user of a
 * single sign-on company (not a super admin acting as them) is then sent to the company's logout URL, if it has one.
 */
export async function signOut(
  deps: AppDeps,
  input: { refreshToken?: string; adminRefreshToken?: string },
): Promise<LogoutAnswer> {
  const owner = input.refreshToken ? await findRefreshSessionOwner(deps.db, input.refreshToken) : undefined;
  const logoutUrl = owner && owner.impersonatorId === null ? await findSsoLogoutUrl(deps.db, owner.userId) : null;
  if (input.refreshToken) await revokeRefreshSessionByToken(deps.db, input.refreshToken);
  if (input.adminRefreshToken) await revokeRefreshSessionByToken(deps.db, input.adminRefreshToken);
  return { message: 'You have been signed out.', logout_url: logoutUrl };
}
