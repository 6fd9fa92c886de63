import type { ForgotPasswordBody, SuccessAnswer } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { passwordResetEmail } from '../email/templates.ts';
import { findUserWithCompanyByEmail } from './auth-repository.ts';
import { issueEmailToken } from './email-tokens.ts';
import { sessionRefusal } from './sign-in-policy.ts';

// The same answer whether or not the address has an account, so the form cannot be used to find accounts.
const SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const RESETS_PER_ADDRESS = 5;

export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordBody,
  ip: string,
): Promise<SuccessAnswer> {
  await consumeRateLimit(deps.db, `forgot:${ip}`, deps.config.authRateLimit, 60);
  // Per address, known or not (so the limit says nothing about accounts): nobody floods one inbox with links.
  await consumeRateLimit(deps.db, `forgot-account:${input.email}`, RESETS_PER_ADDRESS, 15 * 60);
  const row = await findUserWithCompanyByEmail(deps.db, input.email);
  if (!row || sessionRefusal(row) || (row.company?.loginMethod === 'sso' && row.user.role !== 'api')) {
    return { success: true, message: SENT };
  }
  const ttl = deps.config.resetPasswordTokenTtl;
  const emailIds = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, { purpose: 'reset_password', userId: row.user.id, ttlSeconds: ttl });
    const link = `${deps.config.publicUrl}/reset_password/${token}`;
    const message = passwordResetEmail({ to: row.user.email, firstName: row.user.firstName, link, minutes: ttl / 60 });
    return [await insertOutboundEmail(tx, message)];
  });
  await deps.emails.dispatch(emailIds);
  return { success: true, message: SENT };
}
