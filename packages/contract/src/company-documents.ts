import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { contactDocumentSchema, priorityMessagesSchema, requirementEntrySchema } from './case-submission.ts';
import { documentStatusSchema, documentTypeSchema, requirementSectionSchema, type DocumentType } from './enums.ts';
import { MAX_ID, idParam, optionalEmailField, optionalTextField } from './fields.ts';

/**
 * The member admin's inbound processes (document 3 §2.1 Process Details, §3, §5, §6, §7.1; M-025..M-032): the list,
 * a process with what the admin may change in it, the save, the limited members' read-only view and the sample
 * case submission.
 */

/** 3 §3 Document types: how each type reads (read-only on the member's screen, M-026). */
export const documentTypeLabels: Record<DocumentType, string> = {
  ticket: 'Standard Email Process',
  solution_support: 'Solution Support',
  manager: 'Manager Collaboration',
  json: 'JSON',
  parent: 'Parent/variant chooser',
  default: 'Static Document',
};

export const companyDocumentParams = z.object({ document_id: idParam });
export const companyDocumentIdParams = z.object({ id: idParam });

/** M-025: GET /api/admin/company/documents, one row per process of the admin's company. */
export const companyDocumentRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  document_type: documentTypeSchema,
  status: documentStatusSchema,
  support_hours: z.string(),
  product_supported: z.string(),
  updated_at: z.string(),
});
export type CompanyDocumentRow = z.infer<typeof companyDocumentRowSchema>;
export const companyDocumentsAnswer = z.object({ documents: z.array(companyDocumentRowSchema) });

/** 3 §3 managers[{user_type, user_id, user{email}}]: the escalation contacts of the version. */
export const documentManagerEntrySchema = z.object({
  user_type: z.enum(['main', 'alternate']),
  user_id: z.number(),
  user: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
});

/** M-030: a requirement of the fields preview, with its section. */
export const documentRequirementSchema = requirementEntrySchema.extend({ section: requirementSectionSchema });

/** M-030: group_relations[{community_id, community name, department name or none}]. */
export const documentGroupRelationSchema = z.object({
  community_id: z.number(),
  community_name: z.string(),
  department_name: z.string().nullable(),
});

/** M-026, 3 §3 Process document: the document and its current version as the admin's screen reads them. */
export const companyDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  company_id: z.number(),
  /** Sanitised HTML of a static (default) document, for the preview. */
  static_document: z.string().nullable(),
  parent_option_name: z.string().nullable(),
  version: z.object({
    id: z.number(),
    version_number: z.number(),
    status: documentStatusSchema,
    title: z.string(),
    support_hours: z.string(),
    product_supported: z.string(),
    document_type: documentTypeSchema,
    collaborate_email: z.string().nullable(),
    collaborate_cc_email: z.string().nullable(),
    /** Sanitised HTML. */
    escalation_instructions: z.string().nullable(),
    /** Null for a limited member (M-028: hidden from them). */
    escalation_alias: z.string().nullable(),
    admin_note: z.string().nullable(),
    common_customer_section_title: z.string().nullable(),
    requirements: z.array(documentRequirementSchema),
    /** A limited member gets the main contact only (M-028). */
    managers: z.array(documentManagerEntrySchema),
  }),
  group_relations: z.array(documentGroupRelationSchema),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });

/** M-026: GET /api/admin/company/documents/{document_id}. */
export const companyDocumentAnswer = z.object({
  document: companyDocumentSchema,
  /** The admin's own company (the document's). */
  companies: z.array(namedSchema),
  departments: z.array(namedSchema),
  communities: z.array(namedSchema),
  /** M-027: the escalation contact choices, the company's active users sorted by first name. */
  users: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  /**
   * M-028, ADR 25: whether the admin sets the alternate contact and the escalation alias (not at the limited level):
   * the save's own rule; where false the form leaves them out and the save keeps the stored ones.
   */
  can_edit_alternate_and_alias: z.boolean(),
});
export type CompanyDocumentAnswer = z.infer<typeof companyDocumentAnswer>;
export type EscalationUser = CompanyDocumentAnswer['users'][number];

