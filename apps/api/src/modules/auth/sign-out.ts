import type { AppDeps } from '../../app-deps.ts';
import { revokeRefreshSessionByToken } from './refresh-sessions.ts';

/** Ends the refresh families behind the cookies the browser holds; the access token simply expires. */
export async function signOut(deps: AppDeps, input: { refreshToken?: string; adminRefreshToken?: string }) {
  if (input.refreshToken) await revokeRefreshSessionByToken(deps.db, input.refreshToken);
  if (input.adminRefreshToken) await revokeRefreshSessionByToken(deps.db, input.adminRefreshToken);
  return { message: 'You have been signed out.' };
}
