import { eq } from 'drizzle-orm';
import type { SuperAdminUserAnswer } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { companySummaryColumns, toCompanySummary } from '../companies/to-company-summary.ts';
import { toUserSummary, userSummaryColumns } from '../users/to-user-summary.ts';

/** S-046: the super-admin user form's data. */
export async function getUserForAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
): Promise<SuperAdminUserAnswer> {
  requireSuperAdmin(actor);
  const [row] = await deps.db
    .select({ user: { ...userSummaryColumns, lastLoginAt: users.lastLoginAt }, company: companySummaryColumns })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  const { user } = row;
  return {
    user: {
      ...toUserSummary(user),
      last_login_date: user.lastLoginAt?.toISOString() ?? null,
    },
    company: row.company && toCompanySummary(row.company),
  };
}
