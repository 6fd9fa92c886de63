import type { SsoErrorCode } from '@casebridge/contract/sso';
import type { Config } from '../../config.ts';
import { companyOrigin } from '../../lib/company-origin.ts';
import { notFound } from '../../lib/app-error.ts';
import { splitCertificates } from './service-provider.ts';
import type { SsoCompany } from './sso-repository.ts';

export const UNKNOWN_COMPANY = 'No company has this address.';
export const unknownCompany = () => notFound(UNKNOWN_COMPANY);

/** A failed single sign-on goes back to the company's landing, which says why. */
export const landingWithError = (config: Pick<Config, 'publicUrl'>, slug: string, code: SsoErrorCode) =>
  `${companyOrigin(config, slug)}/?sso_error=${code}`;

/** The identity provider a company signs in with, when it signs in with one and its metadata has been read. */
export function configuredIdp(company: SsoCompany) {
  const idpCertificates = splitCertificates(company.ssoIdpCertificate);
  if (
    company.loginMethod !== 'sso' ||
    !company.ssoIdpEntityUrl ||
    !company.ssoIdpSsoUrl ||
    idpCertificates.length === 0
  )
    return null;
  return {
    slug: company.slug,
    idpEntityId: company.ssoIdpEntityUrl,
    idpSsoUrl: company.ssoIdpSsoUrl,
    idpCertificates,
  };
}
