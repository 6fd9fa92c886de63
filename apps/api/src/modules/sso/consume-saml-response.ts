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
import { hasDocumentType, parseWellFormedXml } from './idp-metadata.ts';
import { CLOCK_SKEW_MS, companyServiceProvider } from './service-provider.ts';
import { configuredIdp, landingWithError, unknownCompany } from './sso-outcome.ts';
import {
  answerAuthnRequest,
  findSsoCompanyBySlug,
  findUserByEmail,
  rememberAssertion,
  type AuthnRequestAnswer,
} from './sso-repository.ts';
import { createUser } from '../users/user-writer.ts';

/** The sign-in link the ACS hands the browser is followed at once: it holds two minutes, once. */
const HANDOVER_TTL_SECONDS = 120;
/** An assertion that names no end of its validity is remembered this long all the same. */
const UNBOUNDED_ASSERTION_MEMORY_MS = 30 * 24 * 3600 * 1000;
const SAML_ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';

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

/** The direct children of an element with this namespace and name. */
const childrenNamed = (parent: Element, namespace: string, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === name,
  );

/**
 * Why a response is refused before its signatures are judged: not XML, or neither it nor an assertion in it carries
 * a signature where one counts (its own child ds:Signature), which node-saml would call "Invalid signature" too.
 */
function unsignedReason(xml: string): string | null {
  const response = parseWellFormedXml(xml)?.documentElement;
  if (!response) return 'the response is not well-formed XML';
  const signed = [response, ...childrenNamed(response, SAML_ASSERTION, 'Assertion')].some(
    (element) => childrenNamed(element, XMLDSIG, 'Signature').length > 0,
  );
  return signed ? null : 'the response carries no signature, nor does its assertion';
}

/** node-saml's refusals of a response's signatures and structure, as the reasons the log gives (ADR 22). */
const SIGNATURE_REFUSALS: [RegExp, string][] = [
  [/^Invalid signature: multiple assertions$/, 'the response holds more than one assertion'],
  [
    /refer to it's parent element|ID cannot refer to more than one element|Cannot obtain assertion from signed data/,
    'the signature does not cover the assertion (it signs another element)',
  ],
  [
    /^Invalid signature|^Too many signatures/,
    "invalid signature: neither the response's nor the assertion's signature verifies with the identity provider's certificates",
  ],
  [/^Missing SAML assertion$/, 'the response holds no assertion'],
];

function refusalReason(error: unknown): string {
  const message = error instanceof Error ? error.message : 'invalid response';
  return SIGNATURE_REFUSALS.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}

/**
 * What the signed assertion says of itself: its ID, the last moment it could be accepted (the replay cache keeps it
 * until then) and the AuthnRequests its subject confirmations answer (InResponseTo; signed with the assertion).
 */
function assertionIdentity(assertionXml: string): { id: string; acceptableUntil: Date; answers: string[] } | null {
  const assertion = new DOMParser().parseFromString(assertionXml, 'text/xml').documentElement;
  const id = assertion.getAttribute('ID');
  if (!id) return null;
  const ends = ['Conditions', 'SubjectConfirmationData']
    .flatMap((name) => Array.from(assertion.getElementsByTagNameNS(SAML_ASSERTION, name)))
    .map((node) => Date.parse(node.getAttribute('NotOnOrAfter') ?? ''))
    .filter((time) => !Number.isNaN(time));
  const until = ends.length > 0 ? Math.max(...ends) + CLOCK_SKEW_MS : Date.now() + UNBOUNDED_ASSERTION_MEMORY_MS;
  const answers = new Set(
    Array.from(assertion.getElementsByTagNameNS(SAML_ASSERTION, 'SubjectConfirmationData'))
      .map((node) => node.getAttribute('InResponseTo') ?? '')
      .filter((value) => value !== ''),
  );
  return { id, acceptableUntil: new Date(until), answers: [...answers] };
}

