import { z } from 'zod';
import {
  casePrioritySchema,
  documentTypeSchema,
  groupFileTypes,
  requirementTypeSchema,
  type CasePriority,
  type DocumentType,
  type MembershipType,
  type RequirementSection,
} from './enums.ts';
import { DEFAULT_PHONE_COUNTRY, idField, idParam, PHONE_MAX_LENGTH } from './fields.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Submitting a case to a partner (document 2 §2 Submit case, §3, §5; C-001..C-031): the partner's process documents
 * with their requirements, the priority rule, the case submission payload and its answer, and the requirement rules
 * both the form and the server read (which requirements show, which choices a select offers).
 */

// ---------------------------------------------------------------- requirements (2 §3 Requirement types)

/** tierselect: each main option has sub-options; choosing one listed in linked_required asks for the linked field. */
export const tierSelectOptionSchema = z.object({
  value: z.string(),
  sub_options: z.array(z.string()),
  linked_required: z.array(z.string()),
});
export type TierSelectOption = z.infer<typeof tierSelectOptionSchema>;

/** db_select: the options come from POST /api/caller/db_select_options {model, foreign_key}. */
export const dbSelectSourceSchema = z.object({ model: z.string(), foreign_key: z.string() });
export type DbSelectSource = z.infer<typeof dbSelectSourceSchema>;

/**
 * select and groupselect: a list or newline text of choices; tierselect: the option tree; db_select: the source;
 * copy: the text offered for copying; hidden: the value sent.
 */
export const requirementOptionsSchema = z.union([
  z.array(z.string()),
  z.string(),
  z.array(tierSelectOptionSchema),
  dbSelectSourceSchema,
]);
export type RequirementOptions = z.infer<typeof requirementOptionsSchema>;

export const requirementSettingsSchema = z.object({
  /** select: adds an Other choice; default true (C-022). */
  allow_other: z.boolean().optional(),
  /** groupselect: for each choice, the requirement groups it shows; the others are hidden (C-024). */
  groups: z.record(z.string(), z.array(z.string())).optional(),
  /** tierselect: the label of the linked field (C-023). */
  linked_label: z.string().optional(),
  placeholder: z.string().optional(),
});
export type RequirementSettings = z.infer<typeof requirementSettingsSchema>;

/** C-019: a requirement placed on a document version. */
export const requirementEntrySchema = z.object({
  requirement_id: z.number(),
  required: z.boolean(),
  group: z.string().nullable(),
  /** An empty list when the requirement has none. */
  options: requirementOptionsSchema,
  additional_settings: requirementSettingsSchema.nullable(),
  requirement: z.object({
    id: z.number(),
    type: requirementTypeSchema,
    label: z.string(),
    code_label: z.string().nullable(),
  }),
});
export type RequirementEntry = z.infer<typeof requirementEntrySchema>;

/** The form field of a requirement and the key of its errors (C-028, C-029). */
export const customKey = (requirementId: number): `custom_${number}` => `custom_${requirementId}`;

/** A tierselect's answer: the main option, its sub-option and the linked field when that sub-option needs it. */
export const tierSelectValueSchema = z.object({
  value: z.string().max(255, 'At most 255 characters.'),
  sub_option: z.string().max(255, 'At most 255 characters.').optional(),
  linked: z.string().max(1000, 'At most 1000 characters.').optional(),
});
export type TierSelectValue = z.infer<typeof tierSelectValueSchema>;

export const OTHER_CHOICE = 'Other';

/** C-022: a select's choices, from a list or from newline-separated text. */
export function selectChoices(options: RequirementOptions): string[] {
  const raw = typeof options === 'string' ? options.split('\n') : Array.isArray(options) ? options : [];
  const choices = raw.flatMap((choice) => (typeof choice === 'string' ? [choice.trim()] : [choice.value.trim()]));
  return [...new Set(choices.filter((choice) => choice !== ''))];
}

