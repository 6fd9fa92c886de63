import type { CompanySearchAnswer, UserSearchAnswer } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { findCompaniesNamed, findUsersNamed } from './super-admin-search-repository.ts';

/** S-001: GET /api/super_admin/search/company, the dashboard's company autocomplete. */
export async function searchCompanies(deps: AppDeps, actor: Actor | null, q: string): Promise<CompanySearchAnswer> {
  requireSuperAdmin(actor);
  return { companies: await findCompaniesNamed(deps.db, q) };
}

/** S-001: GET /api/super_admin/search/user, the dashboard's user autocomplete. */
export async function searchUsers(deps: AppDeps, actor: Actor | null, q: string): Promise<UserSearchAnswer> {
  requireSuperAdmin(actor);
  const rows = await findUsersNamed(deps.db, q);
  return {
    users: rows.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      company: row.company,
    })),
  };
}
