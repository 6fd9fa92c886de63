import { z } from 'zod';
import {
  customValueSchema,
  dbSelectSourceSchema,
  fixedValueTypes,
  requirementEntrySchema,
  requirementSettingsSchema,
  tierSelectOptionSchema,
  type RequirementEntry,
} from './case-submission.ts';
import type { Endpoint } from './endpoint.ts';
import {
  documentTypeSchema,
  requirementSectionSchema,
  requirementTypeSchema,
  requirementTypes,
  type RequirementSection,
  type RequirementType,
} from './enums.ts';
import { idOrNewParam, idParam, optionalTextField } from './fields.ts';
import { companyDocumentParams } from './company-documents.ts';
import { consoleDocumentParams } from './super-admin-documents.ts';

/**
 * Issue 25 (ADR 46): the network's field library and a process's form. A form is the list of requirement entries
 * of a process version (document_requirements), each naming a field of the library (requirements); saving a form
 * makes the process's next version. The form schema below checks every type's settings the way a submission
 * checks a value, so the designer, an imported file and the server all judge a form by the same rules.
 */

// ---------------------------------------------------------------- the field library

export const requirementTypeLabels: Record<RequirementType, string> = {
  hidden: 'Hidden value',
  integer: 'Whole number',
  phone: 'Phone',
  select: 'Select (list)',
  string: 'Short text',
  text: 'Long text',
  url: 'Web address',
  email: 'Email',
  tierselect: 'Tier select (tree)',
  groupselect: 'Group select (shows groups)',
  db_select: 'List from the network',
  copy: 'Text to copy',
  timezone: 'Time zone',
};

export const LABEL_MESSAGE = "Please enter the field's label.";
export const CODE_LABEL_MESSAGE = 'Lowercase letters, digits and _ only, starting with a letter.';
export const TYPE_FIXED_MESSAGE = 'The type of a field in use cannot be changed.';
export const FIELD_NOT_FOUND_MESSAGE = 'No such field in the library.';
export const FIELD_SAVED_MESSAGE = 'The field has been saved.';

/** A field of the library as the console lists it. */
export const libraryFieldSchema = z.object({
  id: z.number(),
  type: requirementTypeSchema,
  label: z.string(),
  code_label: z.string().nullable(),
  help_hint: z.string().nullable(),
  retired: z.boolean(),
  /** How many process versions place it (a retired field stays on them). */
  used_by_versions: z.number(),
});
export type LibraryField = z.infer<typeof libraryFieldSchema>;

export const libraryAnswer = z.object({ fields: z.array(libraryFieldSchema) });
export type LibraryAnswer = z.infer<typeof libraryAnswer>;

/** POST /api/super_admin/requirements/{requirement_id} (0 creates). */
export const libraryFieldBody = z.object({
  type: z.enum(requirementTypes, { error: 'Please choose the type of the field.' }),
  label: z.string({ error: LABEL_MESSAGE }).trim().min(1, LABEL_MESSAGE).max(255, 'At most 255 characters.'),
  code_label: z
    .string()
    .trim()
    .max(64, 'At most 64 characters.')
    .regex(/^([a-z][a-z0-9_]*)?$/, CODE_LABEL_MESSAGE)
    .nullish()
    .transform((text) => (text ? text : null)),
  help_hint: optionalTextField(1000),
});
export type LibraryFieldBody = z.input<typeof libraryFieldBody>;

export const libraryFieldParams = z.object({ requirement_id: idOrNewParam });
export const libraryFieldRetireParams = z.object({ requirement_id: idParam });
export const libraryFieldRetireBody = z.object({ retired: z.boolean() });
export const libraryFieldSavedAnswer = z.object({ message: z.string(), field: libraryFieldSchema });

// ---------------------------------------------------------------- a process's form

/** db_select: the lists the network serves (the server's allow-list, by model and key). */
export const dbSelectLists = { countries: ['id', 'country_code'] } as const satisfies Record<string, readonly string[]>;

