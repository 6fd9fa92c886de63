import type { LoginBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit, countRateLimitHits, recordRateLimitHit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findSignInUserByEmail } from './auth-repository.ts';
import { hashPassword, isPasswordCorrect } from '../../lib/password.ts';
import { revokeRefreshSessionByToken } from './refresh-sessions.ts';
import { startSession, type SessionTokens } from './session-tokens.ts';
import { INVALID_CREDENTIALS, passwordSignInRefusal } from './sign-in-policy.ts';
import { recordLogin } from '../users/user-writer.ts';

// Verified against when the email is unknown, so both answers take the same time.
const unknownUserHash = hashPassword('unknown-user-placeholder-Aa1!');
const FAILURE_WINDOW = 15 * 60;
const ATTEMPTS_PER_ADDRESS_UNDER_ATTACK = 3;

/**
 * A password sign-in. `heldBefore`: the refresh credentials the browser still holds; the new session replaces them,
 * so they end (their cookies are overwritten, and a copy of them must not live on).
 */
export async function signIn(
  deps: AppDeps,
  input: LoginBody,
  ip: string,
  heldBefore: (string | undefined)[] = [],
): Promise<SessionTokens> {
  const email = input.email.trim().toLowerCase();
  const limit = deps.config.authRateLimit;
  await consumeRateLimit(deps.db, `login:${ip}`, deps.config.authAddressRateLimit, 60);
  await consumeRateLimit(deps.db, `login:${ip}:${email}`, limit, 60);
  // Failures on one account from anywhere (known or not, so the limit reveals nothing) put it under attack: then
  // each address gets a few attempts at it per window. Guessing needs ever new addresses, while the user, whose
  // address is not the attacker's, still signs in: nobody's failures lock another person out.
  const accountFailures = `login-failures:${email}`;
  if ((await countRateLimitHits(deps.db, accountFailures)) >= limit * 3)
    await consumeRateLimit(deps.db, `login-guarded:${ip}:${email}`, ATTEMPTS_PER_ADDRESS_UNDER_ATTACK, FAILURE_WINDOW);

  const row = await findSignInUserByEmail(deps.db, email);
  const passwordMatches = await isPasswordCorrect(row?.user.passwordHash ?? (await unknownUserHash), input.password);
  if (!row || !passwordMatches) {
    await recordRateLimitHit(deps.db, accountFailures, FAILURE_WINDOW);
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  const refusal = passwordSignInRefusal(row);
  if (refusal) throw new AppError('forbidden', refusal);

  return deps.db.transaction(async (tx) => {
    for (const credential of heldBefore) if (credential) await revokeRefreshSessionByToken(tx, credential);
    await recordLogin(tx, row.user.id);
    // Each sign-in, not just the last one: the user-logins report counts them by date.
    await writeAuditLog(tx, { action: 'user.login', actorUserId: row.user.id, companyId: row.user.companyId, ip });
    return startSession(deps, tx, { userId: row.user.id, impersonatorId: null });
  });
}
