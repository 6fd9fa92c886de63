import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { messageSchema } from './errors.ts';
import {
  agreeConfirmField,
  countryCodeField,
  countryIdField,
  emailField,
  nameField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from './fields.ts';
import { slugParam } from './landing.ts';

/** H-011, H-013: POST /api/caller/register/{slug}. The form holds the chosen country as the option's text. */
export const registerBody = withPasswordConfirmation(
  z.object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    phone: phoneField.pipe(z.string({ error: 'This field is required.' })),
    phone_country_code: countryCodeField,
    country_id: countryIdField,
    city: nameField,
    password: passwordField,
    password_confirmation: z.string(),
    agree_confirm: agreeConfirmField,
  }),
);
export type RegisterBody = z.input<typeof registerBody>;

/** The same answer whether or not the address already has an account; approval: the company approves new users (H-014). */
export const registerAnswer = z.object({ message: z.string(), approval: z.boolean() });
export type RegisterAnswer = z.infer<typeof registerAnswer>;

export const verificationActions = ['invalid', 'verified', 'approval'] as const;

/** H-018: GET /api/auth/verify/{token}. */
export const verifyAnswer = z.object({
  action: z.enum(verificationActions),
  error: z.string().nullable(),
  message: z.string().nullable(),
  company: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

export const emailedTokenParam = z.object({ token: z.string().min(1).max(200) });

/** H-020, X-017: POST /api/auth/verify_account, a new verification link. */
export const verifyAccountBody = z.object({ email: emailField });
export type VerifyAccountBody = z.infer<typeof verifyAccountBody>;

export const approvalActions = ['approve', 'reject'] as const;
export type ApprovalAction = (typeof approvalActions)[number];

export const approvalParams = emailedTokenParam.extend({ action: z.enum(approvalActions) });

/** H-025: the rejection's reason, rich text (sanitised by the server); approve sends none. */
export const approvalBody = z.object({ note: z.string().max(20_000, 'At most 20000 characters.').optional() });
export type ApprovalBody = z.infer<typeof approvalBody>;

/** H-026: POST /api/users/approval/{token}/{action}. */
export const approvalAnswer = z.object({
  success: z.boolean(),
  approved: z.boolean(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  message: z.string(),
});
export type ApprovalAnswer = z.infer<typeof approvalAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerRegister = {
  method: 'POST',
  path: '/api/caller/register/:slug',
  params: slugParam,
  body: registerBody,
  answer: registerAnswer,
} as const satisfies Endpoint;
export const authVerify = {
  method: 'GET',
  path: '/api/auth/verify/:token',
  params: emailedTokenParam,
  answer: verifyAnswer,
} as const satisfies Endpoint;
export const authVerifyAccount = {
  method: 'POST',
  path: '/api/auth/verify_account',
  body: verifyAccountBody,
  answer: messageSchema,
} as const satisfies Endpoint;
export const usersApproval = {
  method: 'POST',
  path: '/api/users/approval/:token/:action',
  params: approvalParams,
  body: approvalBody,
  answer: approvalAnswer,
} as const satisfies Endpoint;
