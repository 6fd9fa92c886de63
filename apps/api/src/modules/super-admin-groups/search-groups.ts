import type { GroupSearchAnswer, GroupSearchBody } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { searchGroups as findMatchingGroups } from './super-admin-groups-repository.ts';

/** S-041: POST /api/super_admin/groups/search {term}: the groups whose name contains the term. */
export async function searchGroups(
  deps: AppDeps,
  actor: Actor | null,
  body: GroupSearchBody,
): Promise<GroupSearchAnswer> {
  requireSuperAdmin(actor);
  const rows = await findMatchingGroups(deps.db, body.term);
  return {
    groups: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      sponsor_company_id: row.sponsorCompanyId,
    })),
  };
}
