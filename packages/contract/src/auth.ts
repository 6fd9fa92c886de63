import { z } from 'zod';
import { agreeConfirmField, emailField, idField, idParam, passwordField, withPasswordConfirmation } from './fields.ts';
import { companySummarySchema } from './companies.ts';
import type { Endpoint } from './endpoint.ts';
import { messageSchema, successAnswer } from './errors.ts';
import { membershipTypeSchema, roleSchema } from './enums.ts';
import { userSummarySchema } from './users.ts';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'This field is required.').max(255, 'At most 255 characters.'),
  // As long as a password may be set (passwordField), so hashing never runs over megabytes.
  password: z.string().min(1, 'This field is required.').max(200, 'At most 200 characters.'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenAnswer = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswer>;

export const sessionUserSchema = userSummarySchema.extend({
  agreement_date: z.string().nullable(),
  force_update_profile: z.boolean(),
  force_update_agreement: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meAnswer = z.object({
  user: sessionUserSchema,
  company: companySummarySchema.nullable(),
  /** D-012: the company's note (sanitised HTML) for its members; null without one and for limited members (D-002). */
  company_note: z.string().nullable(),
  /** D-013: the user may edit the company note (the server's rule, DECISIONS 13). */
  can_edit_company_note: z.boolean(),
  /** Set while a super admin acts as this user. */
  impersonator: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type MeAnswer = z.infer<typeof meAnswer>;

/** what the route guards need. */
export const middlewareAnswer = z.object({
  authorized: z.boolean(),
  role: roleSchema.nullable(),
  level: membershipTypeSchema.nullable(),
});
export type MiddlewareAnswer = z.infer<typeof middlewareAnswer>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = withPasswordConfirmation(
  z.object({
    email: emailField,
    password: passwordField,
    password_confirmation: z.string(),
    token: z.string().min(1).max(200),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** H-028: the token of an emailed sign-in link (/auto_login/{token}), exchanged once for a session. */
export const autoLoginBody = z.object({ token: z.string().min(1).max(200) });
export type AutoLoginBody = z.infer<typeof autoLoginBody>;

/**
 * H-007, X-021: POST /api/caller/link, an emailed sign-in link for an email_link company: the address (local part
 * + "@" + the company's domain), the company and the privacy agreement.
 */
export const emailLinkBody = z.object({ email: emailField, company_id: idField, agree_confirm: agreeConfirmField });
export type EmailLinkBody = z.infer<typeof emailLinkBody>;

export const loginAsUserParams = z.object({ user_id: idParam });
export const loginAsUserAnswer = z.object({
  token: z.string(),
  user_id: z.number(),
  company_id: z.number().nullable(),
});
export type LoginAsUserAnswer = z.infer<typeof loginAsUserAnswer>;

/**
 * POST /api/auth/logout answers a message and, for a user of a single sign-on company that has a
 * logout URL, that address: the client goes there instead of the company's host (the IdP ends its own session).
 */
export const logoutAnswer = z.object({ message: z.string(), logout_url: z.string().nullable() });
export type LogoutAnswer = z.infer<typeof logoutAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const authLogin = {
  method: 'POST',
  path: '/api/auth/login',
  body: loginBody,
  answer: tokenAnswer,
} as const satisfies Endpoint;
export const authRefresh = {
  method: 'POST',
  path: '/api/auth/refresh',
  answer: tokenAnswer,
} as const satisfies Endpoint;
export const authLogout = {
  method: 'POST',
  path: '/api/auth/logout',
  answer: logoutAnswer,
} as const satisfies Endpoint;
export const authMe = { method: 'GET', path: '/api/auth/me', answer: meAnswer } as const satisfies Endpoint;
export const authMiddleware = {
  method: 'GET',
  path: '/api/auth/middleware',
  answer: middlewareAnswer,
} as const satisfies Endpoint;
export const authForgotPassword = {
  method: 'POST',
  path: '/api/auth/forgot_password',
  body: forgotPasswordBody,
  answer: successAnswer,
} as const satisfies Endpoint;
export const authResetPassword = {
  method: 'POST',
  path: '/api/auth/reset_password',
  body: resetPasswordBody,
  answer: successAnswer,
} as const satisfies Endpoint;
export const callerAutoLogin = {
  method: 'POST',
  path: '/api/caller/auto_login',
  body: autoLoginBody,
  answer: tokenAnswer,
} as const satisfies Endpoint;
export const callerLink = {
  method: 'POST',
  path: '/api/caller/link',
  body: emailLinkBody,
  answer: messageSchema,
} as const satisfies Endpoint;
/** DECISIONS 1: the spec names both paths; the web uses the first. */
export const authSuperAdminLoginAsUser = {
  method: 'GET',
  path: '/api/auth/super_admin/login_as_user/:user_id',
  params: loginAsUserParams,
  answer: loginAsUserAnswer,
} as const satisfies Endpoint;
export const superAdminLoginAsUser = {
  ...authSuperAdminLoginAsUser,
  path: '/api/super_admin/login_as_user/:user_id',
} as const satisfies Endpoint;
