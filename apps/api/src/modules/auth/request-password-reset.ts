import type { ForgotPasswordBody } from '@casebridge/contract/auth';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit, recordRateLimitHit } from '../../lib/rate-limit.ts';
import { PASSWORD_RESET_LINK_QUEUE } from './auth-jobs.ts';

// The same answer whether or not the address has an account, so the form cannot be used to find accounts.
const SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const LINKS_PER_ADDRESS = 5;

/**
 * Forgot password: the same work for every address (the link itself is made by a job), so neither the answer nor
 * its time says whether an account exists.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordBody,
  ip: string,
): Promise<SuccessAnswer> {
  await consumeRateLimit(deps.db, `forgot:${ip}`, deps.config.authRateLimit, 60);
  // Per email address, known or not: nobody floods one inbox with links. Over it the answer stays the same and no
  // more links go out; a 429 here would let anybody hold back another person's reset.
  if ((await recordRateLimitHit(deps.db, `forgot-account:${input.email}`, 15 * 60)) <= LINKS_PER_ADDRESS)
    await deps.jobs.send(PASSWORD_RESET_LINK_QUEUE, input);
  return { success: true, message: SENT };
}
