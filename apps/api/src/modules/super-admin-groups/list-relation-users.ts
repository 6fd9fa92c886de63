import type { RelationUsersAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readUsers, requireCompany, requireRelation } from './company-relation.ts';

/**
 * S-042: GET /api/super_admin/companies/{id}/users/{relation_id}: the company's users, each selected when it has
 * access to the relation's group (0: a new relation, nobody selected).
 */
export async function listRelationUsers(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  relationId: number,
): Promise<RelationUsersAnswer> {
  requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const relation = relationId === 0 ? null : await requireRelation(deps.db, company.id, relationId);
  return { users: await readUsers(deps.db, company.id, relation?.community.id ?? null) };
}