/** C-022: a select offers Other unless its settings say allow_other false. */
export const allowsOther = (entry: Pick<RequirementEntry, 'requirement' | 'additional_settings'>): boolean =>
  entry.requirement.type === 'select' && entry.additional_settings?.allow_other !== false;

export function tierOptions(options: RequirementOptions): TierSelectOption[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) => (typeof option === 'string' ? [] : [option]));
}

/** C-023: the linked field is shown and required only for the sub-options its main option lists. */
export function needsLinked(options: RequirementOptions, value: TierSelectValue | undefined): boolean {
  if (!value?.sub_option) return false;
  const main = tierOptions(options).find((option) => option.value === value.value);
  return main?.linked_required.includes(value.sub_option) ?? false;
}

const valueText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * C-024: the groups the groupselect choices make active. A groupselect inside a group counts only while its own
 * group is active, so the set is grown until it holds still.
 */
export function activeGroups(entries: readonly RequirementEntry[], values: Record<string, unknown>): Set<string> {
  const active = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of entries) {
      if (entry.requirement.type !== 'groupselect' || !isShown(entry, active)) continue;
      const chosen = valueText(values[customKey(entry.requirement_id)]);
      for (const group of entry.additional_settings?.groups?.[chosen] ?? []) {
        if (!active.has(group)) {
          active.add(group);
          grew = true;
        }
      }
    }
  }
  return active;
}

/** C-024: a requirement in a group shows (and can be required) only while its group is active. */
export const isShown = (entry: Pick<RequirementEntry, 'group'>, active: ReadonlySet<string>): boolean =>
  entry.group === null || entry.group === '' || active.has(entry.group);

/** Types whose value the document fixes: shown (copy) or not (hidden), never typed in, never required. */
export const fixedValueTypes = ['hidden', 'copy'] as const;

export const requirementSectionOrder = [
  'common_customer_section',
  'contact_section',
  'problem_section',
] as const satisfies readonly RequirementSection[];

// ---------------------------------------------------------------- the partner's documents (C-001, C-002)

export const partnerTypes = ['company', 'department'] as const;
export const partnerTypeSchema = z.enum(partnerTypes);
export type PartnerType = z.infer<typeof partnerTypeSchema>;

export const partnerParams = z.object({ type: partnerTypeSchema, entity_id: idParam });
export const subDocumentParams = partnerParams.extend({ id: idParam });
export const collaborateParams = z.object({ document_id: idParam });
/**
 * Issue 22: an optional Idempotency-Key (any client-chosen text, a UUID say): the same user's retry with the same key
 * and the same request gets the first answer instead of making a second case; a different request with it is a 409.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const collaborateHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().trim().min(1).max(200).optional() });

/** The document types the standard form serves (C-008). */
export const formDocumentTypes = ['ticket', 'solution_support', 'json'] as const satisfies readonly DocumentType[];
export const isFormDocument = (type: DocumentType): boolean => (formDocumentTypes as readonly string[]).includes(type);

/** C-003, C-007: a group document offered on the page (a file to download or a link). */
export const documentFileSchema = z.object({
  id: z.number(),
  community_id: z.number(),
  name: z.string(),
  document_type: z.enum(groupFileTypes),
  url: z.string().nullable(),
  original_filename: z.string().nullable(),
});

/** C-005: the viewer's company's internal note on this document (sanitised HTML). */
export const documentNoteSchema = z.object({
  note: z.string(),
  location: z.string().nullable(),
  document_id: z.number(),
});

/** C-006: the process owner (main and alternate escalation contacts), shown to business and program managers. */
export const documentManagerSchema = z.object({
  user_type: z.enum(['main', 'alternate']),
  name: z.string(),
  email: z.string(),
});

