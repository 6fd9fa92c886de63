import type { AutoLoginBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { revokeRefreshSessionByToken } from './refresh-sessions.ts';
import { startSession, type SessionTokens } from './session-tokens.ts';
import { sessionRefusal } from './sign-in-policy.ts';
import { recordLogin } from '../users/user-writer.ts';

export const AUTO_LOGIN_INVALID_MESSAGE =
  'This sign-in link is invalid, has been used or has expired. Please sign in to continue.';

/** Where the link leads after the sign-in (H-029): a case by its token, or the dashboard. */
export type AutoLoginDestination = { redir: 'case'; caseToken: string } | null;

/**
 * an emailed sign-in link for one user, single use, expiring after AUTO_LOGIN_TOKEN_TTL. Only its hash
 * is stored. Send it only to the user's own address: whoever holds it signs in as that user.
 */
export async function createAutoLoginLink(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'autoLoginTokenTtl'>,
  userId: number,
  destination: AutoLoginDestination,
): Promise<string> {
  const token = await issueEmailToken(db, { purpose: 'auto_login', userId, ttlSeconds: config.autoLoginTokenTtl });
  const url = new URL(`/auto_login/${token}`, config.publicUrl);
  if (destination) {
    url.searchParams.set('redir', destination.redir);
    url.searchParams.set('token', destination.caseToken);
  }
  return url.toString();
}

/**
 * H-028: POST /api/caller/auto_login exchanges the link's token for a session, once. An unknown, used or expired
 * token, or one made for another purpose (a reset link), is 400; a user or company disabled since the link was sent
 * is refused as at sign-in. The refresh credentials the browser held before end, as at any sign-in.
 */
export async function autoLogin(
  deps: AppDeps,
  body: AutoLoginBody,
  ip: string,
  heldBefore: (string | undefined)[],
): Promise<SessionTokens> {
  // Each link is single use and 256 bits: guessing is hopeless, so only the address's ceiling holds (an office signs
  // in through SSO, each engineer by such a link, from one address).
  await consumeRateLimit(deps.db, `auto-login:${ip}`, deps.config.authAddressRateLimit, 60);
  return deps.db.transaction(async (tx) => {
    const token = await consumeEmailToken(tx, 'auto_login', body.token);
    const row = token?.userId ? await findUserWithCompanyById(tx, token.userId) : undefined;
    if (!row) throw new AppError('bad_request', AUTO_LOGIN_INVALID_MESSAGE);
    const refusal = sessionRefusal(row);
    if (refusal) throw new AppError('forbidden', refusal);
    for (const credential of heldBefore) if (credential) await revokeRefreshSessionByToken(tx, credential);
    await recordLogin(tx, row.user.id);
    await writeAuditLog(tx, {
      action: 'user.login',
      actorUserId: row.user.id,
      companyId: row.user.companyId,
      details: { method: 'auto_login' },
      ip,
    });
    return startSession(deps, tx, { userId: row.user.id, impersonatorId: null });
  });
}
