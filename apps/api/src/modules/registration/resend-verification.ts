import type { VerifyAccountBody } from '@casebridge/contract/registration';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { mayEmailAddress, queueVerificationEmail } from './verification-link.ts';
import { findRegistrantByEmail } from './registration-repository.ts';

export const VERIFICATION_RESENT =
  'If an account at that address is waiting for verification, we have sent it a new verification link.';

/**
 * H-020, X-017: a new verification link for a registration that was never verified. The answer is the same for
 * every address, so the form finds no accounts; a few links per address and window, so it floods no inbox.
 */
export async function resendVerification(deps: AppDeps, input: VerifyAccountBody, ip: string): Promise<MessageBody> {
  await consumeRateLimit(deps.db, `verify-resend:${ip}`, deps.config.authRateLimit, 60);
  if (!(await mayEmailAddress(deps, 'verify-resend', input.email))) return { message: VERIFICATION_RESENT };
  const registrant = await findRegistrantByEmail(deps.db, input.email);
  const company = registrant?.company;
  if (!registrant || !company || registrant.registration?.status !== 'unverified')
    return { message: VERIFICATION_RESENT };
  const emailId = await deps.db.transaction((tx) =>
    queueVerificationEmail(deps, tx, {
      id: registrant.user.id,
      email: registrant.user.email,
      firstName: registrant.user.firstName,
      companyName: company.name,
    }),
  );
  await deps.emails.dispatch([emailId]);
  return { message: VERIFICATION_RESENT };
}