/** C-002: a partner's process document as the submit page shows it. */
export const contactDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  company_id: z.number(),
  company: z.object({ name: z.string() }),
  department: z.object({ name: z.string() }).nullable(),
  is_favorite: z.boolean(),
  files: z.array(documentFileSchema),
  note: documentNoteSchema.nullable(),
  /** C-005: the viewer may write its company's internal note on this process (the server's rule). */
  can_edit_note: z.boolean(),
  version: z.object({
    id: z.number(),
    document_type: documentTypeSchema,
    title: z.string(),
    support_hours: z.string(),
    product_supported: z.string(),
    /** Sanitised HTML from the partner, for every visitor. */
    admin_note: z.string().nullable(),
    /** Sanitised HTML; on the submit page for business and program managers only (C-006), null for others. */
    escalation_instructions: z.string().nullable(),
    /** C-006: empty for callers. */
    manager_users: z.array(documentManagerSchema),
    common_customer_section_title: z.string().nullable(),
  }),
  common_customer_section: z.array(requirementEntrySchema),
  contact_section: z.array(requirementEntrySchema),
  problem_section: z.array(requirementEntrySchema),
  doc_linkages: z.array(z.object({ contact_document_id: z.number(), option_name: z.string() })),
  parent_option_name: z.string().nullable(),
  /** Sanitised HTML of a default (static) document (C-009). */
  static_document: z.string().nullable(),
});
export type ContactDocument = z.infer<typeof contactDocumentSchema>;

const slaTierSchema = z.object({ message: z.string().nullable(), response_hours: z.number().nullable() });

/**
 * C-018: whether the priority is held at low, and why; `custom` is the custom SLA (custom_sla with its p1/p2/p3
 * messages) of a group both companies belong to, which lifts the hold and says what each priority gets.
 */
export const priorityMessagesSchema = z.object({
  locked: z.boolean(),
  reason: z.string().nullable(),
  custom: z.object({ group: z.string(), high: slaTierSchema, medium: slaTierSchema, low: slaTierSchema }).nullable(),
});
export type PriorityMessages = z.infer<typeof priorityMessagesSchema>;

/** The memberships without 7x24 collaboration: their cases are held at low priority. */
export const lowPriorityMemberships = ['basic', 'standard'] as const satisfies readonly MembershipType[];

/** C-018: the rule, read by the documents answer and enforced again on submission. */
export function priorityRule(input: {
  submitter: { name: string; membership_type: MembershipType | null } | null;
  receiver: { name: string; membership_type: MembershipType };
  custom: PriorityMessages['custom'];
}): PriorityMessages {
  if (input.custom !== null) return { locked: false, reason: null, custom: input.custom };
  if (input.submitter?.membership_type == null)
    return { locked: true, reason: 'Priority is Low - P3 until your company data has loaded.', custom: null };
  const limited = [input.submitter, input.receiver].find((company) =>
    (lowPriorityMemberships as readonly (MembershipType | null)[]).includes(company.membership_type),
  );
  if (!limited) return { locked: false, reason: null, custom: null };
  return {
    locked: true,
    reason: `Priority is held at Low - P3: the ${limited.membership_type ?? ''} membership of ${limited.name} does not include 7x24 collaboration.`,
    custom: null,
  };
}

/** GET /api/caller/documents/{type}/{entity_id} and GET /api/caller/sub_documents/{id}/{type}/{entity_id}. */
export const partnerDocumentsAnswer = z.object({
  partner: z.object({
    type: partnerTypeSchema,
    company: z.object({ id: z.number(), name: z.string() }),
    department: z.object({ id: z.number(), name: z.string() }).nullable(),
    /** The viewer's own company: it can read its processes but not send itself a case. */
    is_own_company: z.boolean(),
  }),
  documents: z.array(contactDocumentSchema),
  priority_messages: priorityMessagesSchema,
});
export type PartnerDocumentsAnswer = z.infer<typeof partnerDocumentsAnswer>;

// ---------------------------------------------------------------- db_select options (C-025)

