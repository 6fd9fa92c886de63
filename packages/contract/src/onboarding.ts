import { z } from 'zod';
import {
  contractLengths,
  membershipTypeSchema,
  onboardingStatuses,
  onboardingSteps,
  paymentTypes,
  type AgreementDocument,
  type PaymentType,
} from './enums.ts';
import {
  countryCodeField,
  countryIdField,
  emailField,
  idField,
  nameField,
  optionalTextField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from './fields.ts';
import type { Endpoint } from './endpoint.ts';
import { countrySchema } from './landing.ts';

/** O-012: the agreements step's refusal, word for word (1 §5, 3 §8). */
export const AGREEMENTS_REQUIRED_MESSAGE = 'You must review and accept all agreements before continuing.';

/**
 * O-016, 1 §9: the default payment type. The contract length has none (issue 24 §4: no plan is chosen for the
 * applicant): a new member of a paid program chooses one.
 */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'credit_card';
export const CHOOSE_CONTRACT_LENGTH_MESSAGE = 'Choose a contract length.';
/** O-021, 1 §9: what a company paying for a Limited membership is told. */
export const LIMITED_SAVINGS_MESSAGE = 'As a Limited member your company saves $500 per year.';

export const vhostParam = z.object({ vhost: z.string().min(1).max(100) });
/** The wizard's session token: 256 bits, base64url (43 characters). */
export const sessionTokenField = z.string().min(20).max(200);
/** O-006: the emailed restore link's token. */
export const restoreTokenParam = z.object({ token: sessionTokenField });
/** O-002 (issue 21): the email check's emailed link, on its program's vhost. */
export const verifyLinkParams = z.object({ vhost: z.string().min(1).max(100), token: sessionTokenField });
/** GET routes carry the session token in this header (never in a URL, which logs keep). */
export const ONBOARDING_TOKEN_HEADER = 'x-onboarding-session';

/** Every save names the version it was made from; another tab's save in between makes it a 409 (ADR 23). */
const versionField = z.number().int().positive();

const onboardingUserShape = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone: phoneField.pipe(z.string({ error: 'This field is required.' })),
  phone_country_code: countryCodeField,
  password: passwordField,
  password_confirmation: z.string(),
});

/** O-008: the contact step's user, as the wizard submits it (the password never comes back). */
export const onboardingUserFields = withPasswordConfirmation(onboardingUserShape);

/** A restored session whose password is set already: left empty, the password is kept (ADR 23). */
export const onboardingUserFieldsKeepingPassword = withPasswordConfirmation(
  onboardingUserShape.extend({ password: z.union([z.literal(''), passwordField]) }),
);

/** O-008: the contact step's company. */
export const onboardingCompanyFields = z.object({
  name: nameField,
  address: z.string().trim().min(1, 'This field is required.').max(255, 'At most 255 characters.'),
  city: nameField,
  state: optionalTextField(100),
  zipcode: z.string().trim().min(1, 'This field is required.').max(20, 'At most 20 characters.'),
  country_id: countryIdField,
  url: optionalTextField(255).pipe(
    z.url({ protocol: /^https?$/, error: 'Please enter a web address (https://...).' }).nullable(),
  ),
});

/** O-008, O-009: what the contact step checks before the wizard moves on. */
export const onboardingContactFields = z.object({ user: onboardingUserFields, company: onboardingCompanyFields });
export const onboardingContactFieldsKeepingPassword = z.object({
  user: onboardingUserFieldsKeepingPassword,
  company: onboardingCompanyFields,
});

/** A draft: what 'Save and finish later' keeps (O-010); each field bounded, none required. */
const draftText = (max: number) => z.string().max(max).nullish();
const contactDraft = z.object({
  user: z
    .object({
      first_name: draftText(100),
      last_name: draftText(100),
      email: draftText(255),
      phone: draftText(25),
      phone_country_code: draftText(2),
      password: draftText(200),
      password_confirmation: draftText(200),
    })
    .optional(),
  company: z
    .object({
      name: draftText(100),
      address: draftText(255),
      city: draftText(100),
      state: draftText(100),
      zipcode: draftText(20),
      country_id: z.union([z.number(), z.string().max(12)]).optional(),
      url: draftText(255),
    })
    .optional(),
});

