import type { CompanyRelation } from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findCompanyRelations } from './companies-repository.ts';

/** M-009: GET /api/admin/company/relations, the groups the admin's company (or one of its departments) belongs to. */
export async function listCompanyRelations(
  deps: AppDeps,
  actor: Actor | null,
): Promise<{ relations: CompanyRelation[] }> {
  const admin = requireCompanyAdmin(actor);
  return { relations: await readCompanyRelations(deps, admin.companyId) };
}

/** M-009, S-040: the groups a company (or one of its departments) belongs to; the caller has been authorised. */
export async function readCompanyRelations(deps: AppDeps, companyId: number): Promise<CompanyRelation[]> {
  const rows = await findCompanyRelations(deps.db, companyId);
  return rows.map((row) => ({
    id: row.id,
    community_id: row.communityId,
    community_name: row.communityName,
    community_type: row.communityType,
    department_name: row.departmentName,
    is_active: row.isActive,
  }));
}