export const dbSelectOptionsBody = z.object({
  model: z.string().max(100, 'At most 100 characters.'),
  foreign_key: z.string().max(100, 'At most 100 characters.'),
});
export type DbSelectOptionsBody = z.infer<typeof dbSelectOptionsBody>;
/** Option value (the foreign key) to its label. */
export const dbSelectOptionsAnswer = z.record(z.string(), z.string());
export type DbSelectOptionsAnswer = z.infer<typeof dbSelectOptionsAnswer>;

// ---------------------------------------------------------------- the case submission payload (C-028)

/** C-017: the priority numbers. */
export const PRIORITY_NUMBERS = { high: 1, medium: 2, low: 3 } as const satisfies Record<CasePriority, number>;

export { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH };
const phoneNumberPattern = /^\+?[0-9][0-9 ().-]*$/;

/** C-014, X-033: a phone number worth sending: digits with the usual separators, at least 4 digits, at most 25. */
export function isValidPhoneNumber(number: string): boolean {
  const trimmed = number.trim();
  return (
    trimmed.length <= PHONE_MAX_LENGTH && phoneNumberPattern.test(trimmed) && trimmed.replace(/[^0-9]/g, '').length >= 4
  );
}

/** C-014: the phone as it is sent and stored, "country: number". */
export const formatPhone = (country: string, number: string): string => `${country}: ${number.trim()}`;

/** "US: 408 555 0100" or a bare number, into its parts; undefined when it is no phone number. */
export function parsePhone(text: string): { country: string | null; number: string } | undefined {
  const match = /^(?:([A-Za-z]{2}):\s*)?(.*)$/.exec(text.trim());
  const number = match?.[2]?.trim() ?? '';
  if (!isValidPhoneNumber(number)) return undefined;
  return { country: match?.[1]?.toUpperCase() ?? null, number };
}

const shapeText = (max: number) => z.string().max(max, `At most ${String(max)} characters.`);

/**
 * A requirement's value: text (most types), a number (integer), or a tierselect's choice. The server checks each
 * against its requirement (custom_{id} errors); booleans are accepted here only so that the flags of the payload
 * fit one record type, and refused there.
 */
export const customValueSchema = z.union([
  z.string().max(20000, 'At most 20000 characters.'),
  z.number(),
  z.boolean(),
  tierSelectValueSchema,
]);
export type CustomValue = z.infer<typeof customValueSchema>;

/**
 * POST /api/caller/collaborate/{document_id} (C-028). This schema checks the shape only (the form parses with it
 * before sending, ADR 11); the server then checks every rule of the standard fields (collaborateRules) and of every
 * requirement of the document's version together, so one answer holds every field's message (C-029).
 */
export const collaborateBody = z
  .object({
    first_name: shapeText(200).default(''),
    last_name: shapeText(200).default(''),
    email: shapeText(300).default(''),
    phone_number: shapeText(60).optional(),
    phone_country_code: shapeText(10).optional(),
    internal_case_number: shapeText(200).default(''),
    problem_summary: shapeText(500).default(''),
    problem_description: shapeText(40000).default(''),
    case_priority: z.union([casePrioritySchema, z.literal('')]).default(''),
    update_profile: z.boolean().default(false),
    /** The partner's names as the page showed them; the server reads the partner from collaborate_type/entity. */
    company_name: shapeText(300).optional(),
    department: shapeText(300).optional(),
    collaborate_type: partnerTypeSchema,
    collaborate_entity: z.union([z.number().int().positive(), z.string().regex(/^[1-9][0-9]{0,9}$/)]),
    sample_submission: z.boolean().default(false),
    /** Accepted as the payload names it; the server checks the required fields on every submission. */
    force_required_fields: z.boolean().optional(),
  })
  .catchall(customValueSchema);
export type CollaborateBody = z.infer<typeof collaborateBody>;
export type CollaborateValues = z.input<typeof collaborateBody>;

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(max, `At most ${String(max)} characters.`);

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number.';