export const OPTIONS_MESSAGE = 'Add at least one option.';
export const OPTION_TEXT_MESSAGE = 'An option needs a text.';
export const OPTION_REPEATED_MESSAGE = 'Each option once.';
export const LINKED_NOT_SUB_MESSAGE = 'A sub-option that requires the linked field must be one of its sub-options.';
export const LINKED_LABEL_MESSAGE = 'Please enter the label of the linked field.';
export const GROUPS_MESSAGE = 'Say which group at least one choice shows.';
export const GROUP_CHOICE_MESSAGE = 'A group is shown by a choice of the field.';
export const GROUP_EMPTY_MESSAGE = 'This group shows no field: put at least one field in it.';
export const GROUP_UNKNOWN_MESSAGE = 'No group select of the form shows this group.';
export const GROUP_SELF_MESSAGE = 'A group select cannot be in a group it shows.';
export const DB_SOURCE_MESSAGE = 'Please choose a list of the network.';
export const HIDDEN_VALUE_MESSAGE = 'Please enter the value the hidden field sends.';
export const COPY_TEXT_MESSAGE = 'Please enter the text offered for copying.';
export const FIELD_REPEATED_MESSAGE = 'This field is on the form already.';
export const NO_OPTIONS_MESSAGE = 'This type has no options.';
export const FORM_SAVED_MESSAGE = 'The form has been saved as a new version.';
export const STALE_FORM_MESSAGE =
  'Someone saved this form since you opened it: reload to see their version before saving yours.';
export const FIELD_TYPE_MISMATCH_MESSAGE = 'The field is of another type in the library.';
export const FIELD_RETIRED_MESSAGE =
  'This field is retired: it stays on the versions that had it, but cannot be added.';
export const VERSION_NOT_FOUND_MESSAGE = 'No such version of this process.';
export const NO_FORM_MESSAGE = 'This kind of process has no case form.';

const MAX_FIELDS = 200;
const optionText = z.string().trim().min(1, OPTION_TEXT_MESSAGE).max(255, 'At most 255 characters.');

