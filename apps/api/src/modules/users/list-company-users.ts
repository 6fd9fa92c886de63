import type { CompanyUser, CompanyUserRow } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { mayDeleteCompanyUser } from './own-account-rules.ts';
import { toUserSummary } from './to-user-summary.ts';
import { findCompanyUsers } from './users-repository.ts';

/**
 * M-015, M-009: GET /api/admin/company/users, the users of the admin's own company (signup managers are chosen here),
 * each saying whether the admin may delete them (M-017).
 */
export async function listCompanyUsers(deps: AppDeps, actor: Actor | null): Promise<{ users: CompanyUserRow[] }> {
  const admin = requireCompanyAdmin(actor);
  const users = await readCompanyUsers(deps, admin.companyId);
  return { users: users.map((user) => ({ ...user, can_delete: mayDeleteCompanyUser(admin, user.id) })) };
}

/** M-015, S-021: the users of a company; the caller has been authorised for it. */
export async function readCompanyUsers(deps: AppDeps, companyId: number): Promise<CompanyUser[]> {
  const rows = await findCompanyUsers(deps.db, companyId);
  return rows.map((row) => ({ ...toUserSummary(row), last_login_date: row.lastLoginAt?.toISOString() ?? null }));
}
