import { z } from 'zod';
import {
  companyDocumentSchema,
  ESCALATION_INSTRUCTIONS_MAX_LENGTH,
  escalationUserField,
  PRODUCT_SUPPORTED_REQUIRED_MESSAGE,
  requiredText,
  SUPPORT_HOURS_REQUIRED_MESSAGE,
} from './company-documents.ts';
import type { Endpoint } from './endpoint.ts';
import { documentStatuses, documentTypeSchema, emailTemplateTypes, type DocumentType } from './enums.ts';
import { MAX_ID, idField, idOrNewParam, idParam, optionalEmailField, optionalTextField } from './fields.ts';
import { superAdminCompanyParams } from './super-admin-companies.ts';

/**
 * The console's process document editor (S-027..S-038; document 3 §2.2, §3, §4, §5, §7.2, §9; ADR 31): a process of
 * any company read whole, the form's choices, and one save for the three payloads (managed, static, parent). The
 * member admin's screens read and write the same documents (company-documents.ts, ADR 25).
 */

/** S-027: the editor's types and how the console names them (3 §3 Document types). */
export const consoleDocumentTypeLabels: Record<DocumentType, string> = {
  ticket: 'Standard Email Process / Collaboration / Collaborative',
  solution_support: 'Solution Support',
  json: 'JSON',
  manager: 'Manager Collaboration',
  default: 'Static Document',
  parent: 'Parent/variant chooser',
};

/** The kinds with the full form (S-030): the others are the static (default) and the parent forms. */
export const managedDocumentTypes = ['ticket', 'solution_support', 'json', 'manager'] as const;
export type ManagedDocumentType = (typeof managedDocumentTypes)[number];
export const isManagedType = (type: DocumentType): type is ManagedDocumentType =>
  (managedDocumentTypes as readonly DocumentType[]).includes(type);

/** S-033: the submission route of every json process, fixed (3 §9: "a fixed vendor-specific value"). */
export const JSON_SUBMISSION_TYPE = 'servicenow';
/** S-032: the email template a new manager process starts with. */
export const MANAGER_TEMPLATE_SLUG = 'manager-request';
/** S-031, 3 §9: a new document's defaults. */
export const newDocumentDefaults = { status: 'approved', support_hours: '7/24/365', product_supported: 'All' } as const;

export const consoleDocumentParams = z.object({ document_id: idParam });
export const consoleDocumentSaveParams = z.object({ id: idParam, document_id: idOrNewParam });

const namedSchema = z.object({ id: z.number(), name: z.string() });

/** S-035: a parent's chooser row, soft-deleted by flag (3 §4). */
const docLinkageSchema = z.object({
  id: z.number(),
  option_name: z.string(),
  contact_document_id: z.number(),
  deleted: z.boolean(),
});

/** S-035, 3 §3 Process document: what the member's screen reads, and the console's own fields. */
const consoleDocumentSchema = companyDocumentSchema.extend({
  version: companyDocumentSchema.shape.version.extend({
    json_type: z.string().nullable(),
    tags: z.array(z.object({ tag: z.string() })),
    departments: z.array(z.object({ department_id: z.number() })),
  }),
  email_templates: z.array(z.object({ type: z.enum(emailTemplateTypes), email_template_id: z.number() })),
  doc_linkages: z.array(docLinkageSchema),
});
export type ConsoleDocument = z.infer<typeof consoleDocumentSchema>;

/** S-029: GET /api/super_admin/contact_documents/{document_id}. */
export const consoleDocumentAnswer = z.object({ document: consoleDocumentSchema });

/** S-029: GET /api/super_admin/companies/{id}/contact_documents/form_data. */
export const consoleDocumentFormData = z.object({
  company: namedSchema,
  departments: z.array(namedSchema),
  /** The groups the company belongs to (as a whole or by a department). */
  communities: z.array(namedSchema),
  /** The escalation contact choices: the company's active users by first name. */
  users: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  email_templates: z.array(
    z.object({ type: z.enum(emailTemplateTypes), slug: z.string(), id: z.number(), name: z.string() }),
  ),
});
export type ConsoleDocumentFormData = z.infer<typeof consoleDocumentFormData>;

/** S-037: GET /api/super_admin/companies/{id}/contact_documents/form_data/parent: the processes a row may choose. */
export const parentFormData = z.object({
  company: namedSchema,
  /** The company's processes that are not parents themselves, by name. */
  documents: z.array(namedSchema.extend({ document_type: documentTypeSchema })),
});
export type ParentFormData = z.infer<typeof parentFormData>;

export const STATUS_MESSAGE = 'Please choose approved, pending or rejected.';
export const DOCUMENT_TYPE_FIXED_MESSAGE = 'The type of an existing process cannot be changed.';
export const DOCUMENT_HTML_MESSAGE = "Please enter the document's HTML.";
export const PARENT_OPTION_NAME_MESSAGE = 'Please enter the variant name.';
export const OPTION_NAME_MESSAGE = 'Please enter the option name.';
export const CHILD_DOCUMENT_MESSAGE = 'Please choose a process of the company (not a parent).';
export const LINKAGE_NOT_FOUND_MESSAGE = 'This row is not one of the process.';
export const DEPARTMENTS_MESSAGE = 'Please choose departments of the company.';
export const GROUPS_MESSAGE = 'Please choose groups the company belongs to as a whole.';
export const EMAIL_TEMPLATE_MESSAGE = 'Please choose an email template of this type.';
export const ESCALATION_CONTACT_MESSAGE = 'Please choose an active user of the company.';
export const CONSOLE_DOCUMENT_SAVED_MESSAGE = 'The process has been saved.';

