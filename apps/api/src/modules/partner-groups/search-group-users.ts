import type { GroupUserSearchAnswer, GroupUserSearchBody } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup } from './company-group.ts';
import { searchCompanyUsers } from './partner-groups-repository.ts';

/**
 * M-043: POST /api/admin/company/partner_groups/{id}/users/search {search_term}, the admin's own company's active
 * users by name or email (never another company's), with the groups each has been given access to.
 */
export async function searchGroupUsers(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: GroupUserSearchBody,
): Promise<GroupUserSearchAnswer> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  await requireCompanyGroup(deps, admin, id);
  const rows = await searchCompanyUsers(deps.db, admin.companyId, body.search_term);
  return {
    users: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      city: row.city,
      country_name: row.countryName,
      group_access: row.groupAccess,
    })),
  };
}