/** O-009, O-010: POST /api/onboarding/{vhost}/validate_contact. */
export const validateContactBody = contactDraft.extend({
  session_token: sessionTokenField,
  version: versionField,
  save_for_later: z.boolean().optional(),
});
export type ValidateContactBody = z.input<typeof validateContactBody>;

/** O-011..O-014: POST /api/onboarding/{vhost}/agreements; names only when the user has none yet (O-013). */
export const agreementsBody = z.object({
  session_token: sessionTokenField,
  version: versionField,
  database_license: z.boolean(),
  code_of_conduct: z.boolean(),
  addendum: z.boolean(),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  contract_length: z.enum(contractLengths).optional(),
  payment_type: z.enum(paymentTypes).optional(),
});
export type AgreementsBody = z.input<typeof agreementsBody>;

/** O-022: the process step's onboarding document (DECISIONS 9). */
export const onboardingDocumentFields = z.object({
  support_hours: z.string().trim().min(1, 'This field is required.').max(100, 'At most 100 characters.'),
  product_supported: z.string().trim().min(1, 'This field is required.').max(255, 'At most 255 characters.'),
  support_email: emailField,
  support_phone: phoneField,
  support_country_code: countryCodeField,
  manager_first_name: nameField,
  manager_last_name: nameField,
  manager_email: emailField,
  escalation_instructions: optionalTextField(5000),
});

const documentDraft = z.object({
  support_hours: draftText(100),
  product_supported: draftText(255),
  support_email: draftText(255),
  support_phone: draftText(25),
  support_country_code: draftText(2),
  manager_first_name: draftText(100),
  manager_last_name: draftText(100),
  manager_email: draftText(255),
  escalation_instructions: draftText(5000),
});

/** O-022, O-010: POST /api/onboarding/{vhost}/register: the new member's process, then the request is submitted. */
export const registerProcessBody = z.object({
  session_token: sessionTokenField,
  version: versionField,
  document: documentDraft,
  save_for_later: z.boolean().optional(),
});
export type RegisterProcessBody = z.input<typeof registerProcessBody>;

/** O-015: POST /api/onboarding/{vhost}/register/limited. */
export const registerLimitedBody = z.object({
  session_token: sessionTokenField,
  version: versionField,
  company_id: idField,
});

/** O-023, DECISIONS 10: POST /api/onboarding/{vhost}/register/existing. */
export const userAccessChoices = ['open', 'restricted'] as const;
export const registerExistingBody = z.object({
  session_token: sessionTokenField,
  version: versionField,
  document_id: idField,
  user_access: z.enum(userAccessChoices).default('open'),
});

/** What the wizard shows of its session: never the password (only whether one is set). */
export const onboardingSessionSchema = z.object({
  token: z.string(),
  email: z.string(),
  step: z.enum(onboardingSteps),
  status: z.enum(onboardingStatuses),
  version: z.number(),
  data: z.object({
    user: z
      .object({
        first_name: z.string().optional(),
        last_name: z.string().optional(),
        email: z.string().optional(),
        phone: z.string().optional(),
        phone_country_code: z.string().optional(),
        has_password: z.boolean(),
      })
      .optional(),
    company: z
      .object({
        name: z.string().optional(),
        address: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        zipcode: z.string().optional(),
        country_id: z.number().optional(),
        url: z.string().optional(),
      })
      .optional(),
    document: documentDraft.partial().optional(),
    agreements: z
      .object({
        database_license: z.boolean().optional(),
        code_of_conduct: z.boolean().optional(),
        addendum: z.boolean().optional(),
      })
      .optional(),
    payment: z
      .object({
        contract_length: z.enum(contractLengths).optional(),
        payment_type: z.enum(paymentTypes).optional(),
        /** Issue 21: the charges cover the price of the term chosen now. */
        paid: z.boolean(),
        /** What a card still has to pay for the chosen term, in cents: the server's figure, never the browser's. */
        amount_due_cents: z.number(),
      })
      .optional(),
  }),
});
export type OnboardingSession = z.infer<typeof onboardingSessionSchema>;

