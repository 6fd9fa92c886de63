import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { messageSchema } from './errors.ts';
import { idField, idParam } from './fields.ts';
import {
  activeStatusSchema,
  groupTypeSchema,
  loginMethodSchema,
  type LoginMethod,
  membershipTypeSchema,
} from './enums.ts';

/** The company fields every answer naming a company shares (the session's company, a landing, the admin forms). */
export const companySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  status: activeStatusSchema,
  membership_type: membershipTypeSchema,
  login_method: loginMethodSchema,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** 3 §9: requires approval, 0 auto approve all users, 1 all users must be approved. */
export const requiresApprovalSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'Please choose whether new users must be approved.',
});
export type RequiresApproval = z.infer<typeof requiresApprovalSchema>;

/** M-002, 3 §3: the company's registration settings (registration.communities are its default groups). */
export const companyRegistrationSchema = z.object({
  requires_approval: requiresApprovalSchema,
  signup_manager_id: z.number().nullable(),
  alt_signup_manager_id: z.number().nullable(),
  communities: z.array(z.object({ community_id: z.number() })),
});
export type CompanyRegistration = z.infer<typeof companyRegistrationSchema>;

/** M-001, 3 §3: how each login method reads. */
export const loginMethodLabels: Record<LoginMethod, string> = {
  email_link: 'Email Login Link',
  requires_registration: 'Requires Registration',
  sso: 'Single Sign On',
};

export const companyIdParams = z.object({ id: idParam });

/** M-002: the member company record, read by the company's own users (GET /api/caller/companies/{id}). */
export const memberCompanySchema = companySummarySchema.extend({
  use_group_login: z.boolean(),
  additional_domains: z.string().nullable(),
  communications_email: z.string().nullable(),
  bcc_response_email: z.string().nullable(),
  login_page_text: z.string().nullable(),
  show_in_public_web: z.boolean(),
  /** The logo resource's path (GET /api/resources/company_logo/{slug}). */
  logo: z.string(),
  allow_notes: z.boolean(),
  registration: companyRegistrationSchema,
});
export type MemberCompany = z.infer<typeof memberCompanySchema>;
export const memberCompanyAnswer = z.object({ company: memberCompanySchema });

/** M-004: GET /api/admin/company/{id}/departments. */
export const companyDepartmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  status: activeStatusSchema,
});
export type CompanyDepartment = z.infer<typeof companyDepartmentSchema>;
export const companyDepartmentsAnswer = z.object({ departments: z.array(companyDepartmentSchema) });

/** M-005: how much of an internal note the Company screen's table shows. */
export const INTERNAL_NOTE_PREVIEW_LENGTH = 120;

/** M-005: GET /api/admin/company/internal_notes, the company's notes on partners' processes (text, truncated). */
export const internalNoteSchema = z.object({
  id: z.number(),
  member: z.string(),
  process: z.string(),
  note: z.string(),
  updated_at: z.string(),
});
export type InternalNote = z.infer<typeof internalNoteSchema>;
export const internalNotesAnswer = z.object({ notes: z.array(internalNoteSchema) });

/** M-009: GET /api/admin/company/relations, the company's (and its departments') group memberships. */
export const companyRelationSchema = z.object({
  id: z.number(),
  community_id: z.number(),
  community_name: z.string(),
  community_type: groupTypeSchema,
  department_name: z.string().nullable(),
  is_active: z.boolean(),
});
export type CompanyRelation = z.infer<typeof companyRelationSchema>;
export const companyRelationsAnswer = z.object({ relations: z.array(companyRelationSchema) });

export const SIGNUP_MANAGER_REQUIRED_MESSAGE = 'Please choose the primary signup manager.';
export const SIGNUP_MANAGER_NOT_A_USER_MESSAGE = 'Please choose an active user of your company.';
export const ALT_SIGNUP_MANAGER_SAME_MESSAGE = 'The alternate must be another user than the primary signup manager.';
export const DEFAULT_GROUP_UNKNOWN_MESSAGE = 'Please choose groups your company belongs to.';
export const REGISTRATION_SETTINGS_SAVED_MESSAGE = 'The registration settings have been saved.';

/**
 * M-010: POST /api/admin/company/registration. The primary signup manager is required, the alternate optional;
 * group_access names the default groups (community ids).
 */
export const registrationSettingsBody = z.object({
  requires_approval: requiresApprovalSchema,
  signup_manager_id: idField.nullish().transform((id, context) => {
    if (id !== null && id !== undefined) return id;
    context.addIssue({ code: 'custom', message: SIGNUP_MANAGER_REQUIRED_MESSAGE });
    return z.NEVER;
  }),
  alt_signup_manager_id: idField.nullable().default(null),
  group_access: z.array(idField).max(100, 'At most 100 groups.').default([]),
});
export type RegistrationSettingsBody = z.input<typeof registrationSettingsBody>;

export const registrationSettingsSchema = z.object({
  requires_approval: requiresApprovalSchema,
  signup_manager_id: z.number().nullable(),
  alt_signup_manager_id: z.number().nullable(),
  group_access: z.array(z.number()),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;
export const registrationSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: registrationSettingsSchema,
});
export type RegistrationSettingsAnswer = z.infer<typeof registrationSettingsAnswer>;

/** M-006, C-055: what a company admin may ask the network's membership team to change. */
export const companyChangeTypes = ['single_sign_on', 'users', 'process', 'company', 'other'] as const;
export type CompanyChangeType = (typeof companyChangeTypes)[number];

export const CHANGES_REQUIRED_MESSAGE = 'Please describe the changes you need.';
export const CHANGE_REQUEST_SENT_MESSAGE =
  'Your change request has been sent to our membership team. Change requests take 24-48 hours.';

/** M-006, X-008: POST /api/admin/company/change; the server requires the changes text. */
export const companyChangeBody = z.object({
  change_type: z.enum(companyChangeTypes),
  changes: z.string().trim().min(1, CHANGES_REQUIRED_MESSAGE).max(5000, 'At most 5000 characters.'),
});
export type CompanyChangeBody = z.infer<typeof companyChangeBody>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerCompanies = {
  method: 'GET',
  path: '/api/caller/companies/:id',
  params: companyIdParams,
  answer: memberCompanyAnswer,
} as const satisfies Endpoint;
export const adminCompanyDepartments = {
  method: 'GET',
  path: '/api/admin/company/:id/departments',
  params: companyIdParams,
  answer: companyDepartmentsAnswer,
} as const satisfies Endpoint;
export const adminCompanyInternalNotes = {
  method: 'GET',
  path: '/api/admin/company/internal_notes',
  answer: internalNotesAnswer,
} as const satisfies Endpoint;
export const adminCompanyRelations = {
  method: 'GET',
  path: '/api/admin/company/relations',
  answer: companyRelationsAnswer,
} as const satisfies Endpoint;
export const adminCompanyRegistration = {
  method: 'POST',
  path: '/api/admin/company/registration',
  body: registrationSettingsBody,
  answer: registrationSettingsAnswer,
} as const satisfies Endpoint;
export const adminCompanyChange = {
  method: 'POST',
  path: '/api/admin/company/change',
  body: companyChangeBody,
  answer: messageSchema,
} as const satisfies Endpoint;
