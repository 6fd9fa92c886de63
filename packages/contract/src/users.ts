import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { successAnswer } from './errors.ts';
import { activeStatusSchema, loginMethodSchema, roleSchema, userTypeSchema, type LoginMethod } from './enums.ts';
import {
  countryCodeField,
  countryIdField,
  emailField,
  idOrNewParam,
  idParam,
  nameField,
  phoneField,
  withPasswordConfirmation,
} from './fields.ts';

/** The user fields every user answer shares (the session's user, the admin user forms). */
export const userSummarySchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string(),
  country_id: z.number().nullable(),
  city: z.string().nullable(),
  role: roleSchema,
  type: userTypeSchema,
  status: activeStatusSchema,
  company_id: z.number().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** M-015, S-021: a user of a company as its users lists show them. */
export const companyUserSchema = userSummarySchema.extend({ last_login_date: z.string().nullable() });
export type CompanyUser = z.infer<typeof companyUserSchema>;
/**
 * M-015..M-017: a row of the company admin's users list; `can_delete`: the server's rule (an admin does not delete
 * themself here) says the admin may delete this user, so the web shows the delete action by it.
 */
export const companyUserRowSchema = companyUserSchema.extend({ can_delete: z.boolean() });
export type CompanyUserRow = z.infer<typeof companyUserRowSchema>;
/** M-015, M-009: GET /api/admin/company/users, the users of the admin's company. */
export const companyUsersAnswer = z.object({ users: z.array(companyUserRowSchema) });

/** M-020: the roles a company admin may give (never super_admin); the server answers them as the form's options. */
export const assignableRoles = ['caller', 'program_manager', 'business_manager', 'api'] as const;
export const assignableRoleSchema = z.enum(assignableRoles, { error: 'Please choose a role.' });
export type AssignableRole = (typeof assignableRoles)[number];

/** M-019: a path's user id, where 0 names a new user (decimal digits only, within the id columns' range). */
export const userIdOrNewParams = z.object({ id: idOrNewParam });
/** M-017, M-023: a path naming an existing user. */
export const companyUserIdParams = z.object({ id: idParam });

/** M-019: the user record of the member admin's user form. */
export const companyUserDetailSchema = companyUserSchema.extend({
  registration_type: z.string().nullable(),
  agreement_date: z.string().nullable(),
  focus_group: z.boolean(),
  country: z.object({ name: z.string() }).nullable(),
  /** The ids of the groups the user has access to, and those groups by name. */
  group_access: z.array(z.number()),
  community_access: z.array(z.object({ community_id: z.number(), name: z.string() })),
});
export type CompanyUserDetail = z.infer<typeof companyUserDetailSchema>;

/**
 * M-022, M-023: what the admin may change of this user, by the rule the save and the status call enforce (an admin
 * does not change their own role, type or status): the form disables the other fields, and offers Disable/Enable
 * only with `can_change_status`.
 */
export const companyUserChangesSchema = z.object({
  can_change_role: z.boolean(),
  can_change_type: z.boolean(),
  can_change_status: z.boolean(),
});
export type CompanyUserChanges = z.infer<typeof companyUserChangesSchema>;

/**
 * M-019..M-023: GET /api/admin/company/users/{id}: the user (null for id 0, a new user), the role options, the
 * company's login method (an SSO company sets no password, except for an API user) and what the admin may change.
 */
export const companyUserAnswer = z
  .object({
    user: companyUserDetailSchema.nullable(),
    roles: z.array(assignableRoleSchema),
    login_method: loginMethodSchema,
  })
  .extend(companyUserChangesSchema.shape);
export type CompanyUserAnswer = z.infer<typeof companyUserAnswer>;

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password.';
export const EMAIL_TAKEN_MESSAGE = 'This email address is already in use.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';
export const OWN_TYPE_MESSAGE = 'You cannot change your own type.';
export const OWN_STATUS_MESSAGE = 'You cannot disable your own account.';
export const OWN_DELETE_MESSAGE = 'You cannot delete your own account.';
export const USER_SAVED_MESSAGE = 'User saved.';

/** M-021: whether the form sets a password: a new user only, and in an SSO company only an API user. */
export const setsPassword = (isNew: boolean, loginMethod: LoginMethod, role: string): boolean =>
  isNew && (loginMethod !== 'sso' || role === 'api');

/**
 * Issue 24 §4: where the form sets a password (setsPassword), how: `invite` emails the new user a single-use link to
 * set it themselves (the form's default), `set` takes the password the admin types. A body without the choice (an
 * API client's) invites unless it carries a password.
 */
export const passwordChoices = ['invite', 'set'] as const;
export type PasswordChoice = (typeof passwordChoices)[number];
export const passwordChoiceLabels: Record<PasswordChoice, string> = {
  invite: 'Invite by email to set their own password',
  set: 'Type a password for them now',
};
export const passwordChoiceOf = (body: { password_choice?: PasswordChoice; password?: string }): PasswordChoice =>
  body.password_choice ?? ((body.password ?? '') === '' ? 'invite' : 'set');