/** M-032: GET /api/admin/company/documents/limited (no users and no flag: nothing to choose on a read-only page). */
export const limitedDocumentAnswer = companyDocumentAnswer.omit({ users: true, can_edit_alternate_and_alias: true });
export type LimitedDocumentAnswer = z.infer<typeof limitedDocumentAnswer>;

/** M-031: GET /api/admin/company/documents/{id}/sample: the document as a partner's submit page shows it. */
export const documentSampleAnswer = z.object({ document: contactDocumentSchema, messages: priorityMessagesSchema });
export type DocumentSampleAnswer = z.infer<typeof documentSampleAnswer>;

export const TITLE_REQUIRED_MESSAGE = 'Please enter the process title.';
export const SUPPORT_HOURS_REQUIRED_MESSAGE = 'Please enter the support hours.';
export const PRODUCT_SUPPORTED_REQUIRED_MESSAGE = 'Please enter the products supported.';
export const ESCALATION_USER_NOT_A_USER_MESSAGE = 'Please choose an active user of your company.';
export const ALT_ESCALATION_USER_SAME_MESSAGE =
  'The alternate contact must be another user than the escalation contact.';
export const DOCUMENT_SAVED_MESSAGE = 'The process has been saved.';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'The process was not found.';
export const NO_DOCUMENT_MESSAGE = 'Your company has no process yet.';

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${String(max)} characters.`);

/** 3 §3: an escalation contact's user id; 0 (or none) means no contact (M-027). */
export const escalationUserField = z
  .number({ error: 'Please choose a user.' })
  .int('Please choose a user.')
  .min(0, 'Please choose a user.')
  .max(MAX_ID, 'Please choose a user.')
  .nullish()
  .transform((id) => id ?? 0);

/** The most HTML the escalation instructions may hold. */
export const ESCALATION_INSTRUCTIONS_MAX_LENGTH = 20_000;

/**
 * M-029: POST /api/admin/company/documents/{id}. Where the form's answer says can_edit_alternate_and_alias false (a
 * limited member) the server keeps the stored alternate contact and alias whatever the body says (M-028, ADR 25).
 */
export const companyDocumentBody = z.object({
  title: requiredText(255, TITLE_REQUIRED_MESSAGE),
  support_hours: requiredText(255, SUPPORT_HOURS_REQUIRED_MESSAGE),
  product_supported: requiredText(1000, PRODUCT_SUPPORTED_REQUIRED_MESSAGE),
  collaborate_email: optionalEmailField,
  collaborate_cc_email: optionalEmailField,
  escalation_instructions: optionalTextField(ESCALATION_INSTRUCTIONS_MAX_LENGTH),
  escalation_user_id: escalationUserField,
  alt_escalation_user_id: escalationUserField,
  escalation_alias: optionalEmailField,
});
export type CompanyDocumentBody = z.input<typeof companyDocumentBody>;

export const companyDocumentSavedAnswer = z.object({ message: z.string(), document: companyDocumentSchema });
export type CompanyDocumentSavedAnswer = z.infer<typeof companyDocumentSavedAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const adminCompanyDocuments = {
  method: 'GET',
  path: '/api/admin/company/documents',
  answer: companyDocumentsAnswer,
} as const satisfies Endpoint;
export const adminCompanyDocumentsLimited = {
  method: 'GET',
  path: '/api/admin/company/documents/limited',
  answer: limitedDocumentAnswer,
} as const satisfies Endpoint;
export const getAdminCompanyDocuments = {
  method: 'GET',
  path: '/api/admin/company/documents/:document_id',
  params: companyDocumentParams,
  answer: companyDocumentAnswer,
} as const satisfies Endpoint;
/** The spec names this path's id {id}; one name with the GET's keeps the two one path in the API document. */
export const postAdminCompanyDocuments = {
  method: 'POST',
  path: '/api/admin/company/documents/:document_id',
  params: companyDocumentParams,
  body: companyDocumentBody,
  answer: companyDocumentSavedAnswer,
} as const satisfies Endpoint;
export const adminCompanyDocumentsSample = {
  method: 'GET',
  path: '/api/admin/company/documents/:id/sample',
  params: companyDocumentIdParams,
  answer: documentSampleAnswer,
} as const satisfies Endpoint;
