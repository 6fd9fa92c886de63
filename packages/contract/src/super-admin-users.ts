import { z } from 'zod';
import { successAnswer } from './errors.ts';
import { companySummarySchema } from './companies.ts';
import type { Endpoint } from './endpoint.ts';
import { groupTypeSchema, roleSchema, userAccessFlags } from './enums.ts';
import { idField, idParam, passwordField, withPasswordConfirmation } from './fields.ts';
import { countrySchema } from './landing.ts';
import {
  assignableRoleSchema,
  companyUserDetailSchema,
  companyUserFields,
  companyUserStatusAnswer,
  companyUserStatusBody,
  saveCompanyUserAnswer,
  userIdOrNewParams,
} from './users.ts';

export const userIdParams = z.object({ id: idParam });
export const companyIdParams = z.object({ company_id: idParam });

/** S-046: GET /api/super_admin/users/form_data/{company_id}: the countries and the roles of the form, the company. */
export const superAdminUserFormDataAnswer = z.object({
  countries: z.array(countrySchema),
  roles: z.array(assignableRoleSchema),
  company: companySummarySchema,
});
export type SuperAdminUserFormDataAnswer = z.infer<typeof superAdminUserFormDataAnswer>;

/** S-046: a group of the user's company, offered as a community access checkbox. */
export const userFormCommunitySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: groupTypeSchema,
  /** The company's relation to the group: all its users, or only those given access (limit). */
  user_access_flag: z.enum(userAccessFlags),
});
export type UserFormCommunity = z.infer<typeof userFormCommunitySchema>;

/**
 * GET /api/super_admin/users/{id} (S-046): the user form's data: the user as the member form shows it (a super admin
 * has no company), the ids of the groups the user has access to and the groups of the user's company to choose from,
 * and what the console may do with the account, by the rules its calls enforce: `can_manage`, change, disable,
 * delete and set a password (a company's user, never a super admin's account, DECISIONS 1); `can_login_as`, 'Login
 * as' (A-036: a user who may hold a session, active and of an active company, and no super admin).
 */
export const superAdminUserAnswer = z.object({
  user: companyUserDetailSchema,
  company: companySummarySchema.nullable(),
  access: z.array(z.number()),
  communities: z.array(userFormCommunitySchema),
  can_manage: z.boolean(),
  can_login_as: z.boolean(),
});
export type SuperAdminUserAnswer = z.infer<typeof superAdminUserAnswer>;

/**
 * S-047, X-006: POST /api/super_admin/users/{id} (0 creates): the member form's fields, the company a new user joins
 * (an existing user stays in their own) and the groups the user has access to (community access, super admin only).
 */
export const superAdminSaveUserBody = withPasswordConfirmation(
  companyUserFields.extend({
    company_id: idField.optional(),
    group_access: z.array(idField).max(1000).optional(),
  }),
);
export type SuperAdminSaveUserBody = z.input<typeof superAdminSaveUserBody>;

export const CHOOSE_COMPANY_MESSAGE = 'Please choose the company of the new user.';
export const SUPER_ADMIN_PROTECTED_MESSAGE = 'A super admin cannot change, disable or delete another super admin.';
export const UNKNOWN_GROUP_MESSAGE = "Choose groups of the user's company.";
export const PASSWORD_BY_SSO_ADMIN_MESSAGE =
  "This user's company signs in through single sign-on: only an API user's password is set here.";
export const PASSWORD_UPDATED_MESSAGE = "The password has been updated. The user's sessions have been signed out.";

/** S-049: POST /api/super_admin/users/{id}/password. */
export const superAdminPasswordBody = withPasswordConfirmation(
  z.object({ password: passwordField, password_confirmation: z.string().max(200) }),
);
export type SuperAdminPasswordBody = z.input<typeof superAdminPasswordBody>;

/** S-049: Update Password shows except for an SSO company's users other than API users (3 §5). */
export const offersAdminPasswordUpdate = (loginMethod: string | null, role: string): boolean =>
  loginMethod !== 'sso' || role === 'api';

/** S-066, S-067, X-047: GET /api/super_admin/users/list/{page}: one page of the inactive users, 0 first. */
export const INACTIVE_USERS_PAGE_SIZE = 50;
export const MAX_USERS_LIST_PAGE = 100_000;
export const usersListParams = z.object({
  page: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,5})$/, 'Not a valid page.')
    .transform(Number)
    .pipe(z.number().max(MAX_USERS_LIST_PAGE, 'Not a valid page.')),
});
export const inactiveUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_id: z.number().nullable(),
  company: z.string().nullable(),
  role: roleSchema,
  last_login_date: z.string().nullable(),
});
export type InactiveUser = z.infer<typeof inactiveUserSchema>;
export const usersListAnswer = z.object({ users: z.array(inactiveUserSchema) });
export type UsersListAnswer = z.infer<typeof usersListAnswer>;

/** S-001: the dashboard's autocompletes, from 2 characters. */
export const SEARCH_RESULTS_SHOWN = 10;
export const superAdminSearchQuery = z.object({
  q: z.string().trim().min(2, 'At least 2 characters.').max(100, 'At most 100 characters.'),
});
export const companySearchAnswer = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), status: z.string() })),
});
export type CompanySearchAnswer = z.infer<typeof companySearchAnswer>;
export const userSearchAnswer = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      company_id: z.number().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
    }),
  ),
});
export type UserSearchAnswer = z.infer<typeof userSearchAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminUsersFormData = {
  method: 'GET',
  path: '/api/super_admin/users/form_data/:company_id',
  params: companyIdParams,
  answer: superAdminUserFormDataAnswer,
} as const satisfies Endpoint;
export const superAdminUsersList = {
  method: 'GET',
  path: '/api/super_admin/users/list/:page',
  params: usersListParams,
  answer: usersListAnswer,
} as const satisfies Endpoint;
export const getSuperAdminUsers = {
  method: 'GET',
  path: '/api/super_admin/users/:id',
  params: userIdParams,
  answer: superAdminUserAnswer,
} as const satisfies Endpoint;
export const postSuperAdminUsers = {
  method: 'POST',
  path: '/api/super_admin/users/:id',
  params: userIdOrNewParams,
  body: superAdminSaveUserBody,
  answer: saveCompanyUserAnswer,
} as const satisfies Endpoint;
export const superAdminUsersDelete = {
  method: 'GET',
  path: '/api/super_admin/users/:id/delete',
  params: userIdParams,
  answer: successAnswer,
} as const satisfies Endpoint;
export const superAdminUsersStatus = {
  method: 'POST',
  path: '/api/super_admin/users/:id/status',
  params: userIdParams,
  body: companyUserStatusBody,
  answer: companyUserStatusAnswer,
} as const satisfies Endpoint;
export const superAdminUsersPassword = {
  method: 'POST',
  path: '/api/super_admin/users/:id/password',
  params: userIdParams,
  body: superAdminPasswordBody,
  answer: successAnswer,
} as const satisfies Endpoint;
export const superAdminSearchCompany = {
  method: 'GET',
  path: '/api/super_admin/search/company',
  querystring: superAdminSearchQuery,
  answer: companySearchAnswer,
} as const satisfies Endpoint;
export const superAdminSearchUser = {
  method: 'GET',
  path: '/api/super_admin/search/user',
  querystring: superAdminSearchQuery,
  answer: userSearchAnswer,
} as const satisfies Endpoint;