/** The partner program as its wizard shows it: prices in cents, which agreements apply and can be downloaded. */
export const onboardingGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  vhost: z.string(),
  price: z.number(),
  price_three_years: z.number(),
  /** O-019: both prices 0. */
  is_free: z.boolean(),
  addendum_name: z.string().nullable(),
  /** O-011: the group has an addendum and the member is new, or the group forces it. */
  addendum_applies: z.boolean(),
  has_addendum_file: z.boolean(),
  has_code_of_conduct_file: z.boolean(),
  has_current_license_file: z.boolean(),
  registration_status_url: z.string().nullable(),
});
export type OnboardingGroup = z.infer<typeof onboardingGroupSchema>;

/**
 * The visitor's existing company, when the email named one (O-003); `registers_at_agreements`: it registers straight
 * after the agreements (O-015, a limited member: register/limited answers it alone), the others choose a process.
 */
export const onboardingCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  membership_type: membershipTypeSchema,
  registers_at_agreements: z.boolean(),
});

/** O-006, and a reload at any step: the session with what its pages need. */
export const onboardingStateAnswer = z.object({
  session: onboardingSessionSchema,
  company: onboardingCompanySchema.nullable(),
  group: onboardingGroupSchema,
  countries: z.array(countrySchema),
});
export type OnboardingState = z.infer<typeof onboardingStateAnswer>;

/** O-002: POST /api/onboarding/{vhost}/verify_email. */
export const verifyEmailBody = z.object({ partner_group_id: idField, email: emailField });
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;

/**
 * O-002..O-004: the email check answers every address alike (valid, no session, a message and the check-email page);
 * its emailed link answers a session (valid), or a message and where to go (invalid).
 */
export const verifyEmailAnswer = z.object({
  valid: z.boolean(),
  session: onboardingSessionSchema.nullable(),
  message: z.string().nullable(),
  redirect: z.string().nullable(),
});
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswer>;

/** The answer of each step's save: valid, the server's message, and the session as saved. */
export const onboardingStepAnswer = z.object({
  valid: z.boolean(),
  message: z.string().nullable(),
  session: onboardingSessionSchema,
});
export type OnboardingStepAnswer = z.infer<typeof onboardingStepAnswer>;

/** GETs of the wizard carry the session token in a header. */
export const onboardingSessionHeaders = z.object({ [ONBOARDING_TOKEN_HEADER]: sessionTokenField });

export const onboardingDocumentsParams = vhostParam.extend({
  company_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
});

