import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { createSelfSignedCertificate } from '../src/lib/self-signed-certificate.ts';

/**
 * A SAML 2.0 identity provider for the tests: its own RSA key and self-signed certificate, its metadata, and
 * responses signed with xml-crypto as a real IdP signs them, or spoiled the ways attackers spoil them. Apart from
 * making its key pair, independent of the product's code on purpose.
 */

export type KeyPair = { privateKey: string; certificate: string };

export const createKeyPair = (commonName: string): KeyPair => createSelfSignedCertificate(commonName, 2);

const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const id = () => `_${randomBytes(16).toString('hex')}`;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type ResponseOptions = {
  /** Our entity ID for the company (the audience) and its ACS (the recipient). */
  audience: string;
  acsUrl: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /**
   * Which parts carry a signature; default the assertion only (as Entra ID signs by default); `response` signs the
   * whole response only (Keycloak's default: "Sign documents" on, "Sign assertions" off).
   */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Sign with this key instead of the IdP's own (its certificate goes in KeyInfo all the same). */
  signingKey?: KeyPair;
  /** Milliseconds from now at which the assertion stops being valid; default 5 minutes. */
  validForMs?: number;
  issuer?: string;
  assertionId?: string;
  /** The AuthnRequest answered (InResponseTo on the response and its subject confirmation); none: unsolicited. */
  inResponseTo?: string;
  /** The response's own InResponseTo when it differs from the assertion's (null: none on the response). */
  responseInResponseTo?: string | null;
};

export type TestIdp = {
  entityId: string;
  ssoUrl: string;
  keys: KeyPair;
  metadata: () => string;
  /** The response XML, signed as asked. */
  responseXml: (options: ResponseOptions) => string;
  /** The same, base64 as the HTTP-POST binding carries it. */
  response: (options: ResponseOptions) => string;
};

const inResponseToAttribute = (value: string | null | undefined) =>
  value == null ? '' : ` InResponseTo="${escapeXml(value)}"`;

function assertionXml(issuer: string, options: ResponseOptions, assertionId: string): string {
  const validFor = options.validForMs ?? 5 * 60_000;
  const attributes = [
    ['email', options.email],
    ['firstName', options.firstName],
    ['lastName', options.lastName],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${name}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(Math.min(validFor - 60_000, -1000))}">` +
    `<saml:Issuer>${escapeXml(issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseToAttribute(options.inResponseTo)} NotOnOrAfter="${iso(validFor)}" Recipient="${escapeXml(options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(-Math.abs(validFor) - 120_000)}" NotOnOrAfter="${iso(validFor)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(-1000)}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion>`
  );
}

function sign(xml: string, keys: KeyPair, target: 'Assertion' | 'Response'): string {
  const signed = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const xpath = target === 'Assertion' ? "//*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signed.addReference({
    xpath,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signed.computeSignature(xml, {
    location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signed.getSignedXml();
}

/** The ID of the AuthnRequest a service provider sends the browser with (HTTP-Redirect binding), as the IdP reads it. */
export function authnRequestIdOf(redirectUrl: string): string {
  const request = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const id = /\sID="([^"]+)"/.exec(inflateRawSync(Buffer.from(request, 'base64')).toString('utf8'))?.[1];
  if (!id) throw new Error('no AuthnRequest ID');
  return id;
}

export function createTestIdp(name = `idp-${randomBytes(4).toString('hex')}`): TestIdp {
  const entityId = `https://${name}.example/saml2/idp`;
  const ssoUrl = `https://${name}.example/saml2/sso`;
  const keys = createKeyPair(name);

  const responseXml = (options: ResponseOptions): string => {
    const issuer = options.issuer ?? entityId;
    const signingKey = options.signingKey ?? keys;
    const how = options.sign ?? 'assertion';
    let assertion = assertionXml(issuer, options, options.assertionId ?? id());
    if (how === 'assertion' || how === 'both')
      assertion = sign(assertion, { ...signingKey, certificate: keys.certificate }, 'Assertion');
    let response =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${iso(0)}" Destination="${escapeXml(options.acsUrl)}"${inResponseToAttribute(options.responseInResponseTo === undefined ? options.inResponseTo : options.responseInResponseTo)}>` +
      `<saml:Issuer>${escapeXml(issuer)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    if (how === 'response' || how === 'both')
      response = sign(response, { ...signingKey, certificate: keys.certificate }, 'Response');
    return response;
  };

  return {
    entityId,
    ssoUrl,
    keys,
    metadata: () =>
      `<?xml version="1.0" encoding="UTF-8"?>` +
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">` +
      `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(keys.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>` +
      `</md:IDPSSODescriptor></md:EntityDescriptor>`,
    responseXml,
    response: (options) => Buffer.from(responseXml(options), 'utf8').toString('base64'),
  };
}
