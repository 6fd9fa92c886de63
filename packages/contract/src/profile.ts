import { z } from 'zod';
import { sessionUserSchema } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { successAnswer } from './errors.ts';
import {
  agreeConfirmField,
  CHOOSE_COUNTRY_MESSAGE,
  countryCodeField,
  MAX_ID,
  nameField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from './fields.ts';
import type { LoginMethod } from './enums.ts';
import { countrySchema } from './landing.ts';

/**
 * The signed-in user's own profile (document 1 §2 Profile, §4 Session; document 2 §2 Profile; P-001..P-009): every
 * call acts on the caller's own account, never on an id it names.
 */

/** P-001: GET /api/users/profile_form_data, the choices of the profile form. */
export const profileFormDataAnswer = z.object({ countries: z.array(countrySchema) });
export type ProfileFormDataAnswer = z.infer<typeof profileFormDataAnswer>;

/** P-001, P-002, P-003, X-033, X-044: POST /api/users/profile, the contact details and the privacy agreement. */
export const updateProfileBody = z.object({
  first_name: nameField,
  last_name: nameField,
  phone: phoneField,
  phone_country_code: countryCodeField,
  // A form starts without a country: null until one is chosen.
  country_id: z
    .number({ error: CHOOSE_COUNTRY_MESSAGE })
    .int()
    .positive()
    .max(MAX_ID, CHOOSE_COUNTRY_MESSAGE)
    .nullable()
    .transform((id, context) => {
      if (id !== null) return id;
      context.addIssue({ code: 'custom', message: CHOOSE_COUNTRY_MESSAGE });
      return z.NEVER;
    }),
  city: nameField,
  agree_confirm: agreeConfirmField,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** P-003, P-008: the saved user, as the session shows it. */
export const profileAnswer = z.object({ user: sessionUserSchema });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const PROFILE_UPDATED_MESSAGE = 'Profile Updated';

/** P-008: POST /api/users/agreement. */
export const agreementBody = z.object({ agree_confirm: agreeConfirmField });
export type AgreementBody = z.input<typeof agreementBody>;

/** P-004, P-005, X-036: POST /api/users/password. */
export const changePasswordBody = withPasswordConfirmation(
  z.object({ password: passwordField, password_confirmation: z.string().max(200) }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** P-005, X-041: the other sessions ended; this one goes on with the new access token. */
export const changePasswordAnswer = z.object({ success: z.literal(true), message: z.string(), token: z.string() });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;

export const DELETE_ACCOUNT_QUESTION = 'Are you sure you want to delete your account?';
export const CONFIRM_DELETE_MESSAGE = 'Please confirm that you want to delete your account.';

/** P-006: POST /api/users/delete; the body says the user confirmed, so no stray call deletes an account. */
export const deleteAccountBody = z.object({ confirm: z.literal(true, { error: CONFIRM_DELETE_MESSAGE }) });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/**
 * P-004: password and email-link companies may set a password here, as may the super admin (of no company); a
 * company that signs in through single sign-on never (its identity provider holds the credential).
 */
export const offersPasswordChange = (loginMethod: LoginMethod | null): boolean => loginMethod !== 'sso';

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const usersProfileFormData = {
  method: 'GET',
  path: '/api/users/profile_form_data',
  answer: profileFormDataAnswer,
} as const satisfies Endpoint;
export const usersProfile = {
  method: 'POST',
  path: '/api/users/profile',
  body: updateProfileBody,
  answer: profileAnswer,
} as const satisfies Endpoint;
export const usersAgreement = {
  method: 'POST',
  path: '/api/users/agreement',
  body: agreementBody,
  answer: profileAnswer,
} as const satisfies Endpoint;
export const usersPassword = {
  method: 'POST',
  path: '/api/users/password',
  body: changePasswordBody,
  answer: changePasswordAnswer,
} as const satisfies Endpoint;
export const usersDelete = {
  method: 'POST',
  path: '/api/users/delete',
  body: deleteAccountBody,
  answer: successAnswer,
} as const satisfies Endpoint;
