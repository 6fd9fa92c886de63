import type { DbOrTx } from '../../db/client.ts';
import { setPasswordHash } from '../users/user-writer.ts';
import { invalidateEmailTokensOfUser } from './email-tokens.ts';
import { revokeAllRefreshSessionsOfUser } from './refresh-sessions.ts';

/**
 * S-049, ADR 10/17: a password set for a user by someone else (the super admin's Update Password) ends that user's
 * sessions as a reset does: every refresh credential is revoked, the access tokens issued before stop at once
 * (users.tokens_valid_after) and the unused reset links end. Runs in the caller's transaction.
 */
export async function replacePasswordOfUser(tx: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await setPasswordHash(tx, userId, passwordHash);
  await revokeAllRefreshSessionsOfUser(tx, userId);
  await invalidateEmailTokensOfUser(tx, 'reset_password', userId);
}
