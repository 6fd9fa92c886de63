import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What a company's sign-in needs from its identity provider's metadata. */
export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

export class IdpMetadataError extends Error {}

/** A DOCTYPE (and with it any entity declaration) has no place in SAML: refused before parsing (XXE, entity bombs). */
export const hasDocumentType = (xml: string): boolean => /<!DOCTYPE|<!ENTITY/i.test(xml);

/** The document, or null when the text is not well-formed XML (check hasDocumentType first). */
export function parseWellFormedXml(xml: string): Document | null {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (m: string) => errors.push(m),
      fatalError: (m: string) => errors.push(m),
    },
  }).parseFromString(xml, 'text/xml');
  return errors.length > 0 || !(doc as Document | undefined)?.documentElement ? null : doc;
}

const toPem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${(base64.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----`;

/**
 * Reads an identity provider's SAML metadata (an EntityDescriptor, or the first one with an IDPSSODescriptor in an
 * EntitiesDescriptor): its entity ID, its HTTP-Redirect single sign-on address and its signing certificates (the
 * KeyDescriptors of use signing or of no use). Anything else is an IdpMetadataError with a message for the admin.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (hasDocumentType(xml)) throw new IdpMetadataError('The metadata must not contain a DOCTYPE or entities.');
  const doc = parseWellFormedXml(xml);
  if (!doc) throw new IdpMetadataError('The metadata is not well-formed XML.');
  const descriptors = Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor')).filter(
    (entity) => entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor').length > 0,
  );
  const entity = descriptors[0];
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) throw new IdpMetadataError('The metadata describes no identity provider (IDPSSODescriptor).');
  const entityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (entityId === '') throw new IdpMetadataError('The metadata names no entityID.');

  const ssoService = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (service) => service.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const ssoUrl = ssoService?.getAttribute('Location')?.trim() ?? '';
  if (!URL.canParse(ssoUrl) || !/^https?:$/.test(new URL(ssoUrl).protocol))
    throw new IdpMetadataError('The metadata has no HTTP-Redirect single sign-on address (SingleSignOnService).');

  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((node) => toPem(node.textContent));
  if (certificates.length === 0) throw new IdpMetadataError('The metadata holds no signing certificate.');
  for (const pem of certificates) {
    try {
      new X509Certificate(pem);
    } catch {
      throw new IdpMetadataError('A signing certificate in the metadata cannot be read.');
    }
  }
  return { entityId, ssoUrl, certificates };
}
