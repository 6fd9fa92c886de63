import type { EmailLinkBody } from '@casebridge/contract/auth';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { EMAIL_LINK_QUEUE } from './auth-jobs.ts';
import { findCompanyLoginSettings } from './auth-repository.ts';
import { isCompanyAddress, ownAddressMessage } from './company-email-domain.ts';
import { COMPANY_DISABLED } from './sign-in-policy.ts';

export const NOT_EMAIL_LINK_COMPANY = 'This company does not sign in with an email link.';
/** Links one client may ask for one address per 15 minutes. */
const LINKS_PER_ADDRESS = 5;

export const emailLinkSentMessage = (email: string, minutes: number) =>
  `If ${email} belongs to an account, a sign-in link is on its way to it. The link works once and expires in ${String(minutes)} minutes.`;

/**
 * H-007, X-021: POST /api/caller/link. What the request says about the company (unknown, another login method,
 * disabled, an address of another domain) is refused at once: it is public on the company's page. What it would say
 * about the address is not: known or unknown, disabled or not, the answer and the work are the same, and the job
 * sends a link only to an active user of that company. An unknown address creates no account (the spec gives the
 * email_link companies no self-service sign-up).
 */
export async function requestEmailLink(deps: AppDeps, body: EmailLinkBody, ip: string): Promise<MessageBody> {
  await consumeRateLimit(deps.db, `email-link:${ip}`, deps.config.authAddressRateLimit, 60);
  // Per client and address, as sign-in: the same for a known and an unknown address, and nobody else's requests
  // hold back the real user's link.
  await consumeRateLimit(deps.db, `email-link:${ip}:${body.email}`, LINKS_PER_ADDRESS, 15 * 60);
  const company = await findCompanyLoginSettings(deps.db, body.company_id);
  if (!company) throw notFound('No company has this id.');
  if (company.loginMethod !== 'email_link') throw conflict(NOT_EMAIL_LINK_COMPANY);
  if (company.status !== 'active') throw forbidden(COMPANY_DISABLED);
  if (!isCompanyAddress(company, body.email)) {
    const message = ownAddressMessage(company);
    throw new AppError('validation', message, { email: [message] });
  }
  await deps.jobs.send(EMAIL_LINK_QUEUE, body);
  return { message: emailLinkSentMessage(body.email, deps.config.autoLoginTokenTtl / 60) };
}