/** O-023: the existing company's processes to join with. */
export const onboardingDocumentsAnswer = z.object({
  documents: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OnboardingDocumentsAnswer = z.infer<typeof onboardingDocumentsAnswer>;

/** O-018: POST /api/onboarding/{vhost}/payment: the card as the provider's token, never its number. */
export const paymentBody = z.object({
  session_token: sessionTokenField,
  version: versionField,
  name_on_card: nameField,
  card_token: z.string().min(1, 'Please enter your card.').max(200),
  contract_length: z.enum(contractLengths),
});
export type PaymentBody = z.input<typeof paymentBody>;

/** The requests that wait for the super admin: approval, or a payment by invoice. */
export const waitingOnboardingStatuses = ['pending_approval', 'pending_payment'] as const;
/** The submitted requests not yet decided: those and the ones whose new user waits for the company's approval. */
export const openRequestStatuses = ['pending_company', ...waitingOnboardingStatuses] as const;

/** S-002: GET /api/super_admin/onboarding/queue, the onboarding requests waiting for the super admin, oldest first. */
export const onboardingQueueAnswer = z.object({
  queue: z.array(
    z.object({
      id: z.number(),
      company_name: z.string(),
      group_name: z.string(),
      status: z.enum(onboardingStatuses),
      created_at: z.string(),
      sf_opportunity: z.string().nullable(),
    }),
  ),
});
export type OnboardingQueueAnswer = z.infer<typeof onboardingQueueAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminOnboardingQueue = {
  method: 'GET',
  path: '/api/super_admin/onboarding/queue',
  answer: onboardingQueueAnswer,
} as const satisfies Endpoint;
export const onboardingVerifyEmail = {
  method: 'POST',
  path: '/api/onboarding/:vhost/verify_email',
  params: vhostParam,
  body: verifyEmailBody,
  answer: verifyEmailAnswer,
} as const satisfies Endpoint;
export const onboardingVerify = {
  method: 'GET',
  path: '/api/onboarding/:vhost/verify/:token',
  params: verifyLinkParams,
  answer: verifyEmailAnswer,
} as const satisfies Endpoint;
/** The session token goes in the ONBOARDING_TOKEN_HEADER header. */
export const onboardingSession = {
  method: 'GET',
  path: '/api/onboarding/:vhost/session',
  params: vhostParam,
  answer: onboardingStateAnswer,
} as const satisfies Endpoint;
export const onboardingRestore = {
  method: 'GET',
  path: '/api/onboarding/restore/:token',
  params: restoreTokenParam,
  answer: onboardingStateAnswer,
} as const satisfies Endpoint;
export const onboardingValidateContact = {
  method: 'POST',
  path: '/api/onboarding/:vhost/validate_contact',
  params: vhostParam,
  body: validateContactBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
export const onboardingAgreements = {
  method: 'POST',
  path: '/api/onboarding/:vhost/agreements',
  params: vhostParam,
  body: agreementsBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
export const onboardingPayment = {
  method: 'POST',
  path: '/api/onboarding/:vhost/payment',
  params: vhostParam,
  body: paymentBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
export const onboardingRegister = {
  method: 'POST',
  path: '/api/onboarding/:vhost/register',
  params: vhostParam,
  body: registerProcessBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
export const onboardingRegisterLimited = {
  method: 'POST',
  path: '/api/onboarding/:vhost/register/limited',
  params: vhostParam,
  body: registerLimitedBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
export const onboardingRegisterExisting = {
  method: 'POST',
  path: '/api/onboarding/:vhost/register/existing',
  params: vhostParam,
  body: registerExistingBody,
  answer: onboardingStepAnswer,
} as const satisfies Endpoint;
/** The session token goes in the ONBOARDING_TOKEN_HEADER header. */
export const onboardingDocuments = {
  method: 'GET',
  path: '/api/onboarding/:vhost/documents/:company_id',
  params: onboardingDocumentsParams,
  answer: onboardingDocumentsAnswer,
} as const satisfies Endpoint;
/** O-011: the program's agreement documents, downloaded by the browser as attachments. */
export const onboardingAddendum = {
  method: 'GET',
  path: '/api/onboarding/:vhost/addendum',
  params: vhostParam,
} as const satisfies Endpoint;
export const onboardingCodeOfConduct = {
  method: 'GET',
  path: '/api/onboarding/:vhost/code_of_conduct',
  params: vhostParam,
} as const satisfies Endpoint;
export const onboardingCurrentLicense = {
  method: 'GET',
  path: '/api/onboarding/:vhost/current_license',
  params: vhostParam,
} as const satisfies Endpoint;
export const agreementDocumentEndpoints = {
  addendum: onboardingAddendum,
  code_of_conduct: onboardingCodeOfConduct,
  current_license: onboardingCurrentLicense,
} as const satisfies Record<AgreementDocument, Endpoint>;
