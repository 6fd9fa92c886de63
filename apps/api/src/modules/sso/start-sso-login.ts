import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { refreshStaleMetadata } from './idp-metadata-source.ts';
import { companyServiceProvider } from './service-provider.ts';
import { configuredIdp, landingWithError, unknownCompany } from './sso-outcome.ts';
import { findSsoCompanyBySlug, insertAuthnRequest } from './sso-repository.ts';

/** How long the user may take at the identity provider before its answer to our request is refused. */
const AUTHN_REQUEST_TTL_MS = 3600 * 1000;

/**
 * H-015: the landing's login button. Sends the browser to the company's identity provider with an AuthnRequest
 * (HTTP-Redirect binding, unsigned: ADR 22) asking for an answer at the company's ACS; the request's ID is kept in
 * PostgreSQL for an hour, so the ACS of any instance takes one answer to it. A company that does not sign in with
 * SSO, is disabled or has no identity provider yet goes back to its landing, which says so.
 */
export async function startSsoLogin(deps: AppDeps, slug: string, log: FastifyBaseLogger): Promise<string> {
  const found = await findSsoCompanyBySlug(deps.db, slug);
  if (!found) throw unknownCompany();
  if (found.status !== 'active') return landingWithError(deps.config, found.slug, 'disabled');
  const company = found.loginMethod === 'sso' ? await refreshStaleMetadata(deps, found, log) : found;
  const idp = configuredIdp(company);
  if (!idp) return landingWithError(deps.config, found.slug, 'not_configured');
  const requestId = `_${randomBytes(20).toString('hex')}`;
  await insertAuthnRequest(deps.db, company.id, requestId, new Date(Date.now() + AUTHN_REQUEST_TTL_MS));
  return companyServiceProvider(deps.config, idp, requestId).getAuthorizeUrlAsync('', undefined, {});
}
