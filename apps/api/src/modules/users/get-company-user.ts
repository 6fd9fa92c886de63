import { objectKinds } from '@casebridge/contract/access';
import { assignableRoles, type CompanyUserAnswer, type CompanyUserDetail } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { companyUserChanges } from './own-account-rules.ts';
import { toUserSummary } from './to-user-summary.ts';
import { findCompanyUserDetail, findGroupAccessOfUser, findUsersCompany } from './users-repository.ts';

export const USER_NOT_FOUND = objectKinds.user.notFound;

/** M-019, S-046: a user of one company as the user forms show it; undefined for another company's. */
export async function findUserDetailOfCompany(
  deps: AppDeps,
  companyId: number,
  userId: number,
): Promise<CompanyUserDetail | undefined> {
  const row = await findCompanyUserDetail(deps.db, companyId, userId);
  if (!row) return undefined;
  const access = await findGroupAccessOfUser(deps.db, userId);
  return {
    ...toUserSummary(row),
    last_login_date: row.lastLoginAt?.toISOString() ?? null,
    registration_type: row.registrationType,
    agreement_date: row.agreementDate?.toISOString() ?? null,
    focus_group: row.focusGroup,
    country: row.countryName === null ? null : { name: row.countryName },
    group_access: access.map((group) => group.communityId),
    community_access: access.map((group) => ({ community_id: group.communityId, name: group.name })),
  };
}

/** The login method of a company: whether a new user gets a password (M-021, S-049). */
export const companyLoginMethod = async (deps: AppDeps, companyId: number) =>
  (await findUsersCompany(deps.db, companyId))?.loginMethod ?? 'requires_registration';

/**
 * M-019..M-023: GET /api/admin/company/users/{id}, the member admin's user form: the user of the admin's own
 * company (another company's is not found), none for id 0 (a new user), the roles the admin may give, the company's
 * login method (which decides whether a new user gets a password) and what the admin may change of the user (the
 * save's and the status call's own rule: not their own role, type or status).
 */
export async function getCompanyUser(deps: AppDeps, actor: Actor | null, userId: number): Promise<CompanyUserAnswer> {
  const admin = requireCompanyAdmin(actor);
  const loginMethod = await companyLoginMethod(deps, admin.companyId);
  const answer = { roles: [...assignableRoles], login_method: loginMethod, ...companyUserChanges(admin, userId) };
  if (userId === 0) return { user: null, ...answer };
  await requireAccess(deps.db, admin, 'user.manage', [userId]);
  const user = await findUserDetailOfCompany(deps, admin.companyId, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return { user, ...answer };
}
