import type { ResetPasswordBody } from '@casebridge/contract/auth';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findUserWithCompanyById } from './auth-repository.ts';
import { consumeEmailToken, invalidateEmailTokensOfUser } from './email-tokens.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeAllRefreshSessionsOfUser } from './refresh-sessions.ts';
import { setPasswordHash } from '../users/user-writer.ts';

const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * succeeds only for the matching email and token; the token is single use, the user's other reset links
 * end and so does every session.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordBody, ip: string): Promise<SuccessAnswer> {
  await consumeRateLimit(deps.db, `reset:${ip}`, deps.config.authRateLimit, 60);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const token = await consumeEmailToken(tx, 'reset_password', input.token);
    const row = token?.userId ? await findUserWithCompanyById(tx, token.userId) : undefined;
    if (!row || row.user.email.toLowerCase() !== input.email) throw new AppError('bad_request', INVALID_LINK);
    await setPasswordHash(tx, row.user.id, passwordHash);
    await revokeAllRefreshSessionsOfUser(tx, row.user.id);
    await invalidateEmailTokensOfUser(tx, 'reset_password', row.user.id);
    await writeAuditLog(tx, { action: 'password.reset', actorUserId: row.user.id, subjectUserId: row.user.id, ip });
  });
  return { success: true, message: 'Your password has been reset. You can now sign in with it.' };
}
