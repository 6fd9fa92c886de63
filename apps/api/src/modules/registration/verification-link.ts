import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordRateLimitHit } from '../../lib/rate-limit.ts';
import { invalidateEmailTokensOfUser, issueEmailToken } from '../auth/email-tokens.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { verifyAccountEmail } from './registration-emails.ts';

/** Emails about one address per window: nobody floods an inbox, and over it the answer stays the same. */
const EMAILS_PER_ADDRESS = 5;
const ADDRESS_WINDOW = 15 * 60;

/** a new verification link for a registrant, in the transaction that causes it. */
export async function queueVerificationEmail(
  deps: AppDeps,
  tx: DbOrTx,
  registrant: { id: number; email: string; firstName: string; companyName: string },
): Promise<number> {
  // The newest link is the one that holds: an older one could verify details that were replaced since.
  await invalidateEmailTokensOfUser(tx, 'verify_account', registrant.id);
  const ttlSeconds = deps.config.verifyAccountTokenTtl;
  const token = await issueEmailToken(tx, { purpose: 'verify_account', userId: registrant.id, ttlSeconds });
  return insertOutboundEmail(
    tx,
    verifyAccountEmail({
      to: registrant.email,
      firstName: registrant.firstName,
      companyName: registrant.companyName,
      link: `${deps.config.publicUrl}/verify_account/${token}`,
      ttlSeconds,
    }),
  );
}

/** Counts one email about `email`; false once the address had its share in the window. */
export async function mayEmailAddress(deps: AppDeps, purpose: string, email: string): Promise<boolean> {
  return (await recordRateLimitHit(deps.db, `${purpose}-address:${email}`, ADDRESS_WINDOW)) <= EMAILS_PER_ADDRESS;
}
