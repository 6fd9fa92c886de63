import type { UsersListAnswer } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { findInactiveUsersPage } from './super-admin-users-repository.ts';

/** S-066, X-047: GET /api/super_admin/users/list/{page}: one page of the inactive users; past the last, none. */
export async function listInactiveUsers(deps: AppDeps, actor: Actor | null, page: number): Promise<UsersListAnswer> {
  requireSuperAdmin(actor);
  const rows = await findInactiveUsersPage(deps.db, page);
  return {
    users: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      company_id: row.companyId,
      company: row.company,
      role: row.role,
      last_login_date: row.lastLoginAt?.toISOString() ?? null,
    })),
  };
}
