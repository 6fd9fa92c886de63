import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { fetchIdpMetadata } from './fetch-idp-metadata.ts';
import { IdpMetadataError, parseIdpMetadata, type IdpMetadata } from './idp-metadata.ts';
import { joinCertificates } from './service-provider.ts';
import { updateCompanySettings } from '../companies/company-writer.ts';
import type { SsoCompany } from './sso-repository.ts';

/** How long metadata read from a URL is used before the next sign-in reads it again. */
export const METADATA_REFRESH_MS = 24 * 3600 * 1000;

/** Metadata from the identity provider's URL; in production never from an address of our own networks. */
export async function readIdpMetadataFromUrl(deps: AppDeps, url: string): Promise<IdpMetadata> {
  const xml = await fetchIdpMetadata(url, { publicOnly: deps.config.isProduction });
  return parseIdpMetadata(xml);
}

/** The metadata must be the identity provider the admin named. */
export function requireEntityMatch(metadata: IdpMetadata, entityId: string): void {
  if (metadata.entityId !== entityId)
    throw new IdpMetadataError(
      `The metadata is of the identity provider ${metadata.entityId}, not of the entity identifier entered.`,
    );
}

/** The columns that hold the metadata in use (the last good one). */
export const metadataColumns = (metadata: IdpMetadata, readAt: Date) => ({
  ssoIdpCertificate: joinCertificates(metadata.certificates),
  ssoIdpSsoUrl: metadata.ssoUrl,
  ssoIdpMetadataReadAt: readAt,
});

/**
 * Metadata from a URL is read again once a day, at a sign-in: a new certificate of the identity provider (a key
 * rollover) is picked up without the admin. A failure keeps the last good metadata and is logged.
 */
export async function refreshStaleMetadata(
  deps: AppDeps,
  company: SsoCompany,
  log: FastifyBaseLogger,
): Promise<SsoCompany> {
  const { ssoIdentitySource, ssoIdpFederationUrl, ssoIdpEntityUrl, ssoIdpMetadataReadAt } = company;
  if (ssoIdentitySource !== 'url' || !ssoIdpFederationUrl || !ssoIdpEntityUrl) return company;
  if (ssoIdpMetadataReadAt && Date.now() - ssoIdpMetadataReadAt.getTime() < METADATA_REFRESH_MS) return company;
  try {
    const metadata = await readIdpMetadataFromUrl(deps, ssoIdpFederationUrl);
    requireEntityMatch(metadata, ssoIdpEntityUrl);
    const columns = metadataColumns(metadata, new Date());
    await updateCompanySettings(deps.db, company.id, columns);
    return { ...company, ...columns };
  } catch (error) {
    if (!(error instanceof IdpMetadataError)) throw error;
    log.warn({ companyId: company.id, reason: error.message }, 'sso: metadata refresh failed, the last good one stays');
    return company;
  }
}
