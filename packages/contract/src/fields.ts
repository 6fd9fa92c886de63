import { z } from 'zod';

/** names and city at most 100 characters; emails valid and at most 255. */
export const nameField = z.string().trim().min(1, 'This field is required.').max(100, 'At most 100 characters.');
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, 'At most 255 characters.')
  .pipe(z.email('Please enter a valid email address.'));

export const PASSWORD_RULES_TEXT = 'Minimum 8 characters, 1 uppercase, 1 lowercase, 1 numeric, 1 of ! $ # %.';

/** the password rules shown are enforced wherever a password is set. */
export const passwordField = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'At most 200 characters.')
  .regex(/[A-Z]/, 'The password must contain 1 uppercase letter.')
  .regex(/[a-z]/, 'The password must contain 1 lowercase letter.')
  .regex(/[0-9]/, 'The password must contain 1 number.')
  .regex(/[!$#%]/, 'The password must contain 1 of ! $ # %.');

/** A new password typed twice: the confirmation must match (reset password, change password). */
export const withPasswordConfirmation = <
  T extends z.ZodType<{ password?: string | undefined; password_confirmation?: string | undefined }>,
>(
  schema: T,
) =>
  // An empty password has its own error (required), wherever a password is.
  schema.refine((b) => (b.password ?? '') === '' || b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    ...whenFieldsValid('password', 'password_confirmation'),
  });

/**
 * For a check across fields (a refinement of the object): it runs whatever errors the form's other fields have, so
 * that a form shows every error at once (by default Zod skips an object's refinements after an error it does not
 * go on from, such as a choice not made); only an error of a field it reads, or of the object itself, holds it back.
 */
export const whenFieldsValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    }),
});

export const PRIVACY_AGREEMENT_MESSAGE = 'You must accept the terms of the privacy policy.';
/** 1 §5, P-002, P-008, H-007, H-011: the privacy policy checkbox, required wherever it is shown (a form starts it unticked). */
export const agreeConfirmField = z
  .boolean({ error: PRIVACY_AGREEMENT_MESSAGE })
  .refine((agreed) => agreed, PRIVACY_AGREEMENT_MESSAGE);

/** PostgreSQL's integer: a larger id cannot name a row, and would fail in the query rather than answer 404. */
export const MAX_ID = 2_147_483_647;
const INVALID_ID = 'Not a valid id.';

/**
 * An id in a path: decimal digits only (not `0x10`, `1e3`, ` 16` or `16.0`, which a number coercion would accept),
 * positive and within the integer range of the id columns.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, INVALID_ID)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, INVALID_ID));

/** A path's id where 0 names a new object (POST .../{id} with 0 creates): digits only, within the id columns' range. */
export const idOrNewParam = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,9})$/, INVALID_ID)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, INVALID_ID));

/** An id in a JSON body: a positive integer within the integer range of the id columns. */
export const idField = z.number().int().positive().max(MAX_ID, INVALID_ID);

export const CHOOSE_COUNTRY_MESSAGE = 'Please choose a country.';

/** A chosen country's id, as a number or as the select's text value; none chosen: 'Please choose a country.' */
export const countryIdField = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/)
        .transform(Number),
    ],
    { error: CHOOSE_COUNTRY_MESSAGE },
  )
  .pipe(idField);

/** phone inputs take at most 25 characters and default to country code US. */
export const PHONE_MAX_LENGTH = 25;
export const DEFAULT_PHONE_COUNTRY = 'US';

/** a phone number of at most 25 characters (digits, spaces and + ( ) - . only); empty means none. */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `At most ${String(PHONE_MAX_LENGTH)} characters.`)
  .regex(/^[0-9+()\-. ]*$/, 'Please enter a valid phone number.')
  .nullish()
  .transform((value) => (value ? value : null));
/** an ISO country code for a phone number; US when none is given. */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Please choose a country.')
  .transform((value) => value.toUpperCase())
  .optional()
  .transform((value) => value ?? DEFAULT_PHONE_COUNTRY);

/**
 * Optional text: empty, null or missing is null. Accepts its own output, so a body the web parsed with the schema
 * passes the server's parse of it unchanged.
 */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${String(max)} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional email: empty, null or missing is null. */
export const optionalEmailField = optionalTextField(255).pipe(emailField.nullable());

/** A yes/no choice as a multipart form posts it. */
export const oneOrZeroField = z.enum(['1', '0'], { error: 'Choose yes or no.' });

/** D-004, D-007, H-001: the partner and company searches list and save nothing below this many characters. */
export const MIN_SEARCH_LENGTH = 2;

/** a term of a search box: at least 2 characters. */
export const searchTermField = z
  .string()
  .trim()
  .min(MIN_SEARCH_LENGTH, `At least ${String(MIN_SEARCH_LENGTH)} characters.`)
  .max(100, 'At most 100 characters.');
