import type { PartnerCompaniesAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findAccessiblePartners } from '../access/partner-access.ts';
import { findCompanyNames } from './partner-groups-repository.ts';

/** M-033: GET /api/admin/company/partner_companies, the companies the admin may work with (ADR 13). */
export async function listPartnerCompanies(deps: AppDeps, actor: Actor | null): Promise<PartnerCompaniesAnswer> {
  const admin = requireCompanyAdmin(actor);
  const ids = await findAccessiblePartners(deps.db, admin);
  return { companies: await findCompanyNames(deps.db, ids) };
}
