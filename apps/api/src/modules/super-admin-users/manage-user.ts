import type { z } from 'zod';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { ActiveStatus, Role } from '@casebridge/contract/enums';
import {
  CHOOSE_COMPANY_MESSAGE,
  PASSWORD_BY_SSO_ADMIN_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  SUPER_ADMIN_PROTECTED_MESSAGE,
  UNKNOWN_GROUP_MESSAGE,
  offersAdminPasswordUpdate,
  type SuperAdminPasswordBody,
  type superAdminSaveUserBody,
} from '@casebridge/contract/super-admin-users';
import type { SaveCompanyUserAnswer } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { replacePasswordOfUser } from '../auth/replace-password.ts';
import { deleteUserOfCompany } from '../users/delete-company-user.ts';
import { CHECK_FIELDS_MESSAGE, saveUserOfCompany } from '../users/save-company-user.ts';
import { setUserStatusOfCompany, type UserStatusAnswer } from '../users/set-company-user-status.ts';
import { COMPANY_NOT_FOUND_MESSAGE, USER_NOT_FOUND_MESSAGE } from './get-user-for-admin.ts';
import { findCommunitiesOfCompany, findCompanySummaryRow, findUserTarget } from './super-admin-users-repository.ts';
import { replaceAccessOfUser } from '../super-admin-groups/group-writer.ts';

type SaveBody = z.output<typeof superAdminSaveUserBody>;

/**
 * DECISIONS 1, X-006: whether the console changes, disables, deletes or sets a password of this account: a company's
 * user, never a super admin's account (no company). The console's user answer says it as can_manage.
 */
export const isManagedInConsole = <T extends { role: Role; companyId: number | null }>(
  target: T,
): target is T & { companyId: number } => target.role !== 'super_admin' && target.companyId !== null;

/** The company user a console call names; a super admin's account is refused (isManagedInConsole). */
async function requireCompanyUser(deps: AppDeps, userId: number) {
  const target = await findUserTarget(deps.db, userId);
  if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (!isManagedInConsole(target)) throw forbidden(SUPER_ADMIN_PROTECTED_MESSAGE);
  return target;
}

/**
 * S-047, X-006: POST /api/super_admin/users/{id} (0 creates a user of the body's company_id; an existing user stays
 * in their own company). The member form's rules (users module) but for the address, which may be at any domain
 * (only the super admin places an address outside the company's domains), plus the user's group access: only groups
 * the company belongs to, saved in the same transaction. Audited as user.create / user.update.
 */
export async function saveUserAsSuperAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  body: SaveBody,
  ip: string,
): Promise<SaveCompanyUserAnswer> {
  const admin = requireSuperAdmin(actor);
  let companyId: number;
  if (userId === 0) {
    if (body.company_id === undefined) throw invalid({ company_id: [CHOOSE_COMPANY_MESSAGE] });
    if (!(await findCompanySummaryRow(deps.db, body.company_id))) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    companyId = body.company_id;
  } else {
    companyId = (await requireCompanyUser(deps, userId)).companyId;
  }
  const groupAccess = body.group_access === undefined ? undefined : [...new Set(body.group_access)];
  if (groupAccess) {
    const offered = new Set((await findCommunitiesOfCompany(deps.db, companyId)).map((group) => group.id));
    if (groupAccess.some((id) => !offered.has(id))) throw invalid({ group_access: [UNKNOWN_GROUP_MESSAGE] });
  }
  const saved = await saveUserOfCompany(deps, admin, companyId, userId, body, ip, {
    anyDomain: true,
    afterSave: groupAccess && ((tx, savedId) => replaceAccessOfUser(tx, savedId, companyId, groupAccess)),
  });
  return { success: true, ...saved };
}

const invalid = (errors: Record<string, string[]>) => new AppError('validation', CHECK_FIELDS_MESSAGE, errors);

/** S-048: POST /api/super_admin/users/{id}/status: Disable/Enable; a disabled user's access stops at once. */
export async function setUserStatusAsSuperAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  status: ActiveStatus,
  ip: string,
): Promise<UserStatusAnswer> {
  const admin = requireSuperAdmin(actor);
  const target = await requireCompanyUser(deps, userId);
  return setUserStatusOfCompany(deps, admin, target.companyId, userId, status, ip);
}

/** S-048: GET /api/super_admin/users/{id}/delete, audited. */
export async function deleteUserAsSuperAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  ip: string,
): Promise<SuccessAnswer> {
  const admin = requireSuperAdmin(actor);
  const target = await requireCompanyUser(deps, userId);
  return deleteUserOfCompany(deps, admin, target.companyId, userId, ip);
}

/**
 * S-049, X-006: POST /api/super_admin/users/{id}/password. Not for an SSO company's users other than API users
 * (their identity provider keeps the password); the user's sessions and access tokens end as after a reset.
 */
export async function setUserPasswordAsSuperAdmin(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  body: SuperAdminPasswordBody,
  ip: string,
): Promise<SuccessAnswer> {
  const admin = requireSuperAdmin(actor);
  const target = await requireCompanyUser(deps, userId);
  if (!offersAdminPasswordUpdate(target.loginMethod, target.role)) throw forbidden(PASSWORD_BY_SSO_ADMIN_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await replacePasswordOfUser(tx, userId, passwordHash);
    await writeAuditLog(tx, {
      action: 'password.set_by_admin',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      subjectUserId: userId,
      companyId: target.companyId,
      ip,
    });
  });
  return { success: true, message: PASSWORD_UPDATED_MESSAGE };
}
