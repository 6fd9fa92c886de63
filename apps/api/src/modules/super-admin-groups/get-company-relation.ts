import type { RelationAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { findCompanyDepartments, findCompanyDocuments } from './super-admin-groups-repository.ts';
import { readUsers, requireCompany, requireRelation, toRelation } from './company-relation.ts';

/**
 * S-041: GET /api/super_admin/companies/{id}/relation/{relation_id}: the relation and the company's users, with the
 * company's departments and processes to choose from (0: the form of a new relation).
 */
export async function getCompanyRelation(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  relationId: number,
): Promise<RelationAnswer> {
  requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const row = relationId === 0 ? null : await requireRelation(deps.db, company.id, relationId);
  const [users, departments, documents] = await Promise.all([
    readUsers(deps.db, company.id, row?.community.id ?? null),
    findCompanyDepartments(deps.db, company.id),
    findCompanyDocuments(deps.db, company.id),
  ]);
  return {
    company,
    relation: row === null ? null : await toRelation(deps.db, company.id, row),
    users,
    departments,
    documents,
  };
}
