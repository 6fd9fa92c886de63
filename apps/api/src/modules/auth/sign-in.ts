import type { LoginBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyByEmail, recordLogin } from './auth-repository.ts';
import { hashPassword, isPasswordCorrect } from '../../lib/password.ts';
import { revokeRefreshSessionByToken } from './refresh-sessions.ts';
import { startSession, type SessionTokens } from './session-tokens.ts';
import { INVALID_CREDENTIALS, passwordSignInRefusal } from './sign-in-policy.ts';

// Verified against when the email is unknown, so both answers take the same time.
const unknownUserHash = hashPassword('unknown-user-placeholder-Aa1!');

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
  await consumeRateLimit(deps.db, `login:${ip}`, deps.config.authRateLimit * 10, 60);
  await consumeRateLimit(deps.db, `login:${ip}:${email}`, deps.config.authRateLimit, 60);
  // Per account whatever the address: guessing one password from many clients is slowed down too.
  await consumeRateLimit(deps.db, `login-account:${email}`, deps.config.authRateLimit * 3, 15 * 60);

  const row = await findUserWithCompanyByEmail(deps.db, email);
  const passwordMatches = await isPasswordCorrect(row?.user.passwordHash ?? (await unknownUserHash), input.password);
  if (!row || !passwordMatches) throw new AppError('unauthorized', INVALID_CREDENTIALS);
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