export const userInvitedMessage = (email: string) =>
  `User saved. An invitation to set a password was emailed to ${email}.`;

/**
 * M-022: POST /api/admin/company/users/{id} (0 creates). The password choice, the password and its confirmation
 * count only where setsPassword says so (the server decides that, and ignores them elsewhere); sent, they must match.
 */
export const companyUserFields = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone: phoneField,
  phone_country_code: countryCodeField,
  country_id: countryIdField,
  city: nameField,
  role: assignableRoleSchema,
  type: userTypeSchema,
  status: activeStatusSchema,
  password_choice: z.enum(passwordChoices).optional(),
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
});
export const saveCompanyUserBody = withPasswordConfirmation(companyUserFields);
export type SaveCompanyUserBody = z.input<typeof saveCompanyUserBody>;
export const saveCompanyUserAnswer = z.object({ success: z.literal(true), message: z.string(), id: z.number() });
export type SaveCompanyUserAnswer = z.infer<typeof saveCompanyUserAnswer>;

/** M-023: POST /api/admin/company/users/{id}/status. */
export const companyUserStatusBody = z.object({ status: activeStatusSchema });
export type CompanyUserStatusBody = z.input<typeof companyUserStatusBody>;
export const companyUserStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  status: activeStatusSchema,
});

/** M-018: GET /api/admin/company/registration/queue, the registrations waiting for the admin's approval. */
export const registrationQueueItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type RegistrationQueueItem = z.infer<typeof registrationQueueItemSchema>;
export const registrationQueueAnswer = z.object({ queue: z.array(registrationQueueItemSchema) });
export const registrationQueueParams = z.object({ id: idParam });

/** S-003: GET /api/super_admin/registration/queue, every company's registrations waiting for approval. */
export const networkRegistrationQueueItemSchema = registrationQueueItemSchema.extend({ company: z.string() });
export type NetworkRegistrationQueueItem = z.infer<typeof networkRegistrationQueueItemSchema>;
export const networkRegistrationQueueAnswer = z.object({ queue: z.array(networkRegistrationQueueItemSchema) });

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const adminCompanyUsers = {
  method: 'GET',
  path: '/api/admin/company/users',
  answer: companyUsersAnswer,
} as const satisfies Endpoint;
export const adminCompanyUsersExport = {
  method: 'GET',
  path: '/api/admin/company/users/export',
} as const satisfies Endpoint;
export const getAdminCompanyUsers = {
  method: 'GET',
  path: '/api/admin/company/users/:id',
  params: userIdOrNewParams,
  answer: companyUserAnswer,
} as const satisfies Endpoint;
export const postAdminCompanyUsers = {
  method: 'POST',
  path: '/api/admin/company/users/:id',
  params: userIdOrNewParams,
  body: saveCompanyUserBody,
  answer: saveCompanyUserAnswer,
} as const satisfies Endpoint;
export const adminCompanyUsersDelete = {
  method: 'GET',
  path: '/api/admin/company/users/:id/delete',
  params: companyUserIdParams,
  answer: successAnswer,
} as const satisfies Endpoint;
export const adminCompanyUsersStatus = {
  method: 'POST',
  path: '/api/admin/company/users/:id/status',
  params: companyUserIdParams,
  body: companyUserStatusBody,
  answer: companyUserStatusAnswer,
} as const satisfies Endpoint;
export const adminCompanyRegistrationQueue = {
  method: 'GET',
  path: '/api/admin/company/registration/queue',
  answer: registrationQueueAnswer,
} as const satisfies Endpoint;
export const adminCompanyRegistrationApprove = {
  method: 'GET',
  path: '/api/admin/company/registration/:id/approve',
  params: registrationQueueParams,
  answer: successAnswer,
} as const satisfies Endpoint;
export const adminCompanyRegistrationReject = {
  ...adminCompanyRegistrationApprove,
  path: '/api/admin/company/registration/:id/reject',
} as const satisfies Endpoint;
/** M-018: a queued registration's decision by its name in the path. */
export const companyRegistrationDecisionEndpoints = {
  approve: adminCompanyRegistrationApprove,
  reject: adminCompanyRegistrationReject,
} as const;
export const superAdminRegistrationQueue = {
  method: 'GET',
  path: '/api/super_admin/registration/queue',
  answer: networkRegistrationQueueAnswer,
} as const satisfies Endpoint;
export const superAdminRegistrationApprove = {
  method: 'GET',
  path: '/api/super_admin/registration/:id/approve',
  params: registrationQueueParams,
  answer: successAnswer,
} as const satisfies Endpoint;
export const superAdminRegistrationReject = {
  ...superAdminRegistrationApprove,
  path: '/api/super_admin/registration/:id/reject',
} as const satisfies Endpoint;
/** S-003: a queued registration's decision, for any company, by its name in the path. */
export const networkRegistrationDecisionEndpoints = {
  approve: superAdminRegistrationApprove,
  reject: superAdminRegistrationReject,
} as const;