/** One field placed on the form: the library field (with its type, for the checks) and the form's own settings. */
export const formFieldSchema = z.object({
  requirement_id: z.number().int().positive(),
  section: requirementSectionSchema,
  required: z.boolean(),
  group: z
    .string()
    .trim()
    .max(100, 'At most 100 characters.')
    .nullish()
    .transform((group) => (group ? group : null)),
  options: requirementEntrySchema.shape.options,
  additional_settings: requirementSettingsSchema.nullish().transform((settings) => settings ?? null),
  requirement: requirementEntrySchema.shape.requirement,
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

type Issue = { path: (string | number)[]; message: string };

const repeated = (values: readonly string[]): number[] =>
  values.flatMap((value, index) => (values.indexOf(value) === index ? [] : [index]));

/** The type's own settings (a tierselect with no options, a linked field without a label...). */
function typeIssues(field: FormField): Issue[] {
  const { options } = field;
  const settings = field.additional_settings;
  switch (field.requirement.type) {
    case 'select':
    case 'groupselect': {
      const list = z.array(optionText).safeParse(options);
      if (!list.success) {
        if (Array.isArray(options) && options.length > 0 && options.every((o) => typeof o === 'string'))
          return list.error.issues.map((issue) => ({
            path: ['options', ...issue.path.map(String)],
            message: issue.message,
          }));
        return [{ path: ['options'], message: OPTIONS_MESSAGE }];
      }
      if (list.data.length === 0) return [{ path: ['options'], message: OPTIONS_MESSAGE }];
      const issues: Issue[] = repeated(list.data).map((index) => ({
        path: ['options', index],
        message: OPTION_REPEATED_MESSAGE,
      }));
      if (field.requirement.type === 'groupselect') {
        const groups = settings?.groups ?? {};
        const shown = Object.entries(groups).filter(([, names]) => names.length > 0);
        if (shown.length === 0) issues.push({ path: ['additional_settings', 'groups'], message: GROUPS_MESSAGE });
        for (const [choice] of shown)
          if (!list.data.includes(choice))
            issues.push({ path: ['additional_settings', 'groups', choice], message: GROUP_CHOICE_MESSAGE });
      }
      return issues;
    }
    case 'tierselect': {
      const tree = z.array(tierSelectOptionSchema).safeParse(options);
      if (!tree.success || tree.data.length === 0) return [{ path: ['options'], message: OPTIONS_MESSAGE }];
      const issues: Issue[] = [];
      const mains = tree.data.map((main) => main.value.trim());
      for (const [index, main] of tree.data.entries()) {
        if (mains[index] === '') issues.push({ path: ['options', index, 'value'], message: OPTION_TEXT_MESSAGE });
        const subs = main.sub_options.map((sub) => sub.trim());
        for (const [subIndex, sub] of subs.entries())
          if (sub === '')
            issues.push({ path: ['options', index, 'sub_options', subIndex], message: OPTION_TEXT_MESSAGE });
        for (const subIndex of repeated(subs))
          issues.push({ path: ['options', index, 'sub_options', subIndex], message: OPTION_REPEATED_MESSAGE });
        for (const [linkedIndex, linked] of main.linked_required.entries())
          if (!subs.includes(linked.trim()))
            issues.push({ path: ['options', index, 'linked_required', linkedIndex], message: LINKED_NOT_SUB_MESSAGE });
      }
      for (const index of repeated(mains))
        issues.push({ path: ['options', index, 'value'], message: OPTION_REPEATED_MESSAGE });
      const linkedAsked = tree.data.some((main) => main.linked_required.length > 0);
      if (linkedAsked && (settings?.linked_label ?? '').trim() === '')
        issues.push({ path: ['additional_settings', 'linked_label'], message: LINKED_LABEL_MESSAGE });
      return issues;
    }
    case 'db_select': {
      const source = dbSelectSourceSchema.safeParse(options);
      const lists: Record<string, readonly string[]> = dbSelectLists;
      const known =
        source.success &&
        Object.hasOwn(lists, source.data.model) &&
        (lists[source.data.model] ?? []).includes(source.data.foreign_key);
      return known ? [] : [{ path: ['options'], message: DB_SOURCE_MESSAGE }];
    }
    case 'hidden':
    case 'copy': {
      const text = typeof options === 'string' ? options.trim() : '';
      if (text === '')
        return [
          {
            path: ['options'],
            message: field.requirement.type === 'hidden' ? HIDDEN_VALUE_MESSAGE : COPY_TEXT_MESSAGE,
          },
        ];
      return text.length > 10_000 ? [{ path: ['options'], message: 'At most 10000 characters.' }] : [];
    }
    case 'email':
    case 'integer':
    case 'phone':
    case 'string':
    case 'text':
    case 'timezone':
    case 'url': {
      const none = Array.isArray(options) && options.length === 0;
      return none || options === '' ? [] : [{ path: ['options'], message: NO_OPTIONS_MESSAGE }];
    }
  }
}

/** Every issue of a form: each field's settings, then the groups across fields (C-024). */
export function formIssues(fields: readonly FormField[]): Issue[] {
  const issues: Issue[] = [];
  const at = (index: number, issue: Issue): Issue => ({
    path: ['fields', index, ...issue.path],
    message: issue.message,
  });
  const shownGroups = new Map<string, number>();
  for (const [index, field] of fields.entries()) {
    for (const issue of typeIssues(field)) issues.push(at(index, issue));
    if (field.requirement.type === 'groupselect')
      for (const names of Object.values(field.additional_settings?.groups ?? {}))
        for (const name of names) if (!shownGroups.has(name)) shownGroups.set(name, index);
  }
  for (const index of repeated(fields.map((field) => String(field.requirement_id))))
    issues.push(at(index, { path: ['requirement_id'], message: FIELD_REPEATED_MESSAGE }));
  const used = new Set(fields.flatMap((field) => (field.group === null ? [] : [field.group])));
  for (const [name, index] of shownGroups)
    if (!used.has(name))
      issues.push(at(index, { path: ['additional_settings', 'groups'], message: `${GROUP_EMPTY_MESSAGE} (${name})` }));
  for (const [index, field] of fields.entries()) {
    if (field.group === null) continue;
    if (!shownGroups.has(field.group)) issues.push(at(index, { path: ['group'], message: GROUP_UNKNOWN_MESSAGE }));
    else if (
      field.requirement.type === 'groupselect' &&
      Object.values(field.additional_settings?.groups ?? {}).some((names) => names.includes(field.group ?? ''))
    )
      issues.push(at(index, { path: ['group'], message: GROUP_SELF_MESSAGE }));
  }
  return issues;
}

/** A process's form as the designer saves it, a file imports it and the server checks it. */
export const processFormSchema = z
  .object({ fields: z.array(formFieldSchema).max(MAX_FIELDS, `At most ${String(MAX_FIELDS)} fields.`) })
  .superRefine((form, context) => {
    for (const issue of formIssues(form.fields)) context.addIssue({ code: 'custom', ...issue });
  });

/** POST /api/super_admin/contact_documents/{document_id}/form: the form, and the version it was opened at. */
export const processFormBody = z
  .object({
    fields: z.array(formFieldSchema).max(MAX_FIELDS, `At most ${String(MAX_FIELDS)} fields.`),
    /** The version the designer loaded: another save since is a 409, never overwritten. */
    base_version_id: z.number().int().positive().nullable(),
  })
  .superRefine((form, context) => {
    for (const issue of formIssues(form.fields)) context.addIssue({ code: 'custom', ...issue });
  });
export type ProcessFormBody = z.input<typeof processFormBody>;

/** The fixed-value types are never required (the document fixes their value). */
export const canBeRequired = (type: RequirementType): boolean =>
  !(fixedValueTypes as readonly RequirementType[]).includes(type);

/** A version's author and time. */
const versionSummarySchema = z.object({
  id: z.number(),
  version_number: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});

export const processFormAnswer = z.object({
  document: z.object({ id: z.number(), name: z.string(), company_id: z.number(), type: documentTypeSchema }),
  version: versionSummarySchema,
  fields: z.array(requirementEntrySchema.extend({ section: requirementSectionSchema })),
});
export type ProcessFormAnswer = z.infer<typeof processFormAnswer>;
export type PlacedField = ProcessFormAnswer['fields'][number];

/** What changed in a version against the one before it, by field. */
export const fieldChangeSchema = z.object({
  requirement_id: z.number(),
  label: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  /** For a change: what differs (section, order, required, group, options, settings). */
  details: z.array(z.string()),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const formHistoryAnswer = z.object({
  versions: z.array(versionSummarySchema.extend({ field_count: z.number(), changes: z.array(fieldChangeSchema) })),
});
export type FormHistoryAnswer = z.infer<typeof formHistoryAnswer>;

export const formSavedAnswer = z.object({ message: z.string(), form: processFormAnswer });

/** The JSON file a form exports to and imports from. */
export const FORM_FILE_FORMAT = 'casebridge.process-form';
export const formFileSchema = z
  .object({
    format: z.literal(FORM_FILE_FORMAT, { error: `Not a process form file (format must be "${FORM_FILE_FORMAT}").` }),
    version: z.literal(1, { error: 'This file is of a newer format than this product reads.' }),
    fields: z.array(formFieldSchema).max(MAX_FIELDS),
  })
  .superRefine((form, context) => {
    for (const issue of formIssues(form.fields)) context.addIssue({ code: 'custom', ...issue });
  });
export type FormFile = z.input<typeof formFileSchema>;

/** A placed field as the form body sends it back (the shape the answer reads, minus nothing). */
export const toFormField = (entry: RequirementEntry & { section: RequirementSection }): FormFieldInput => ({
  requirement_id: entry.requirement_id,
  section: entry.section,
  required: entry.required,
  group: entry.group,
  options: entry.options,
  additional_settings: entry.additional_settings,
  requirement: entry.requirement,
});

export const formVersionParams = consoleDocumentParams.extend({ version_id: idParam });

// The calls (declared once, for the API's routes and the web's client).
export const superAdminRequirements = {
  method: 'GET',
  path: '/api/super_admin/requirements',
  answer: libraryAnswer,
} as const satisfies Endpoint;
export const postSuperAdminRequirement = {
  method: 'POST',
  path: '/api/super_admin/requirements/:requirement_id',
  params: libraryFieldParams,
  body: libraryFieldBody,
  answer: libraryFieldSavedAnswer,
} as const satisfies Endpoint;
export const postSuperAdminRequirementRetire = {
  method: 'POST',
  path: '/api/super_admin/requirements/:requirement_id/retire',
  params: libraryFieldRetireParams,
  body: libraryFieldRetireBody,
  answer: libraryFieldSavedAnswer,
} as const satisfies Endpoint;
export const superAdminProcessForm = {
  method: 'GET',
  path: '/api/super_admin/contact_documents/:document_id/form',
  params: consoleDocumentParams,
  answer: processFormAnswer,
} as const satisfies Endpoint;
export const postSuperAdminProcessForm = {
  method: 'POST',
  path: '/api/super_admin/contact_documents/:document_id/form',
  params: consoleDocumentParams,
  body: processFormBody,
  answer: formSavedAnswer,
} as const satisfies Endpoint;
export const superAdminProcessFormVersions = {
  method: 'GET',
  path: '/api/super_admin/contact_documents/:document_id/form/versions',
  params: consoleDocumentParams,
  answer: formHistoryAnswer,
} as const satisfies Endpoint;
export const superAdminProcessFormVersion = {
  method: 'GET',
  path: '/api/super_admin/contact_documents/:document_id/form/versions/:version_id',
  params: formVersionParams,
  answer: processFormAnswer,
} as const satisfies Endpoint;
export const postSuperAdminProcessFormRestore = {
  method: 'POST',
  path: '/api/super_admin/contact_documents/:document_id/form/versions/:version_id/restore',
  params: formVersionParams,
  answer: formSavedAnswer,
} as const satisfies Endpoint;

// ---------------------------------------------------------------- the sample submission against a draft

export const SAMPLE_PASSED_MESSAGE = 'The sample passes: partners could send these values. No case was created.';
export const SAMPLE_FAILED_MESSAGE = 'The sample does not pass: the message is under each field. No case was created.';

/**
 * The preview's "Try a sample submission": the draft's fields (judged as a save judges them) and the preview's values
 * (custom_{requirement_id}), checked on the server as a submission checks them. Nothing is written.
 */
export const formSampleBody = z
  .object({
    fields: z.array(formFieldSchema).max(MAX_FIELDS, `At most ${String(MAX_FIELDS)} fields.`),
    values: z.record(z.string().regex(/^custom_\d+$/), customValueSchema),
  })
  .superRefine((form, context) => {
    for (const issue of formIssues(form.fields)) context.addIssue({ code: 'custom', ...issue });
  });
export type FormSampleBody = z.input<typeof formSampleBody>;
export const formSampleAnswer = z.object({ message: z.string() });

export const postSuperAdminFormSample = {
  method: 'POST',
  path: '/api/super_admin/process_forms/sample',
  body: formSampleBody,
  answer: formSampleAnswer,
} as const satisfies Endpoint;

// ---------------------------------------------------------------- copy from another process (the picker)

/** A process the designer may copy a form from. */
export const formSourceSchema = z.object({ id: z.number(), name: z.string(), company_name: z.string() });
export type FormSource = z.infer<typeof formSourceSchema>;
export const formSourcesAnswer = z.object({ processes: z.array(formSourceSchema) });
export const formSourcesQuery = z.object({ search: z.string().trim().max(100).default('') });
/** How many processes the picker lists for one search (the first by company and process name). */
export const FORM_SOURCES_LIMIT = 30;

/** GET /api/super_admin/process_forms?search=: the network's managed processes matching a name, for the picker. */
export const superAdminFormSources = {
  method: 'GET',
  path: '/api/super_admin/process_forms',
  querystring: formSourcesQuery,
  answer: formSourcesAnswer,
} as const satisfies Endpoint;

// ---------------------------------------------------------------- members (issue 25 §5, ADR 53)

export const DESIGNER_OFF_MESSAGE =
  'The network has not turned on the form designer for your company: use Request a change to ask for one.';
export const CHANGE_NOTE_MESSAGE = 'Please say what should change in the form.';
export const FORM_CHANGE_SENT_MESSAGE = 'Your request has been sent to the network team with the form version.';
export const DESIGNER_SWITCH_SAVED_MESSAGE = 'The form designer setting has been saved.';

/** The member admin's read of its process's form: the network's answer, and whether it may design it. */
export const memberProcessFormAnswer = processFormAnswer.extend({ can_design: z.boolean() });
export type MemberProcessFormAnswer = z.infer<typeof memberProcessFormAnswer>;

/** "Request a change": the admin's note; the server adds the process's current version. */
export const formChangeRequestBody = z.object({
  note: z
    .string({ error: CHANGE_NOTE_MESSAGE })
    .trim()
    .min(1, CHANGE_NOTE_MESSAGE)
    .max(5000, 'At most 5000 characters.'),
});
export type FormChangeRequestBody = z.input<typeof formChangeRequestBody>;
export const formChangeRequestAnswer = z.object({ message: z.string(), version_number: z.number() });

/** The console's list of form change requests: the latest this many, newest first. */
export const FORM_CHANGE_REQUESTS_LIMIT = 200;
/** A member admin's "Request a change" as the network team reads it (ADR 53: kept in change_requests). */
export const formChangeRequestSchema = z.object({
  id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** Null once the process is deleted. */
  process: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The process type of that version (the console's process editor is reached by it). */
  process_type: documentTypeSchema.nullable(),
  /** The version the admin saw when asking; null once that version is gone. */
  version_number: z.number().nullable(),
  note: z.string(),
  /** Name and email of the admin who sent it; null once the user is deleted. */
  sent_by: z.string().nullable(),
  created_at: z.string(),
});
export type FormChangeRequest = z.infer<typeof formChangeRequestSchema>;
export const formChangeRequestsAnswer = z.object({ requests: z.array(formChangeRequestSchema) });
export type FormChangeRequestsAnswer = z.infer<typeof formChangeRequestsAnswer>;

/** The console's per-company switch: its admins design their own processes' forms. */
export const formDesignerSwitchBody = z.object({ enabled: z.boolean() });
export const formDesignerSwitchAnswer = z.object({ message: z.string(), enabled: z.boolean() });

const memberFormParams = companyDocumentParams;
const memberFormVersionParams = companyDocumentParams.extend({ version_id: idParam });

export const adminProcessForm = {
  method: 'GET',
  path: '/api/admin/company/documents/:document_id/form',
  params: memberFormParams,
  answer: memberProcessFormAnswer,
} as const satisfies Endpoint;
export const postAdminProcessForm = {
  method: 'POST',
  path: '/api/admin/company/documents/:document_id/form',
  params: memberFormParams,
  body: processFormBody,
  answer: formSavedAnswer,
} as const satisfies Endpoint;
export const adminProcessFormVersions = {
  method: 'GET',
  path: '/api/admin/company/documents/:document_id/form/versions',
  params: memberFormParams,
  answer: formHistoryAnswer,
} as const satisfies Endpoint;
export const adminProcessFormVersion = {
  method: 'GET',
  path: '/api/admin/company/documents/:document_id/form/versions/:version_id',
  params: memberFormVersionParams,
  answer: processFormAnswer,
} as const satisfies Endpoint;
export const postAdminProcessFormRestore = {
  method: 'POST',
  path: '/api/admin/company/documents/:document_id/form/versions/:version_id/restore',
  params: memberFormVersionParams,
  answer: formSavedAnswer,
} as const satisfies Endpoint;
export const postAdminFormChangeRequest = {
  method: 'POST',
  path: '/api/admin/company/documents/:document_id/form/change_request',
  params: memberFormParams,
  body: formChangeRequestBody,
  answer: formChangeRequestAnswer,
} as const satisfies Endpoint;
export const adminRequirements = {
  method: 'GET',
  path: '/api/admin/company/requirements',
  answer: libraryAnswer,
} as const satisfies Endpoint;
export const postAdminFormSample = {
  method: 'POST',
  path: '/api/admin/company/process_forms/sample',
  body: formSampleBody,
  answer: formSampleAnswer,
} as const satisfies Endpoint;
export const postSuperAdminFormDesignerSwitch = {
  method: 'POST',
  path: '/api/super_admin/companies/:id/form_designer',
  params: z.object({ id: idParam }),
  body: formDesignerSwitchBody,
  answer: formDesignerSwitchAnswer,
} as const satisfies Endpoint;
export const superAdminFormChangeRequests = {
  method: 'GET',
  path: '/api/super_admin/form_change_requests',
  answer: formChangeRequestsAnswer,
} as const satisfies Endpoint;
