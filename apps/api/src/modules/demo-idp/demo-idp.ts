import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { Config } from '../../config.ts';
import { companyOrigin } from '../../lib/company-origin.ts';
import type { DemoIdpKeys } from './demo-idp-keys.ts';

type IdpConfig = Pick<Config, 'publicUrl'>;

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const VALID_FOR_MS = 5 * 60_000;

/** Where the demo identity provider lives: on the main host, under /api/dev/idp. */
export const demoIdpUrls = (config: IdpConfig) => ({
  entityId: `${config.publicUrl}/api/dev/idp`,
  metadataUrl: `${config.publicUrl}/api/dev/idp/metadata`,
  ssoUrl: `${config.publicUrl}/api/dev/idp/sso`,
  logoutUrl: `${config.publicUrl}/api/dev/idp/logout`,
});

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const newId = () => `_${randomBytes(16).toString('hex')}`;
const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

export function demoIdpMetadata(config: IdpConfig, keys: DemoIdpKeys): string {
  const urls = demoIdpUrls(config);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${urls.entityId}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${PROTOCOL}">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(keys.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${urls.ssoUrl}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>\n`
  );
}

/** An AuthnRequest the demo IdP answers: one of this app's companies asking, its ACS on the company's host. */
export type DemoAuthnRequest = { id: string; audience: string; acsUrl: string; slug: string };

export class DemoIdpError extends Error {}

/**
 * Reads the HTTP-Redirect binding's SAMLRequest. The demo IdP signs for this app's own service providers only: the
 * issuer must be a company's SP entity ID and the ACS that company's, so its signature cannot be taken elsewhere.
 */
export function readAuthnRequest(config: IdpConfig, samlRequest: string): DemoAuthnRequest {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: 100_000 }).toString('utf8');
  } catch {
    throw new DemoIdpError('The SAMLRequest cannot be read.');
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new DemoIdpError('The SAMLRequest holds a DOCTYPE.');
  const request = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(PROTOCOL, 'AuthnRequest')[0];
  const issuer = request?.getElementsByTagNameNS(ASSERTION, 'Issuer')[0]?.textContent.trim() ?? '';
  const slug = new RegExp(
    `^${config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/saml2/([a-z0-9-]+)/metadata$`,
  ).exec(issuer)?.[1];
  const id = request?.getAttribute('ID') ?? '';
  const acsUrl = request?.getAttribute('AssertionConsumerServiceURL') ?? '';
  if (!slug || !id || acsUrl !== `${companyOrigin(config, slug)}/api/saml2/${slug}/acs`)
    throw new DemoIdpError('The demo identity provider answers this CaseBridge only.');
  return { id, audience: issuer, acsUrl, slug };
}

function signed(xml: string, keys: DemoIdpKeys, xpath: string): string {
  const signature = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, { location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signature.getSignedXml();
}

/** The signed Response for the user who signed in at the demo IdP (assertion and response both signed), base64. */
export function demoIdpResponse(
  config: IdpConfig,
  keys: DemoIdpKeys,
  request: DemoAuthnRequest,
  email: string,
): string {
  const { entityId } = demoIdpUrls(config);
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();
  const assertion =
    `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${newId()}" Version="2.0" IssueInstant="${at(0)}">` +
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escapeXml(request.id)}" NotOnOrAfter="${at(VALID_FOR_MS)}" Recipient="${escapeXml(request.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(-60_000)}" NotOnOrAfter="${at(VALID_FOR_MS)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(request.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escapeXml(email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="${newId()}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(request.acsUrl)}" InResponseTo="${escapeXml(request.id)}">` +
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    signed(assertion, keys, "//*[local-name(.)='Assertion']") +
    `</samlp:Response>`;
  return Buffer.from(signed(response, keys, "/*[local-name(.)='Response']"), 'utf8').toString('base64');
}
