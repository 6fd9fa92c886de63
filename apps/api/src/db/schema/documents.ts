import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  documentManagerTypes,
  documentStatuses,
  documentTypes,
  emailTemplateTypes,
  requirementSections,
  requirementTypes,
} from '@casebridge/contract/enums';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { departments } from './departments.ts';
import { enumCheck } from './enum-check.ts';

/** A company's process document ("inbound process"): what partners see and fill in to send it a case. */
export const contactDocuments = pgTable(
  'contact_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitised HTML of a default (static) document. */
    staticDocument: text('static_document'),
    /** The label of a parent document's chooser ("variant name"). */
    parentOptionName: text('parent_option_name'),
    currentVersionId: integer('current_version_id').references((): AnyPgColumn => documentVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_documents_company_idx').on(t.companyId),
    // Substring search on the document name: lower(name) LIKE '%term%'.
    index('contact_documents_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('contact_documents_current_version_idx').on(t.currentVersionId),
  ],
);

/** One revision of a process document; cases keep the version they were submitted against. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references((): AnyPgColumn => contactDocuments.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull().default(1),
    status: text('status', { enum: documentStatuses }).notNull().default('approved'),
    title: text('title').notNull(),
    supportHours: text('support_hours').notNull().default('7/24/365'),
    productSupported: text('product_supported').notNull().default('All'),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    /** The fixed vendor-specific submission route of a json document. */
    jsonType: text('json_type'),
    collaborateEmail: text('collaborate_email'),
    collaborateCcEmail: text('collaborate_cc_email'),
    escalationInstructions: text('escalation_instructions'),
    escalationAlias: text('escalation_alias'),
    adminNote: text('admin_note'),
    commonCustomerSectionTitle: text('common_customer_section_title'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_versions_number_unique').on(t.contactDocumentId, t.versionNumber),
    index('document_versions_created_by_user_idx').on(t.createdByUserId),
    enumCheck('document_versions_status_check', t.status, documentStatuses),
    enumCheck('document_versions_document_type_check', t.documentType, documentTypes),
  ],
);

/** Main and alternate escalation contacts of a version (3 §3 managers[{user_type, user_id}]). */
export const documentManagers = pgTable(
  'document_managers',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type', { enum: documentManagerTypes }).notNull(),
  },
  (t) => [
    uniqueIndex('document_managers_version_type_unique').on(t.versionId, t.userType),
    index('document_managers_user_idx').on(t.userId),
    enumCheck('document_managers_user_type_check', t.userType, documentManagerTypes),
  ],
);

/** Search tags of a version; the partner directory matches on them. */
export const documentTags = pgTable(
  'document_tags',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [
    index('document_tags_version_idx').on(t.versionId),
    // Substring search on tags (partner search): lower(tag) LIKE '%term%'; since pg_trgm 1.6 it also serves '='.
    index('document_tags_tag_trgm_idx').using('gin', sql`lower(${t.tag}) gin_trgm_ops`),
  ],
);

/** The departments a version serves (3 §3 version.departments[{department_id}]). */
export const documentDepartments = pgTable(
  'document_departments',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.departmentId] }),
    index('document_departments_department_idx').on(t.departmentId),
  ],
);

/** Catalogue of email templates a document can pick (form_data email_templates[{type, slug, id}]). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: emailTemplateTypes }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('email_templates_slug_unique').on(t.slug),
    enumCheck('email_templates_type_check', t.type, emailTemplateTypes),
  ],
);

/** The template a document uses for each email slot (3 §3 email_templates[{type, email_template_id}]). */
export const documentEmailTemplates = pgTable(
  'document_email_templates',
  {
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: emailTemplateTypes }).notNull(),
    emailTemplateId: integer('email_template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contactDocumentId, t.type] }),
    index('document_email_templates_template_idx').on(t.emailTemplateId),
    enumCheck('document_email_templates_type_check', t.type, emailTemplateTypes),
  ],
);

/** A field definition shared by documents (3 §3 requirement {id, type, label, code_label}). */
export const requirements = pgTable(
  'requirements',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: requirementTypes }).notNull(),
    label: text('label').notNull(),
    /** Machine name used in json submissions and exports. */
    codeLabel: text('code_label'),
    /** Issue 25: a line of help the network's team keeps with the field (shown in the library and the designer). */
    helpHint: text('help_hint'),
    /** Issue 25: a retired field cannot be added to a form; the versions that place it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [enumCheck('requirements_type_check', t.type, requirementTypes)],
);

/** tierselect: each main option has sub-options; choosing one listed in linked_required makes the linked field required. */
export type TierSelectOption = { value: string; sub_options: string[]; linked_required: string[] };
/** db_select: options come from POST /api/caller/db_select_options {model, foreign_key}. */
export type DbSelectSource = { model: string; foreign_key: string };
/**
 * select and groupselect: a list (or newline text) of choices; tierselect: the option tree; db_select: the source;
 * copy: the text offered for copying; hidden: the value sent.
 */
export type RequirementOptions = string[] | string | TierSelectOption[] | DbSelectSource;
export type RequirementSettings = {
  /** select: adds an Other choice; default true. */
  allow_other?: boolean;
  /** groupselect: for each choice, the requirement groups it shows; the others are hidden. */
  groups?: Record<string, string[]>;
  /** tierselect: the label of the linked field. */
  linked_label?: string;
  placeholder?: string;
};

/** A requirement placed on a version: its section, order, group and per-document options. */
export const documentRequirements = pgTable(
  'document_requirements',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'restrict' }),
    section: text('section', { enum: requirementSections }).notNull(),
    required: boolean('required').notNull().default(false),
    /** The groupselect group this requirement belongs to; hidden while that group is not active. */
    group: text('group'),
    options: jsonb('options').$type<RequirementOptions>(),
    additionalSettings: jsonb('additional_settings').$type<RequirementSettings>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('document_requirements_version_idx').on(t.versionId, t.section, t.sortOrder),
    index('document_requirements_requirement_idx').on(t.requirementId),
    enumCheck('document_requirements_section_check', t.section, requirementSections),
  ],
);

/** A parent document's chooser rows: option name to child document (soft-deleted by flag). */
export const docLinkages = pgTable(
  'doc_linkages',
  {
    id: serial('id').primaryKey(),
    parentDocumentId: integer('parent_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    optionName: text('option_name').notNull(),
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    index('doc_linkages_parent_idx').on(t.parentDocumentId, t.sortOrder),
    index('doc_linkages_child_idx').on(t.contactDocumentId),
  ],
);

/** A company's internal note on a partner's process document, one per company and document. */
export const documentNotes = pgTable(
  'document_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    note: text('note').notNull(),
    location: text('location'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('document_notes_company_document_unique').on(t.companyId, t.contactDocumentId),
    index('document_notes_document_idx').on(t.contactDocumentId),
    index('document_notes_updated_by_user_idx').on(t.updatedByUserId),
  ],
);

/** Files attached to a process document and offered for download on its submit page. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_files_document_idx').on(t.contactDocumentId)],
);
