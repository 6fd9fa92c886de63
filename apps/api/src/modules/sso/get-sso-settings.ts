import type { SsoSettingsAnswer } from '@casebridge/contract/sso';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { serviceProviderMetadata, spMetadataUrl } from './service-provider.ts';
import { findSsoCompanyById, findSsoCompanyBySlug, type SsoSettingsColumns } from './sso-repository.ts';
import { unknownCompany } from './sso-outcome.ts';

/** A company's SSO settings as its SSO Setup and the console's company form show them. */
export const toSsoSettings = (company: SsoSettingsColumns): SsoSettingsAnswer['settings'] => ({
  sso_identity_source: company.ssoIdentitySource,
  sso_idp_entity_url: company.ssoIdpEntityUrl,
  sso_idp_federation_url: company.ssoIdpFederationUrl,
  sso_idp_logout_url: company.ssoIdpLogoutUrl,
  sso_login_section: company.ssoLoginSection,
  sso_registration_section: company.ssoRegistrationSection,
  has_identity_file: company.ssoIdentityFileKey !== null,
  sso_idp_initiated: company.ssoIdpInitiated,
});

/** M-011, M-012: GET /api/admin/company/sso, the settings of the admin's own company. */
export async function getOwnSsoSettings(deps: AppDeps, actor: Actor | null): Promise<SsoSettingsAnswer> {
  const member = requireMember(actor);
  const company = await findSsoCompanyById(deps.db, member.companyId);
  if (!company) throw notFound();
  return {
    settings: toSsoSettings(company),
    sp_metadata_url: spMetadataUrl(deps.config, company.slug),
    idp_sso_url: company.ssoIdpSsoUrl,
    metadata_read_at: company.ssoIdpMetadataReadAt?.toISOString() ?? null,
  };
}

/** M-012, X-038: GET /api/saml2/{slug}/metadata, public: what the company's identity provider is set up with. */
export async function getServiceProviderMetadata(deps: AppDeps, slug: string): Promise<string> {
  const company = await findSsoCompanyBySlug(deps.db, slug);
  if (!company) throw unknownCompany();
  return serviceProviderMetadata(deps.config, company.slug);
}
