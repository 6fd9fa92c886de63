import { SAML, generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { Config } from '../../config.ts';
import { companyOrigin } from '../../lib/company-origin.ts';

type SpConfig = Pick<Config, 'publicUrl'>;

/** Clock difference tolerated between us and an identity provider. */
export const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** M-012: our entity ID for a company is its metadata URL on the main host (stable whatever the company's host). */
export const spMetadataUrl = (config: SpConfig, slug: string) => `${config.publicUrl}/api/saml2/${slug}/metadata`;

/** the assertion consumer service, on the company's own host, so the session lands there. */
export const spAcsUrl = (config: SpConfig, slug: string) => `${companyOrigin(config, slug)}/api/saml2/${slug}/acs`;

/** the service-provider metadata an identity provider is set up with. */
export const serviceProviderMetadata = (config: SpConfig, slug: string): string =>
  generateServiceProviderMetadata({
    issuer: spMetadataUrl(config, slug),
    callbackUrl: spAcsUrl(config, slug),
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });

/**
 * The service provider of one company, bound to its identity provider's last good metadata (ADR 22): the assertion
 * must be signed by one of its certificates, itself or as part of the whole response that holds it, issued by its
 * entity ID, for our entity ID as audience, and within its validity (60 seconds of clock skew). `requestId` is the
 * ID of the AuthnRequest it makes; which request a response answers is checked by the ACS (InResponseTo).
 */
export function companyServiceProvider(
  config: SpConfig,
  company: { slug: string; idpEntityId: string; idpSsoUrl: string; idpCertificates: string[] },
  requestId?: string,
): SAML {
  return new SAML({
    issuer: spMetadataUrl(config, company.slug),
    audience: spMetadataUrl(config, company.slug),
    callbackUrl: spAcsUrl(config, company.slug),
    entryPoint: company.idpSsoUrl,
    idpIssuer: company.idpEntityId,
    idpCert: company.idpCertificates,
    identifierFormat: EMAIL_FORMAT,
    // Either signature will do: node-saml then takes the assertion from the bytes the valid signature covers.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    disableRequestedAuthnContext: true,
    ...(requestId === undefined ? {} : { generateUniqueId: () => requestId }),
  });
}

/** The PEM certificates stored in one column, and back. */
export const splitCertificates = (stored: string | null): string[] =>
  (stored ?? '').split(/(?<=-----END CERTIFICATE-----)\s*/).filter((pem) => pem.includes('BEGIN CERTIFICATE'));
export const joinCertificates = (certificates: string[]): string => certificates.join('\n');
