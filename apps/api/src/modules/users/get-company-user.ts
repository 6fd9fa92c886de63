import { assignableRoles, type CompanyUserAnswer } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { toUserSummary } from './to-user-summary.ts';
import { findCompanyLoginMethod, findCompanyUserDetail, findGroupAccessOfUser } from './users-repository.ts';

export const USER_NOT_FOUND = 'No user of your company has this id.';

/**
 * M-019..M-021: GET /api/admin/company/users/{id}, the member admin's user form: the user of the admin's own
 * company (another company's is not found), none for id 0 (a new user), the roles the admin may give and the
 * company's login method (which decides whether a new user gets a password).
 */
export async function getCompanyUser(deps: AppDeps, actor: Actor | null, userId: number): Promise<CompanyUserAnswer> {
  const admin = requireCompanyAdmin(actor);
  const loginMethod = await findCompanyLoginMethod(deps.db, admin.companyId);
  const answer = { roles: [...assignableRoles], login_method: loginMethod };
  if (userId === 0) return { user: null, ...answer };
  const row = await findCompanyUserDetail(deps.db, admin.companyId, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  const access = await findGroupAccessOfUser(deps.db, userId);
  return {
    user: {
      ...toUserSummary(row),
      last_login_date: row.lastLoginAt?.toISOString() ?? null,
      registration_type: row.registrationType,
      agreement_date: row.agreementDate?.toISOString() ?? null,
      focus_group: row.focusGroup,
      country: row.countryName === null ? null : { name: row.countryName },
      group_access: access.map((group) => group.communityId),
      community_access: access.map((group) => ({ community_id: group.communityId, name: group.name })),
    },
    ...answer,
  };
}
