import type { FastifyBaseLogger } from 'fastify';
import type { Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { emailField } from '@casebridge/contract/fields';
import type { SsoErrorCode } from '@casebridge/contract/sso';
import type { AppDeps } from '../../app-deps.ts';
import { companyOrigin } from '../../lib/company-origin.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createAutoLoginLink } from '../auth/auto-login.ts';
import { isCompanyAddress } from '../auth/company-email-domain.ts';
import { hasDocumentType } from './idp-metadata.ts';
import { CLOCK_SKEW_MS, companyServiceProvider } from './service-provider.ts';
import { configuredIdp, landingWithError, unknownCompany } from './sso-outcome.ts';
import { findSsoCompanyBySlug, findUserByEmail, insertSsoUser, rememberAssertion } from './sso-repository.ts';

/** The sign-in link the ACS hands the browser is followed at once: it holds two minutes, once. */
const HANDOVER_TTL_SECONDS = 120;
/** An assertion that names no end of its validity is remembered this long all the same. */
const UNBOUNDED_ASSERTION_MEMORY_MS = 30 * 24 * 3600 * 1000;
const SAML_ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

const EMAIL_ATTRIBUTES = ['email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const FIRST_NAME_ATTRIBUTES = [
  'firstName',
  'givenName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const LAST_NAME_ATTRIBUTES = [
  'lastName',
  'sn',
  'surname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];

function attribute(profile: Profile, names: string[]): string | null {
  for (const name of names) {
    const value: unknown = profile[name];
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim() !== '') return first.trim();
  }
  return null;
}

/** The user's address: the NameID when it is one, else an email attribute. */
function emailOf(profile: Profile): string | null {
  for (const candidate of [profile.nameID, attribute(profile, EMAIL_ATTRIBUTES)]) {
    const parsed = emailField.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** The accepted assertion's ID and the last moment it could be accepted (the replay cache keeps it until then). */
function assertionIdentity(assertionXml: string): { id: string; acceptableUntil: Date } | null {
  const assertion = new DOMParser().parseFromString(assertionXml, 'text/xml').documentElement;
  const id = assertion.getAttribute('ID');
  if (!id) return null;
  const ends = ['Conditions', 'SubjectConfirmationData']
    .flatMap((name) => Array.from(assertion.getElementsByTagNameNS(SAML_ASSERTION, name)))
    .map((node) => Date.parse(node.getAttribute('NotOnOrAfter') ?? ''))
    .filter((time) => !Number.isNaN(time));
  const until = ends.length > 0 ? Math.max(...ends) + CLOCK_SKEW_MS : Date.now() + UNBOUNDED_ASSERTION_MEMORY_MS;
  return { id, acceptableUntil: new Date(until) };
}

/**
 * the assertion consumer service of a company. The response must pass the company's service provider
 * (signed assertion by the company's identity provider, for us, in time; one assertion only), carry no DOCTYPE,
 * name an address at one of the company's domains, and be seen for the first time (replay cache in PostgreSQL).
 * Then the user of that company is found, or created on first sign-in, and the browser goes to a single-use
 * /auto_login/{token} on the company's host, which starts the session. Any refusal creates nothing and sends the
 * browser back to the landing with the reason's code; the details go to the log only.
 */
export async function consumeSamlResponse(
  deps: AppDeps,
  slug: string,
  body: { SAMLResponse: string },
  ip: string,
  log: FastifyBaseLogger,
): Promise<string> {
  await consumeRateLimit(deps.db, `saml-acs:${ip}`, deps.config.authAddressRateLimit, 60);
  const company = await findSsoCompanyBySlug(deps.db, slug);
  if (!company) throw unknownCompany();
  const refuse = (reason: string, code: SsoErrorCode = 'rejected') => {
    log.warn({ companyId: company.id, reason }, 'sso: a SAML response was refused');
    return landingWithError(deps.config, company.slug, code);
  };
  if (company.status !== 'active') return refuse('the company is disabled', 'disabled');
  const idp = configuredIdp(company);
  if (!idp) return refuse('the company has no identity provider', 'not_configured');
  if (hasDocumentType(Buffer.from(body.SAMLResponse, 'base64').toString('utf8')))
    return refuse('the response holds a DOCTYPE');

  let profile: Profile | null;
  try {
    ({ profile } = await companyServiceProvider(deps.config, idp).validatePostResponseAsync({
      SAMLResponse: body.SAMLResponse,
    }));
  } catch (error) {
    return refuse(error instanceof Error ? error.message : 'invalid response');
  }
  if (!profile) return refuse('the response holds no assertion');
  if (profile.issuer !== idp.idpEntityId) return refuse(`the assertion's issuer is ${profile.issuer}`);
  const assertion = profile.getAssertionXml ? assertionIdentity(profile.getAssertionXml()) : null;
  if (!assertion) return refuse('the assertion has no ID');
  const email = emailOf(profile);
  if (!email) return refuse('the assertion names no email address');
  if (!isCompanyAddress(company, email))
    return refuse('the address is not at a domain of the company', 'foreign_address');

  const signedIn = profile;
  return deps.db.transaction(async (tx) => {
    if (!(await rememberAssertion(tx, company.id, assertion.id, assertion.acceptableUntil)))
      return refuse(`the assertion ${assertion.id} was used before (replay)`);
    const existing = await findUserByEmail(tx, email);
    if (existing && existing.companyId !== company.id)
      return refuse('the address is an account of another company', 'foreign_address');
    if (existing && existing.status !== 'active') return refuse('the account is disabled', 'disabled');
    const userId =
      existing?.id ??
      (
        await insertSsoUser(tx, {
          companyId: company.id,
          email,
          firstName: (attribute(signedIn, FIRST_NAME_ATTRIBUTES) ?? email.slice(0, email.indexOf('@'))).slice(0, 100),
          lastName: (attribute(signedIn, LAST_NAME_ATTRIBUTES) ?? '').slice(0, 100),
        })
      )?.id;
    if (userId === undefined) return refuse('the account was created by another request at the same time');
    const handover = { publicUrl: companyOrigin(deps.config, company.slug), autoLoginTokenTtl: HANDOVER_TTL_SECONDS };
    return createAutoLoginLink(tx, handover, userId, null);
  });
}