/** Why a response naming one of our requests is refused, by what became of that request. */
const UNANSWERABLE: Record<Exclude<AuthnRequestAnswer, 'answered'>, (id: string) => string> = {
  unknown: (id) => `the response answers ${id}, not a request we sent for this company (unknown request)`,
  already_answered: (id) => `the request ${id} was answered before (replayed request)`,
  expired: (id) => `the request ${id} has expired`,
};

/**
 * X-050: the assertion consumer service of a company. The response must pass the company's service provider (the
 * assertion signed by the company's identity provider, itself or with the whole response; for us, in time; one
 * assertion only), carry no DOCTYPE, answer an AuthnRequest we sent for the company and that no response answered
 * yet (unsolicited only where the company allows IdP-initiated sign-in), name an address at one of the company's
 * domains, and be seen for the first time (replay cache in PostgreSQL).
 * Then the user of that company is found, or created on first sign-in, and the browser goes to a single-use
 * /auto_login/{token} on the company's host, which starts the session. Any refusal creates nothing and sends the
 * browser back to the landing with the reason's code; the reason itself goes to the log only.
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
  const xml = Buffer.from(body.SAMLResponse, 'base64').toString('utf8');
  if (hasDocumentType(xml)) return refuse('the response holds a DOCTYPE');
  const unsigned = unsignedReason(xml);
  if (unsigned) return refuse(unsigned);

  let profile: Profile | null;
  try {
    ({ profile } = await companyServiceProvider(deps.config, idp).validatePostResponseAsync({
      SAMLResponse: body.SAMLResponse,
    }));
  } catch (error) {
    return refuse(refusalReason(error));
  }
  if (!profile) return refuse('the response holds no assertion');
  if (profile.issuer !== idp.idpEntityId) return refuse(`the assertion's issuer is ${profile.issuer}`);
  const assertion = profile.getAssertionXml ? assertionIdentity(profile.getAssertionXml()) : null;
  if (!assertion) return refuse('the assertion has no ID');
  // The request answered is the one the signed assertion names; the response's own InResponseTo may be unsigned.
  const [requestId, ...others] = assertion.answers;
  if (others.length > 0) return refuse('the assertion answers more than one request');
  if (profile.inResponseTo && profile.inResponseTo !== requestId)
    return refuse("the response's InResponseTo is not the request its assertion answers");
  if (requestId === undefined && !company.ssoIdpInitiated)
    return refuse('the response answers no request of ours and the company does not allow IdP-initiated sign-in');
  const email = emailOf(profile);
  if (!email) return refuse('the assertion names no email address');
  if (!isCompanyAddress(company, email))
    return refuse('the address is not at a domain of the company', 'foreign_address');

  const signedIn = profile;
  return deps.db.transaction(async (tx) => {
    if (requestId !== undefined) {
      const answer = await answerAuthnRequest(tx, company.id, requestId);
      if (answer !== 'answered') return refuse(UNANSWERABLE[answer](requestId));
    }
    if (!(await rememberAssertion(tx, company.id, assertion.id, assertion.acceptableUntil)))
      return refuse(`the assertion ${assertion.id} was used before (replay)`);
    const existing = await findUserByEmail(tx, email);
    if (existing && existing.companyId !== company.id)
      return refuse('the address is an account of another company', 'foreign_address');
    if (existing && existing.status !== 'active') return refuse('the account is disabled', 'disabled');
    const userId =
      existing?.id ??
      (await createUser(tx, {
        origin: { kind: 'sso' },
        companyId: company.id,
        email,
        firstName: (attribute(signedIn, FIRST_NAME_ATTRIBUTES) ?? email.slice(0, email.indexOf('@'))).slice(0, 100),
        lastName: (attribute(signedIn, LAST_NAME_ATTRIBUTES) ?? '').slice(0, 100),
        role: 'caller',
        status: 'active',
      }));
    if (userId === undefined) return refuse('the account was created by another request at the same time');
    const handover = { publicUrl: companyOrigin(deps.config, company.slug), autoLoginTokenTtl: HANDOVER_TTL_SECONDS };
    return createAutoLoginLink(tx, handover, userId, null);
  });
}
