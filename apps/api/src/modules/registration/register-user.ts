import type { z } from 'zod';
import type { RegisterAnswer, registerBody } from '@casebridge/contract/registration';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { isCompanyAddress, ownAddressMessage } from '../auth/company-email-domain.ts';
import { COMPANY_DISABLED } from '../auth/sign-in-policy.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { alreadyRegisteredEmail } from './registration-emails.ts';
import {
  countryExists,
  findRegistrantByEmail,
  findRegistrationCompanyBySlug,
  insertRegistrant,
  replaceUnverifiedRegistrant,
  type Registrant,
  type RegistrantDetails,
} from './registration-repository.ts';
import { mayEmailAddress, queueVerificationEmail } from './verification-link.ts';

export const REGISTERED_MESSAGE =
  'Thank you for registering. We have sent you an email: follow its link to verify your account.';
export const REGISTRATION_CLOSED = 'This company does not register users on CaseBridge.';
/** The user a registration is for: a new one or the unverified one it replaces; undefined for an existing account. */
async function saveRegistrant(tx: DbOrTx, existing: Registrant | undefined, details: RegistrantDetails) {
  if (existing === undefined) return insertRegistrant(tx, details);
  if (existing.registration?.status !== 'unverified') return undefined;
  await replaceUnverifiedRegistrant(tx, existing.user.id, details);
  return existing.user.id;
}

/**
 * H-013, X-017: a registration on a company's login page, for an address at one of the company's domains (as the
 * email-link and SSO sign-ins: an outsider registering would read the company's cases). The answer is the same
 * whether or not the address has an account: a new address gets a verification link; a registration that was never verified is replaced by this one
 * (so nobody can hold an address by registering it first) and gets a new link; an account in any other state gets
 * an email saying it exists. The password is hashed on every path, so the time says nothing either.
 */
export async function registerUser(
  deps: AppDeps,
  slug: string,
  input: z.output<typeof registerBody>,
  ip: string,
): Promise<RegisterAnswer> {
  await consumeRateLimit(deps.db, `register:${ip}`, deps.config.authRateLimit, 60);
  const company = await findRegistrationCompanyBySlug(deps.db, slug);
  if (!company) throw notFound('No company uses this address.');
  if (company.status !== 'active') throw new AppError('forbidden', COMPANY_DISABLED);
  if (company.loginMethod !== 'requires_registration') throw new AppError('forbidden', REGISTRATION_CLOSED);
  if (!isCompanyAddress(company, input.email)) {
    const message = ownAddressMessage(company);
    throw new AppError('validation', message, { email: [message] });
  }
  if (!(await countryExists(deps.db, input.country_id)))
    throw new AppError('validation', 'Please choose a country.', { country_id: ['Please choose a country.'] });

  const details: RegistrantDetails = {
    companyId: company.id,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    phoneCountryCode: input.phone_country_code,
    countryId: input.country_id,
    city: input.city,
    passwordHash: await hashPassword(input.password),
  };
  const answer = { message: REGISTERED_MESSAGE, approval: company.requiresApproval };
  if (!(await mayEmailAddress(deps, 'register', input.email))) return answer;

  const emailId = await deps.db.transaction(async (tx) => {
    const existing = await findRegistrantByEmail(tx, input.email);
    const userId = await saveRegistrant(tx, existing, details);
    if (userId === undefined) {
      const owner = existing ?? (await findRegistrantByEmail(tx, input.email));
      if (!owner) return null;
      const loginSlug = owner.company?.slug ?? company.slug;
      return insertOutboundEmail(
        tx,
        alreadyRegisteredEmail({
          to: owner.user.email,
          firstName: owner.user.firstName,
          loginLink: `${deps.config.publicUrl}/${loginSlug}`,
        }),
      );
    }
    return queueVerificationEmail(deps, tx, {
      id: userId,
      email: input.email,
      firstName: input.first_name,
      companyName: company.name,
    });
  });
  if (emailId !== null) await deps.emails.dispatch([emailId]);
  return answer;
}