/** The server's rules for the standard fields (C-013, C-016, X-044); requirements are checked beside them. */
export const collaborateRules = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'This field is required.')
    .max(255, 'At most 255 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  phone_number: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || parsePhone(value) !== undefined, PHONE_INVALID_MESSAGE),
  phone_country_code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Please choose a country code.')
    .optional(),
  internal_case_number: requiredText(100),
  problem_summary: requiredText(255),
  problem_description: requiredText(20000),
  case_priority: casePrioritySchema.or(z.literal('')).refine((value) => value !== '', 'Please choose a priority.'),
});

export const OWN_COMPANY_MESSAGE = 'You cannot send a case to your own company.';

/** X-051, C-030: the request-sent summary. */
export const collaborateAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  case: z.object({
    token: z.string(),
    /** The network case number the case was given (issue 24). */
    network_case_number: z.string(),
    internal_case_number: z.string().nullable(),
    summary: z.string(),
    priority: casePrioritySchema,
    receiver: z.string(),
    department: z.string().nullable(),
    is_sample: z.boolean(),
  }),
  /** Sanitised HTML of the document version, when it has any. */
  escalation_instructions: z.string().nullable(),
});
export type CollaborateAnswer = z.infer<typeof collaborateAnswer>;

// ---------------------------------------------------------------- the process header's actions (C-004, C-005, C-007)

/**
 * C-004: POST /api/caller/favorites/toggle. The star is the viewer's, keyed by the partner (a company, or a department
 * with its company): is_favorite true adds it (on this document), false removes it. Repeating a request changes
 * nothing.
 */
export const favoriteToggleBody = z.object({
  document_id: idField,
  company_id: idField,
  type: partnerTypeSchema,
  /** The department of a department partner; null (or left out) for a company. */
  department_id: idField.nullable().default(null),
  is_favorite: z.boolean(),
});
export type FavoriteToggleBody = z.input<typeof favoriteToggleBody>;
export const favoriteToggleAnswer = z.object({ is_favorite: z.boolean() });
export type FavoriteToggleAnswer = z.infer<typeof favoriteToggleAnswer>;

/**
 * C-005, DECISIONS 13: where a note lives: the internal note on a partner's process document (`document:{id}`, the
 * submit page), or the company note of the dashboard (`company:{id}`, the viewer's own company).
 */
export const documentNoteLocation = (documentId: number): string => `document:${String(documentId)}`;
export const companyNoteLocation = (companyId: number): string => `company:${String(companyId)}`;
export const DOCUMENT_NOTE_LOCATION_PATTERN = /^document:([1-9][0-9]{0,9})$/;
export const COMPANY_NOTE_LOCATION_PATTERN = /^company:([1-9][0-9]{0,9})$/;
export const NOTE_LOCATION_MESSAGE =
  'The location must name a process document (document:{id}) or your company (company:{id}).';
export const NOTE_MAX_LENGTH = 20000;

/**
 * C-005: POST /api/caller/notes/store, the viewer's company's internal note (rich text, sanitised by the server). A
 * note with no text left after sanitising removes the note.
 */
export const noteStoreBody = z.object({
  location: z.string().max(100, 'At most 100 characters.'),
  note: z.string().max(NOTE_MAX_LENGTH, `At most ${String(NOTE_MAX_LENGTH)} characters.`),
});
export type NoteStoreBody = z.infer<typeof noteStoreBody>;
/** The note as stored (note '' when it was removed), with the process or the company it is on. */
export const noteStoreAnswer = z.object({
  note: z.string(),
  location: z.string().nullable(),
  document_id: z.number().nullable(),
  company_id: z.number().nullable(),
});
export type NoteStoreAnswer = z.infer<typeof noteStoreAnswer>;
export type DocumentNote = z.infer<typeof documentNoteSchema>;

/** C-007: GET /api/caller/partner_groups/{community_id}/documents/{id}/download. */
export const groupDocumentParams = z.object({ community_id: idParam, id: idParam });