const idList = z
  .array(idField)
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/** Rich HTML (the admin note), sanitised by the server. */
const htmlField = optionalTextField(ESCALATION_INSTRUCTIONS_MAX_LENGTH);

const statusField = z.enum(documentStatuses, { error: STATUS_MESSAGE });
const titleField = requiredText(255, 'Please enter the process name.');
const supportHoursField = requiredText(255, SUPPORT_HOURS_REQUIRED_MESSAGE);
const productSupportedField = requiredText(1000, PRODUCT_SUPPORTED_REQUIRED_MESSAGE);

/** S-034: the managed kinds' payload (3 §3 Managed document form payload). */
export const managedDocumentBody = z.object({
  document_type: z.enum(managedDocumentTypes),
  status: statusField,
  title: titleField,
  support_hours: supportHoursField,
  product_supported: productSupportedField,
  /** S-033: only the fixed value (the server stores it for a json process and nothing for the others). */
  json_type: z.literal(JSON_SUBMISSION_TYPE).nullish(),
  collaborate_email: optionalEmailField,
  collaborate_cc_email: optionalEmailField,
  main_escalation_contact: escalationUserField,
  alt_escalation_contact: escalationUserField,
  escalation_instructions: htmlField,
  escalation_alias: optionalEmailField,
  departments: idList,
  groups: idList,
  email_templates: z.object({ new_receiving_member: idField.nullish().transform((id) => id ?? null) }),
  admin_note: htmlField,
  /** One tag a line: trimmed, empty lines and repeats dropped. */
  tags: z
    .array(z.string().max(100, 'At most 100 characters a tag.'))
    .max(200)
    .transform((lines) => [...new Set(lines.map((line) => line.trim()).filter((line) => line !== ''))]),
});
export type ManagedDocumentBody = z.input<typeof managedDocumentBody>;

/** S-036: the static (default) document's payload. */
export const staticDocumentBody = z.object({
  document_type: z.literal('default'),
  status: statusField,
  title: titleField,
  support_hours: supportHoursField,
  product_supported: productSupportedField,
  document_html: requiredText(200_000, DOCUMENT_HTML_MESSAGE),
  admin_note: htmlField,
});
export type StaticDocumentBody = z.input<typeof staticDocumentBody>;

/** S-037, S-038: a parent's chooser row; id 0 (or none) adds one, deleted true soft-deletes it. */
const linkageBody = z.object({
  id: z
    .number()
    .int()
    .min(0)
    .max(MAX_ID)
    .nullish()
    .transform((id) => id ?? 0),
  option_name: requiredText(255, OPTION_NAME_MESSAGE),
  contact_document_id: z
    .number({ error: CHILD_DOCUMENT_MESSAGE })
    .int(CHILD_DOCUMENT_MESSAGE)
    .positive(CHILD_DOCUMENT_MESSAGE)
    .max(MAX_ID, CHILD_DOCUMENT_MESSAGE),
  deleted: z.boolean().default(false),
});

/** S-037, S-038: the parent's payload. */
export const parentDocumentBody = z.object({
  document_type: z.literal('parent'),
  status: statusField,
  title: titleField,
  parent_option_name: requiredText(255, PARENT_OPTION_NAME_MESSAGE),
  linkages: z.array(linkageBody).max(100),
  admin_note: htmlField,
});
export type ParentDocumentBody = z.input<typeof parentDocumentBody>;

/** S-034, S-036, S-038: POST /api/super_admin/companies/{id}/contact_documents/{document_id} (0 creates). */
export const consoleDocumentBody = z.discriminatedUnion(
  'document_type',
  [managedDocumentBody, staticDocumentBody, parentDocumentBody],
  { error: 'Please choose the type of the process.' },
);
export type ConsoleDocumentBody = z.output<typeof consoleDocumentBody>;

export const consoleDocumentSavedAnswer = z.object({ message: z.string(), document: consoleDocumentSchema });
export type ConsoleDocumentSavedAnswer = z.infer<typeof consoleDocumentSavedAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminContactDocuments = {
  method: 'GET',
  path: '/api/super_admin/contact_documents/:document_id',
  params: consoleDocumentParams,
  answer: consoleDocumentAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesContactDocumentsFormData = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents/form_data',
  params: superAdminCompanyParams,
  answer: consoleDocumentFormData,
} as const satisfies Endpoint;
export const superAdminCompaniesContactDocumentsFormDataParent = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents/form_data/parent',
  params: superAdminCompanyParams,
  answer: parentFormData,
} as const satisfies Endpoint;
export const postSuperAdminCompaniesContactDocuments = {
  method: 'POST',
  path: '/api/super_admin/companies/:id/contact_documents/:document_id',
  params: consoleDocumentSaveParams,
  body: consoleDocumentBody,
  answer: consoleDocumentSavedAnswer,
} as const satisfies Endpoint;
