import { assignableRoles } from '@casebridge/contract/users';
import type { SuperAdminUserAnswer, SuperAdminUserFormDataAnswer } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { toCompanySummary } from '../companies/to-company-summary.ts';
import { listCountries } from '../landing/list-countries.ts';
import { findUserDetailOfCompany } from '../users/get-company-user.ts';
import { toUserSummary } from '../users/to-user-summary.ts';
import { mayLogInAs } from '../auth/login-as-user.ts';
import { isManagedInConsole } from './manage-user.ts';
import {
  findAccessOfUser,
  findCommunitiesOfCompany,
  findCompanylessUser,
  findCompanySummaryRow,
  findUserTarget,
} from './super-admin-users-repository.ts';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';
export const COMPANY_NOT_FOUND_MESSAGE = 'Company not found.';

/** S-046: GET /api/super_admin/users/form_data/{company_id}: the countries and roles of the user form. */
export async function getUserFormData(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<SuperAdminUserFormDataAnswer> {
  requireSuperAdmin(actor);
  const company = await findCompanySummaryRow(deps.db, companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return { countries: await listCountries(deps), roles: [...assignableRoles], company: toCompanySummary(company) };
}

/**
 * S-046: GET /api/super_admin/users/{id}: the user as the member form shows it, with the ids of the groups the user
 * has access to and the groups of the user's company (the community access checkboxes), and what the console may do
 * with the account by its calls' own rules (can_manage: isManagedInConsole; can_login_as: the login-as call's). A
 * super admin belongs to no company: the summary alone, no groups, nothing to do.
 */
export async function getUserForAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
): Promise<SuperAdminUserAnswer> {
  requireSuperAdmin(actor);
  const target = await findUserTarget(deps.db, userId);
  if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (!isManagedInConsole(target)) return superAdminAnswer(deps, userId);
  const [user, company, access, communities, canLoginAs] = await Promise.all([
    findUserDetailOfCompany(deps, target.companyId, userId),
    findCompanySummaryRow(deps.db, target.companyId),
    findAccessOfUser(deps.db, userId),
    findCommunitiesOfCompany(deps.db, target.companyId),
    mayLogInAs(deps.db, userId),
  ]);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return {
    user,
    company: company ? toCompanySummary(company) : null,
    access,
    communities: communities.map((group) => ({
      id: group.id,
      name: group.name,
      type: group.type,
      user_access_flag: group.userAccessFlag,
    })),
    can_manage: true,
    can_login_as: canLoginAs,
  };
}

async function superAdminAnswer(deps: AppDeps, userId: number): Promise<SuperAdminUserAnswer> {
  const row = await findCompanylessUser(deps.db, userId);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return {
    user: {
      ...toUserSummary(row),
      last_login_date: row.lastLoginAt?.toISOString() ?? null,
      registration_type: null,
      agreement_date: row.agreementDate?.toISOString() ?? null,
      focus_group: false,
      country: null,
      group_access: [],
      community_access: [],
    },
    company: null,
    access: [],
    communities: [],
    can_manage: false,
    can_login_as: false,
  };
}
