import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { contractLengths, onboardingStatuses } from './enums.ts';
import { countryCodeField, emailField, idParam, nameField, optionalTextField, phoneField } from './fields.ts';
import {
  onboardingCompanyFields,
  onboardingDocumentFields,
  onboardingSessionSchema,
  userAccessChoices,
} from './onboarding.ts';
import { profileFormDataAnswer } from './profile.ts';

/** S-062: the path's onboarding session id. */
export const onboardingSessionIdParams = z.object({ session_id: idParam });
export const onboardingReviewIdParams = z.object({ id: idParam });

/** The wizard's view of a session's data (the password never, only whether one is set). */
const wizardData = onboardingSessionSchema.shape.data.shape;

/**
 * S-062: the session as the super admin reviews it: the request's company, user, document (DECISIONS 9) and
 * agreements; the existing company it was made for, if any; what proved the address (issue 21). Nothing of a
 * password, which the review neither shows nor sets.
 */
export const onboardingReviewSessionSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(onboardingStatuses),
  sf_opportunity: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The member company the request was made for; null when approving makes a new one. */
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  /** Issue 21: when the email check's single-use link was opened, and which email carried it; null: never proven. */
  email_verification: z
    .object({ verified_at: z.string(), link_email_id: z.number().nullable(), link_sent_at: z.string().nullable() })
    .nullable(),
  data: z.object({
    company: wizardData.company.unwrap(),
    user: wizardData.user.unwrap().omit({ has_password: true }),
    /** DECISIONS 9: the wizard's document, and the login page text. */
    document: wizardData.document.unwrap().extend({ login_page_text: z.string().optional() }),
    agreements: wizardData.agreements.unwrap(),
    /** Issue 21: each card charge with its amount, the term it bought and the provider's reference. */
    payment: wizardData.payment
      .unwrap()
      .extend({
        charges: z.array(
          z.object({
            amount_cents: z.number(),
            contract_length: z.enum(contractLengths),
            reference: z.string(),
            paid_at: z.string(),
          }),
        ),
      })
      .nullable(),
    existing: z
      .object({ document_id: z.number().optional(), user_access: z.enum(userAccessChoices).optional() })
      .nullable(),
  }),
});
export type OnboardingReviewSession = z.infer<typeof onboardingReviewSessionSchema>;

/** S-062: GET /api/super_admin/onboarding/{session_id}: the session and its group (the partner program). */
export const onboardingReviewAnswer = z.object({
  session: onboardingReviewSessionSchema,
  group: z.object({ id: z.number(), name: z.string(), vhost: z.string() }),
});
export type OnboardingReviewAnswer = z.infer<typeof onboardingReviewAnswer>;

/** The onboarding document as the review saves it: the process step's fields and the login page text (DECISIONS 9). */
export const onboardingReviewDocumentFields = onboardingDocumentFields.extend({
  login_page_text: optionalTextField(5000),
});

/**
 * S-063, S-064: POST /api/super_admin/onboarding/{id}/put: the request as corrected by the super admin. The user's
 * contact fields always; a new company's company and document (the server asks for them when the request makes a
 * new company). Field errors come back dotted (company.name), shown under the review's company_name (DECISIONS 8).
 */
export const onboardingReviewBody = z.object({
  sf_opportunity: optionalTextField(100),
  user: z.object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    phone: phoneField.pipe(z.string({ error: 'This field is required.' })),
    phone_country_code: countryCodeField,
  }),
  company: onboardingCompanyFields.optional(),
  document: onboardingReviewDocumentFields.optional(),
});
export type OnboardingReviewBody = z.input<typeof onboardingReviewBody>;

/** DECISIONS 8: a field of the review's answer (company.name) names the review's input company_name. */
export const reviewFieldName = (field: string): string => field.replace(/^(company|user|document)\./, '$1_');

export const ONBOARDING_UPDATED_MESSAGE = 'Onboarding session updated.';
export const ONBOARDING_APPROVED_MESSAGE = 'Member has been approved and is now part of the network.';
export const ONBOARDING_REJECTED_MESSAGE = 'The onboarding request has been declined.';
export const ONBOARDING_DECIDED_MESSAGE = 'This onboarding request has already been decided.';
export const ONBOARDING_NOT_WAITING_MESSAGE = 'This onboarding request has not been submitted yet.';
export const ONBOARDING_COMPANY_DECIDES_MESSAGE =
  "This onboarding request waits for the company's approval of its new user.";
export const ONBOARDING_UNVERIFIED_MESSAGE =
  'The address of this request was never proven by its emailed link: reject it; the applicant can register again.';

/** S-063: the answer of put, approve and reject. approve names the member company. */
export const onboardingDecisionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  company_id: z.number().nullable(),
});
export type OnboardingDecisionAnswer = z.infer<typeof onboardingDecisionAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
/** S-062: the countries the review's company country is chosen from (3 §7.2 GET /caller/countries). */
export const callerCountries = {
  method: 'GET',
  path: '/api/caller/countries',
  answer: profileFormDataAnswer,
} as const satisfies Endpoint;
export const superAdminOnboarding = {
  method: 'GET',
  path: '/api/super_admin/onboarding/:session_id',
  params: onboardingSessionIdParams,
  answer: onboardingReviewAnswer,
} as const satisfies Endpoint;
export const superAdminOnboardingPut = {
  method: 'POST',
  path: '/api/super_admin/onboarding/:id/put',
  params: onboardingReviewIdParams,
  body: onboardingReviewBody,
  answer: onboardingDecisionAnswer,
} as const satisfies Endpoint;
export const superAdminOnboardingApprove = {
  method: 'POST',
  path: '/api/super_admin/onboarding/:id/approve',
  params: onboardingReviewIdParams,
  answer: onboardingDecisionAnswer,
} as const satisfies Endpoint;
export const superAdminOnboardingReject = {
  method: 'POST',
  path: '/api/super_admin/onboarding/:id/reject',
  params: onboardingReviewIdParams,
  answer: onboardingDecisionAnswer,
} as const satisfies Endpoint;
