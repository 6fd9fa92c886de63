import type { z } from 'zod';
import {
  ALT_SIGNUP_MANAGER_SAME_MESSAGE,
  DEFAULT_GROUP_UNKNOWN_MESSAGE,
  REGISTRATION_SETTINGS_SAVED_MESSAGE,
  SIGNUP_MANAGER_NOT_A_USER_MESSAGE,
  type RegistrationSettingsAnswer,
  type registrationSettingsBody,
} from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import {
  findActiveCompanyUserIds,
  findRelatedCommunityIds,
  updateRegistrationSettings,
} from './companies-repository.ts';

/**
 * M-009, M-010: POST /api/admin/company/registration. Writes the columns registration reads when someone registers
 * (requires_approval, signup_manager_id, alt_signup_manager_id: modules/registration) and the default groups. The
 * signup managers must be active users of the admin's own company and the groups ones it belongs to; otherwise a
 * field error and nothing changes.
 */
export async function saveRegistrationSettings(
  deps: AppDeps,
  actor: Actor | null,
  input: z.output<typeof registrationSettingsBody>,
): Promise<RegistrationSettingsAnswer> {
  const admin = requireCompanyAdmin(actor, { nonLimited: true });
  return saveCompanyRegistrationSettings(deps, admin, admin.companyId, input);
}

/**
 * M-010, S-020: the one writer of a company's registration settings, for its own admin and for the super admin
 * (who has been authorised and names the company). Audited as the acting user.
 */
export async function saveCompanyRegistrationSettings(
  deps: AppDeps,
  admin: Pick<Actor, 'userId' | 'impersonatorId'>,
  companyId: number,
  input: z.output<typeof registrationSettingsBody>,
): Promise<RegistrationSettingsAnswer> {
  const managerIds = [input.signup_manager_id, input.alt_signup_manager_id].filter((id): id is number => id !== null);
  const activeUsers = new Set(await findActiveCompanyUserIds(deps.db, companyId, managerIds));
  const groups = [...new Set(input.group_access)];
  const relatedGroups = new Set(await findRelatedCommunityIds(deps.db, companyId, groups));

  const errors: FieldErrors = {};
  if (!activeUsers.has(input.signup_manager_id)) errors.signup_manager_id = [SIGNUP_MANAGER_NOT_A_USER_MESSAGE];
  if (input.alt_signup_manager_id !== null) {
    if (input.alt_signup_manager_id === input.signup_manager_id)
      errors.alt_signup_manager_id = [ALT_SIGNUP_MANAGER_SAME_MESSAGE];
    else if (!activeUsers.has(input.alt_signup_manager_id))
      errors.alt_signup_manager_id = [SIGNUP_MANAGER_NOT_A_USER_MESSAGE];
  }
  if (groups.some((id) => !relatedGroups.has(id))) errors.group_access = [DEFAULT_GROUP_UNKNOWN_MESSAGE];
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new AppError('validation', first, errors);

  const settings = {
    requiresApproval: input.requires_approval === 1,
    signupManagerId: input.signup_manager_id,
    altSignupManagerId: input.alt_signup_manager_id,
    defaultGroups: groups.sort((a, b) => a - b),
  };
  await deps.db.transaction(async (tx) => {
    await updateRegistrationSettings(tx, companyId, settings);
    await writeAuditLog(tx, {
      action: 'company.registration_settings',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { ...input, group_access: settings.defaultGroups },
    });
  });
  return {
    success: true,
    message: REGISTRATION_SETTINGS_SAVED_MESSAGE,
    settings: {
      requires_approval: input.requires_approval,
      signup_manager_id: settings.signupManagerId,
      alt_signup_manager_id: settings.altSignupManagerId,
      group_access: settings.defaultGroups,
    },
  };
}
