import type { ForgotPasswordBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { passwordResetEmail } from '../email/templates.ts';
import { findUserWithCompanyByEmail } from './auth-repository.ts';
import { issueEmailToken } from './email-tokens.ts';
import { passwordResetRefusal } from './sign-in-policy.ts';

/**
 * X-020, the job behind forgot password: a reset link for an account that may use one, nothing otherwise. Off the
 * request path, so the answer takes the same time whether or not the address has an account.
 */
export async function sendPasswordResetLink(deps: AppDeps, input: ForgotPasswordBody): Promise<void> {
  const row = await findUserWithCompanyByEmail(deps.db, input.email);
  if (!row || passwordResetRefusal(row)) return;
  const ttl = deps.config.resetPasswordTokenTtl;
  const emailId = await deps.db.transaction(async (tx) => {
    const link = await issuePasswordResetLink(tx, deps.config, row.user.id);
    const message = passwordResetEmail({ to: row.user.email, firstName: row.user.firstName, link, minutes: ttl / 60 });
    return insertOutboundEmail(tx, message);
  });
  await deps.emails.dispatch([emailId]);
}

/**
 * A single-use link to the web app's reset password page that sets the user's password, valid for `ttlSeconds`
 * (`RESET_PASSWORD_TOKEN_TTL` unless a new user's invitation asks for `INVITE_TOKEN_TTL`).
 */
export async function issuePasswordResetLink(
  db: DbOrTx,
  config: Config,
  userId: number,
  ttlSeconds = config.resetPasswordTokenTtl,
): Promise<string> {
  const token = await issueEmailToken(db, { purpose: 'reset_password', userId, ttlSeconds });
  return `${config.publicUrl}/reset_password/${token}`;
}
