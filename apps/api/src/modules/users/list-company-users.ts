import type { CompanyUser } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { toUserSummary } from './to-user-summary.ts';
import { findCompanyUsers } from './users-repository.ts';

/** M-015, M-009: GET /api/admin/company/users, the users of the admin's own company (signup managers are chosen here). */
export async function listCompanyUsers(deps: AppDeps, actor: Actor | null): Promise<{ users: CompanyUser[] }> {
  const admin = requireCompanyAdmin(actor);
  return { users: await readCompanyUsers(deps, admin.companyId) };
}

/** M-015, S-021: the users of a company; the caller has been authorised for it. */
export async function readCompanyUsers(deps: AppDeps, companyId: number): Promise<CompanyUser[]> {
  const rows = await findCompanyUsers(deps.db, companyId);
  return rows.map((row) => ({ ...toUserSummary(row), last_login_date: row.lastLoginAt?.toISOString() ?? null }));
}