// ---------------------------------------------------------------- help hints and the case exchange (ADR 14)

export const HELP_HINT_FLAG_MAX_LENGTH = 64;
export const HELP_HINT_FLAG_MESSAGE =
  'A help topic is 1 to 64 lowercase letters and digits, in words joined by dots, hyphens or underscores.';
export const HELP_HINT_NOT_FOUND_MESSAGE = 'No help is written for this topic yet.';

/** C-012: GET /api/help_hints/{flag}; a flag names a field or block of a form (`case_priority`). */
export const helpHintParams = z.object({
  flag: z
    .string()
    .max(HELP_HINT_FLAG_MAX_LENGTH, HELP_HINT_FLAG_MESSAGE)
    .regex(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/, HELP_HINT_FLAG_MESSAGE),
});
/** The title is plain text; the content is HTML the server has sanitised. */
export const helpHintAnswer = z.object({ title: z.string(), content: z.string() });
export type HelpHint = z.infer<typeof helpHintAnswer>;

/** The hints the submit-case form offers, by the field or block they explain. */
export const submitCaseHelpFlags = {
  priority: 'case_priority',
  internalCaseNumber: 'internal_case_number',
  engineerContact: 'engineer_contact',
} as const;

export const CASE_EXCHANGE_UNAVAILABLE_MESSAGE = 'Case exchange is not available on this network.';

/** C-010: GET /api/caller/case_exchange/cases; the network's case exchange, opened in a new tab. */
export const caseExchangeAnswer = z.object({
  success: z.boolean(),
  url: z.string().nullable(),
  message: z.string().nullable(),
});
export type CaseExchangeAnswer = z.infer<typeof caseExchangeAnswer>;

/** Only a web address is opened or configured as the case exchange: never javascript:, data: or a relative path. */
export const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerDocuments = {
  method: 'GET',
  path: '/api/caller/documents/:type/:entity_id',
  params: partnerParams,
  answer: partnerDocumentsAnswer,
} as const satisfies Endpoint;
export const callerSubDocuments = {
  method: 'GET',
  path: '/api/caller/sub_documents/:id/:type/:entity_id',
  params: subDocumentParams,
  answer: partnerDocumentsAnswer,
} as const satisfies Endpoint;
export const callerDbSelectOptions = {
  method: 'POST',
  path: '/api/caller/db_select_options',
  body: dbSelectOptionsBody,
  answer: dbSelectOptionsAnswer,
} as const satisfies Endpoint;
/** The Idempotency-Key header (collaborateHeaders) is sent beside the body. */
export const callerCollaborate = {
  method: 'POST',
  path: '/api/caller/collaborate/:document_id',
  params: collaborateParams,
  body: collaborateBody,
  answer: collaborateAnswer,
} as const satisfies Endpoint;
export const callerFavoritesToggle = {
  method: 'POST',
  path: '/api/caller/favorites/toggle',
  body: favoriteToggleBody,
  answer: favoriteToggleAnswer,
} as const satisfies Endpoint;
export const callerNotesStore = {
  method: 'POST',
  path: '/api/caller/notes/store',
  body: noteStoreBody,
  answer: noteStoreAnswer,
} as const satisfies Endpoint;
/** A file. */
export const callerPartnerGroupsDocumentsDownload = {
  method: 'GET',
  path: '/api/caller/partner_groups/:community_id/documents/:id/download',
  params: groupDocumentParams,
} as const satisfies Endpoint;
export const helpHints = {
  method: 'GET',
  path: '/api/help_hints/:flag',
  params: helpHintParams,
  answer: helpHintAnswer,
} as const satisfies Endpoint;
export const callerCaseExchangeCases = {
  method: 'GET',
  path: '/api/caller/case_exchange/cases',
  answer: caseExchangeAnswer,
} as const satisfies Endpoint;
