import type { PartnerGroupsAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findCompanyGroups } from './partner-groups-repository.ts';

/** M-033: GET /api/admin/company/partner_groups, the groups the admin's company has a relation to. */
export async function listPartnerGroups(deps: AppDeps, actor: Actor | null): Promise<PartnerGroupsAnswer> {
  const admin = requireCompanyAdmin(actor);
  const rows = await findCompanyGroups(deps.db, admin.companyId);
  return {
    partner_groups: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      user_access_flag: row.userAccessFlag,
      is_sponsor: row.sponsorCompanyId === admin.companyId,
    })),
  };
}
