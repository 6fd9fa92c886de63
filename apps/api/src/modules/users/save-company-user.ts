import type { z } from 'zod';
import { CHOOSE_COUNTRY_MESSAGE, passwordField } from '@casebridge/contract/fields';
import {
  EMAIL_TAKEN_MESSAGE,
  OWN_ROLE_MESSAGE,
  OWN_STATUS_MESSAGE,
  OWN_TYPE_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  passwordChoiceOf,
  setsPassword,
  USER_SAVED_MESSAGE,
  userInvitedMessage,
  type CompanyUserChanges,
  type saveCompanyUserBody,
  type SaveCompanyUserAnswer,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { hashPassword } from '../../lib/password.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { isCompanyAddress, memberAdminAddressMessage } from '../auth/company-email-domain.ts';
import { revokeAllRefreshSessionsOfUser } from '../auth/refresh-sessions.ts';
import { issuePasswordResetLink } from '../auth/send-password-reset-link.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { userInvitationEmail } from '../email/templates.ts';
import { USER_NOT_FOUND } from './get-company-user.ts';
import { companyUserChanges } from './own-account-rules.ts';
import { findCompanyUserDetail, findCountryName, findUsersCompany, isEmailTaken } from './users-repository.ts';
import { createUser, updateCompanyUser, type CompanyUserFields } from './user-writer.ts';

export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
type Body = z.output<typeof saveCompanyUserBody>;

const invalid = (errors: FieldErrors) => new AppError('validation', CHECK_FIELDS_MESSAGE, errors);

/** M-021, X-036: the new user's password, where the form sets one: required and by the rules (the body's schema has
 * checked that the confirmation matches). */
function passwordErrors(body: Body): FieldErrors {
  if ((body.password ?? '') === '') return { password: [PASSWORD_REQUIRED_MESSAGE] };
  const password = passwordField.safeParse(body.password);
  if (!password.success) return { password: password.error.issues.map((issue) => issue.message) };
  return {};
}

/**
 * A user who stops being active loses their sessions at once: the refresh credentials are revoked here, and the
 * request context refuses an inactive user's access token on its next call.
 */
export async function endSessionsOnDisable(tx: DbOrTx, userId: number, before: string, after: string) {
  if (before === 'active' && after === 'inactive') await revokeAllRefreshSessionsOfUser(tx, userId);
}

/** Who changes a user: a company admin, or a super admin (S-047); impersonation is named in the audit. */
export type UserEditor = { userId: number; impersonatorId: number | null };

/** What a save answers: the user's id, and the message (a new user invited by email is told so). */
export type SavedUser = { id: number; message: string };

/** Issue 24 §4: the new user's invitation, queued in the save's transaction: a single-use set-password link. */
async function queueInvitation(
  tx: DbOrTx,
  deps: AppDeps,
  user: { id: number; email: string; firstName: string },
  companyName: string,
): Promise<number> {
  const link = await issuePasswordResetLink(tx, deps.config, user.id, deps.config.inviteTokenTtl);
  const days = Math.max(1, Math.round(deps.config.inviteTokenTtl / 86400));
  const message = userInvitationEmail({ to: user.email, firstName: user.firstName, companyName, link, days });
  return insertOutboundEmail(tx, message);
}

/**
 * M-022, S-047: the save itself, for the users of one company (the admin's, or in the console the one the super
 * admin's form is for); another company's id is not found. The roles are those of the member form (a super admin
 * role fails the body's check); the address is unique in the network; where the form sets a password (M-021) a new
 * user is emailed a single-use link to set it (issue 24 §4), or gets an argon2 hash of the password the editor typed
 * when the body's password choice says `set`; an existing user's password is not changed here (the super admin's
 * Update Password is its own call, X-006). `changes`: what the editor may change of the user (a member admin: not
 * their own role, type or status, companyUserChanges); absent, everything. `afterSave` runs in the save's transaction (the console's group access). An address the save places (a
 * new user's, or a changed one) must be at one of the company's domains unless `anyDomain` (the super admin): a
 * member admin holding an address of another company's domain would lock its owner out of that company for good
 * (its SSO refuses an address that is another company's account). An address kept as it was stays.
 */
export async function saveUserOfCompany(
  deps: AppDeps,
  editor: UserEditor,
  companyId: number,
  userId: number,
  body: Body,
  ip: string,
  options: {
    changes?: CompanyUserChanges;
    anyDomain?: boolean;
    afterSave?: (tx: DbOrTx, id: number) => Promise<void>;
  } = {},
): Promise<SavedUser> {
  const isNew = userId === 0;
  const existing = isNew ? undefined : await findCompanyUserDetail(deps.db, companyId, userId);
  if (!isNew && !existing) throw notFound(USER_NOT_FOUND);
  const company = await findUsersCompany(deps.db, companyId);
  if (!company) throw notFound(USER_NOT_FOUND);

  const errors: FieldErrors = {};
  if ((await findCountryName(deps.db, body.country_id)) === undefined) errors.country_id = [CHOOSE_COUNTRY_MESSAGE];
  const { changes } = options;
  if (existing && changes) {
    if (!changes.can_change_role && body.role !== existing.role) errors.role = [OWN_ROLE_MESSAGE];
    if (!changes.can_change_type && body.type !== existing.type) errors.type = [OWN_TYPE_MESSAGE];
    if (!changes.can_change_status && body.status !== existing.status) errors.status = [OWN_STATUS_MESSAGE];
  }
  const placesAddress = existing?.email.toLowerCase() !== body.email.toLowerCase();
  if (placesAddress && !options.anyDomain && !isCompanyAddress(company, body.email))
    errors.email = [memberAdminAddressMessage(company)];
  else if (await isEmailTaken(deps.db, body.email, userId)) errors.email = [EMAIL_TAKEN_MESSAGE];
  const setsOne = setsPassword(isNew, company.loginMethod, body.role);
  const invites = setsOne && passwordChoiceOf(body) === 'invite';
  const withPassword = setsOne && !invites;
  if (withPassword) Object.assign(errors, passwordErrors(body));
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const fields: CompanyUserFields = {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phone: body.phone,
    phoneCountryCode: body.phone_country_code,
    countryId: body.country_id,
    city: body.city,
    role: body.role,
    type: body.type,
    status: body.status,
  };
  const passwordHash = withPassword && body.password ? await hashPassword(body.password) : null;
  const saved = await deps.db.transaction(async (tx) => {
    const { type, ...details } = fields;
    const id = isNew
      ? await createUser(tx, { ...details, origin: { kind: 'admin', type }, companyId, passwordHash })
      : userId;
    if (id === undefined) throw invalid({ email: [EMAIL_TAKEN_MESSAGE] });
    if (!isNew) {
      const before = await updateCompanyUser(tx, companyId, id, fields);
      if (before === undefined) throw notFound(USER_NOT_FOUND);
      await endSessionsOnDisable(tx, id, before, fields.status);
    }
    await options.afterSave?.(tx, id);
    await auditUserChange(tx, editor, companyId, isNew ? 'user.create' : 'user.update', id, ip);
    const invitation = invites ? await queueInvitation(tx, deps, { id, ...fields }, company.name) : undefined;
    return { id, invitation };
  });
  if (saved.invitation === undefined) return { id: saved.id, message: USER_SAVED_MESSAGE };
  await deps.emails.dispatch([saved.invitation]);
  return { id: saved.id, message: userInvitedMessage(body.email) };
}

/**
 * M-022: POST /api/admin/company/users/{id} (0 creates). A company admin edits and makes users of their own
 * company only (the company is the admin's, never the body's). An admin may not change their own role, type or
 * status: the company keeps the admin who is acting, so it never loses its last one here.
 */
export async function saveCompanyUser(
  deps: AppDeps,
  actor: Actor | null,
  userId: number,
  body: Body,
  ip: string,
): Promise<SaveCompanyUserAnswer> {
  const admin = requireCompanyAdmin(actor);
  if (userId !== 0) await requireAccess(deps.db, admin, 'user.manage', [userId]);
  const saved = await saveUserOfCompany(deps, admin, admin.companyId, userId, body, ip, {
    changes: companyUserChanges(admin, userId),
  });
  return { success: true, ...saved };
}

export async function auditUserChange(
  tx: DbOrTx,
  editor: UserEditor,
  companyId: number,
  action: string,
  userId: number,
  ip: string,
) {
  await writeAuditLog(tx, {
    action,
    actorUserId: editor.userId,
    impersonatorUserId: editor.impersonatorId,
    subjectUserId: userId,
    companyId,
    ip,
  });
}
