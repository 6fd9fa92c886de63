import { z } from 'zod';
import { onlyTypesFileRule } from './case-feed.ts';
import {
  activeStatusSchema,
  groupTypeSchema,
  memberRelationships,
  userAccessFlags,
  type GroupType,
  type MemberRelationship,
} from './enums.ts';
import {
  idField,
  idOrNewParam,
  idParam,
  MAX_ID,
  optionalEmailField,
  optionalTextField,
  whenFieldsValid,
} from './fields.ts';
import type { Endpoint } from './endpoint.ts';
import { messageSchema } from './errors.ts';
import { groupDocumentSchema, groupPartnerSchema, uploadGroupDocumentAnswer } from './partner-groups.ts';

/**
 * S-041..S-045, S-050..S-061, R-014, R-016: the super admin's groups (communities), their partners and documents,
 * and a company's Group Access (its relation to a group).
 */

export const groupIdParams = z.object({ id: idParam });
export const groupIdOrNewParams = z.object({ id: idOrNewParam });
export const groupPartnerParams = z.object({ id: idParam, pid: idParam });
export const groupDocumentParams = z.object({ id: idParam, doc: idParam });
export const groupDocumentDownloadParams = z.object({ id: idParam });
export const companyRelationParams = z.object({ id: idParam, relation_id: idParam });
export const companyRelationOrNewParams = z.object({ id: idParam, relation_id: idOrNewParam });
export const companyIdParams = z.object({ id: idParam });

export const GROUP_NOT_FOUND_MESSAGE = 'No group has this id.';
export const GROUP_DELETED_MESSAGE = 'The group has been deleted.';
export const GROUP_SAVED_MESSAGE = 'The group has been saved.';
export const GROUP_HAS_OPEN_REQUESTS_MESSAGE =
  'This program has onboarding requests waiting for a decision: approve or reject them before deleting it.';
export const GROUP_TYPE_FIXED_MESSAGE = 'The type of an existing group cannot be changed.';
export const VHOST_MESSAGE =
  'Use lowercase letters, digits and hyphens (at most 63), starting and ending with a letter or digit.';
export const VHOST_TAKEN_MESSAGE = 'This address is already in use by another program or company.';
export const VHOST_REQUIRED_MESSAGE = 'A partner program needs an address (vhost).';
export const PARTNER_ADDED_MESSAGE = 'The partner has been added to this group.';
export const PARTNER_REMOVED_MESSAGE = 'The partner has been removed from this group.';
export const PARTNER_NOT_FOUND_MESSAGE = 'No partner of this group has this id.';
export const PARTNER_EXISTS_MESSAGE = 'This company (or department) is already a partner of this group.';
export const DEPARTMENT_REQUIRED_MESSAGE = 'This company has departments: choose one.';
export const DEPARTMENT_NOT_OF_COMPANY_MESSAGE = 'Choose a department of this company.';
export const DOCUMENT_NOT_OF_COMPANY_MESSAGE = 'Choose a process of this company.';
export const COMPANY_NOT_FOUND_MESSAGE = 'No company has this id.';
export const RELATION_NOT_FOUND_MESSAGE = 'This company has no group relation with this id.';
export const RELATION_SAVED_MESSAGE = 'The group access has been saved.';
export const RELATION_EXISTS_MESSAGE = 'This company already has a relation to this group for this department.';
export const RELATION_GROUP_FIXED_MESSAGE =
  'The group of an existing relation cannot be changed: remove the relation and add a new one.';
export const COMMUNITY_REQUIRED_MESSAGE = 'Find and choose a group.';
export const SELECTED_USERS_MESSAGE = 'Choose active users of this company.';
export const DOCUMENT_COMPANY_MESSAGE = 'Choose a company that is a partner of this group.';
export const GROUP_DOCUMENTS_HIDDEN_MESSAGE = 'Open groups have no documents.';
export const GROUP_FILE_NOT_FOUND_MESSAGE = 'File not found.';
export const ADDENDUM_FILE_FIELD = 'addendum_file';
export const BANNER_FILE_FIELD = 'group_banner';
/** What the addendum (a PDF) and the banner (an image) may be, up to the deployment's upload limit. */
export const ADDENDUM_EXTENSIONS = ['pdf'] as const;
export const BANNER_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const addendumFileRule = onlyTypesFileRule(ADDENDUM_EXTENSIONS);
export const bannerFileRule = onlyTypesFileRule(BANNER_EXTENSIONS);

/** S-050, 3 §5: the group search needs more than 1 character. */
export const GROUP_SEARCH_MIN = 2;
export const groupSearchBody = z.object({
  term: z.string().trim().min(GROUP_SEARCH_MIN, 'Type at least 2 characters.').max(100, 'At most 100 characters.'),
});
export type GroupSearchBody = z.infer<typeof groupSearchBody>;

/** A group as a search or a choice shows it. */
export const groupChoiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: groupTypeSchema,
  status: activeStatusSchema,
  sponsor_company_id: z.number().nullable(),
});
export type GroupChoice = z.infer<typeof groupChoiceSchema>;
export const groupSearchAnswer = z.object({ groups: z.array(groupChoiceSchema) });
export type GroupSearchAnswer = z.infer<typeof groupSearchAnswer>;

/** S-050: a row of the groups list. */
export const groupListRowSchema = groupChoiceSchema.extend({
  /** A partner program's address (vhost), and its registration page (the vhost's landing). */
  host: z.string().nullable(),
  registration_url: z.string().nullable(),
  /** The companies with a relation to the group. */
  companies: z.number(),
  sponsor_name: z.string().nullable(),
});
export type GroupListRow = z.infer<typeof groupListRowSchema>;
export const groupsAnswer = z.object({ groups: z.array(groupListRowSchema) });
export type GroupsAnswer = z.infer<typeof groupsAnswer>;

/** S-043, 3 §4: a new relation's member relationship, from the group's type and its sponsor. */
export function defaultMemberRelationship(
  group: { type: GroupType; sponsor_company_id: number | null },
  companyId: number,
): MemberRelationship {
  if (group.type !== 'partner_program') return 'many_to_many';
  return group.sponsor_company_id === companyId ? 'many_to_many' : 'one_to_many';
}

/** S-056, 3 §9: the SLA tiers. */
export const slaTiers = [
  { key: 'p1', label: 'P1 High' },
  { key: 'p2', label: 'P2 Medium' },
  { key: 'p3', label: 'P3 Low' },
] as const;
export const SLA_BUSINESS_HOUR_NOTE = 'A business hour is required with Sev 1 SLA (Next Day).';

/** A form's yes/no as JSON sends it or as multipart does ('1'/'0', 'true'/'false'). */
const flagField = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', ''])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** An optional id chosen in a select: a number, its digits, or empty for none. */
const optionalIdField = z
  .union([idField, z.string().regex(/^([1-9][0-9]{0,9})?$/, 'Not a valid id.')])
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : Number(value)))
  .pipe(idField.nullable());

/** An optional id in a JSON body; none is null. */
const jsonOptionalIdField = idField.nullish().transform((id) => id ?? null);

const HOURS_MESSAGE = 'Enter whole hours between 0 and 8760.';
/** S-056: a custom response time in whole hours; empty for none. */
const hoursField = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : Number(value)))
  .pipe(z.number(HOURS_MESSAGE).int(HOURS_MESSAGE).min(0, HOURS_MESSAGE).max(8760, HOURS_MESSAGE).nullable());

const MONEY_MESSAGE = 'Enter an amount in dollars, at most 2 decimals.';
/** S-054, 3 §9: a price in dollars as typed (default 0); stored in cents. */
const moneyField = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? 0 : Number(value)))
  .pipe(
    z
      .number(MONEY_MESSAGE)
      .min(0, MONEY_MESSAGE)
      .max(1_000_000, 'At most $1,000,000.')
      .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, MONEY_MESSAGE),
  );

const URL_MESSAGE = 'Please enter a link starting with http:// or https://.';
const optionalUrlField = optionalTextField(2000).refine(
  (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
  URL_MESSAGE,
);

/** 3 §5: a vhost (like a slug) is a DNS label, kept lowercase. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const vhostField = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || SUBDOMAIN_PATTERN.test(value), VHOST_MESSAGE);

export const groupLinkSchema = z.object({
  label: z.string().trim().min(1, 'Each link needs a label.').max(200, 'At most 200 characters.'),
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s]+$/i, URL_MESSAGE)
    .max(2000, 'At most 2000 characters.'),
});
export type GroupLink = z.infer<typeof groupLinkSchema>;
/** S-054: a program's links, as a list or as its JSON text (multipart). */
const linksField = z
  .union([z.array(z.unknown()), z.string()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed as unknown[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'The links could not be read.' });
    return z.NEVER;
  })
  .pipe(z.array(groupLinkSchema).max(20, 'At most 20 links.'));

/**
 * S-053..S-055: the group form's fields (multipart POST /api/super_admin/groups/{id}; the two files beside them).
 * Accepts its own output, so the web checks the form with it and sends what it parsed.
 */
export const groupFormBody = z
  .object({
    status: activeStatusSchema.default('active'),
    name: z.string().trim().min(1, 'This field is required.').max(200, 'At most 200 characters.'),
    description: optionalTextField(2000),
    type: groupTypeSchema,
    sponsor_company_id: optionalIdField,
    department_id: optionalIdField,
    document_id: optionalIdField,
    addendum_name: optionalTextField(200),
    custom_sla: flagField,
    p1_message: optionalTextField(1000),
    p2_message: optionalTextField(1000),
    p3_message: optionalTextField(1000),
    p1_response_time: hoursField,
    p2_response_time: hoursField,
    p3_response_time: hoursField,
    msteams_integration: flagField,
    msteams_manager_email: optionalEmailField,
    msteams_team_url: optionalUrlField,
    vhost: vhostField,
    host_email: optionalEmailField,
    price: moneyField,
    price_three_years: moneyField,
    instructions: optionalTextField(20000),
    links: linksField,
    force_addendum: flagField,
    registration_status_url: optionalUrlField,
  })
  .refine((form) => form.type !== 'partner_program' || form.vhost !== null, {
    path: ['vhost'],
    message: VHOST_REQUIRED_MESSAGE,
    ...whenFieldsValid('type', 'vhost'),
  });
export type GroupFormBody = z.infer<typeof groupFormBody>;
export type GroupFormValues = z.input<typeof groupFormBody>;

const slaTier = z.object({ message: z.string().nullable(), response_time: z.number().nullable() });

/** S-052: the community as its edit form shows it. */
export const communitySchema = z.object({
  id: z.number(),
  status: activeStatusSchema,
  name: z.string(),
  description: z.string().nullable(),
  type: groupTypeSchema,
  sponsor_company_id: z.number().nullable(),
  sponsor_name: z.string().nullable(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  document_id: z.number().nullable(),
  document_name: z.string().nullable(),
  addendum_name: z.string().nullable(),
  has_addendum: z.boolean(),
  custom_sla: z.boolean(),
  sla: z.object({ p1: slaTier, p2: slaTier, p3: slaTier }),
  msteams_integration: z.boolean(),
  msteams_manager_email: z.string().nullable(),
  msteams_team_url: z.string().nullable(),
});
export type Community = z.infer<typeof communitySchema>;

/** S-054: a partner program's public face; prices in cents. */
export const partnerGroupSettingsSchema = z.object({
  vhost: z.string(),
  host_email: z.string().nullable(),
  price: z.number(),
  price_three_years: z.number(),
  instructions: z.string().nullable(),
  links: z.array(groupLinkSchema),
  force_addendum: z.boolean(),
  registration_status_url: z.string().nullable(),
  has_banner: z.boolean(),
  registration_url: z.string(),
});
export type PartnerGroupSettings = z.infer<typeof partnerGroupSettingsSchema>;

/**
 * GET /api/super_admin/groups/{id} and the answer of a save (S-052, S-055); `shows_documents`: the group has
 * documents (S-060: not an open group), as the document calls answer.
 */
export const groupAnswer = z.object({
  community: communitySchema,
  partner_group: partnerGroupSettingsSchema.nullable(),
  shows_documents: z.boolean(),
});
export type GroupAnswer = z.infer<typeof groupAnswer>;
export const saveGroupAnswer = groupAnswer.extend({ message: z.string() });
export type SaveGroupAnswer = z.infer<typeof saveGroupAnswer>;

/** S-057: a partner (relation) of the group, with its relation id (pid) and whether it is active. */
export const superAdminGroupPartnerSchema = groupPartnerSchema.extend({
  id: z.number(),
  is_active: z.boolean(),
  member_relationship: z.enum(memberRelationships),
  user_access_flag: z.enum(userAccessFlags),
});
export type SuperAdminGroupPartner = z.infer<typeof superAdminGroupPartnerSchema>;
export const groupPartnersAnswer = z.object({ partners: z.array(superAdminGroupPartnerSchema) });
export type GroupPartnersAnswer = z.infer<typeof groupPartnersAnswer>;

/** S-058: POST /api/super_admin/groups/{id}/partners/add. */
export const addGroupPartnerBody = z.object({
  company_id: idField,
  document_id: jsonOptionalIdField,
  department_id: jsonOptionalIdField,
});
export type AddGroupPartnerBody = z.infer<typeof addGroupPartnerBody>;
export const addGroupPartnerAnswer = z.object({ message: z.string(), partner: superAdminGroupPartnerSchema });
export type AddGroupPartnerAnswer = z.infer<typeof addGroupPartnerAnswer>;

/** S-060: the group's documents, all of which a super admin may delete. */
export const superAdminGroupDocumentsAnswer = z.object({ documents: z.array(groupDocumentSchema) });
export type SuperAdminGroupDocumentsAnswer = z.infer<typeof superAdminGroupDocumentsAnswer>;

/** S-042: a user of the company in the relation's user table. */
export const relationUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  status: activeStatusSchema,
  /** Has access to the relation's group (a row of group user access). */
  selected: z.boolean(),
});
export type RelationUser = z.infer<typeof relationUserSchema>;
export const relationUsersAnswer = z.object({ users: z.array(relationUserSchema) });
export type RelationUsersAnswer = z.infer<typeof relationUsersAnswer>;

/** S-041: a group relation (3 §3), as loaded and as saved. */
export const groupRelationSchema = z.object({
  relation_id: z.number(),
  community: groupChoiceSchema,
  department_id: z.number().nullable(),
  document_id: z.number().nullable(),
  user_access_flag: z.enum(userAccessFlags),
  member_relationship: z.enum(memberRelationships),
  is_active: z.boolean(),
  selected_users: z.array(z.number()),
});
export type GroupRelation = z.infer<typeof groupRelationSchema>;

/**
 * GET /api/super_admin/companies/{id}/relation/{relation_id} (S-041): the relation and the company's users; 0 names
 * a new relation (none). The company's departments and processes come with it (the choices of the form).
 */
export const relationAnswer = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  relation: groupRelationSchema.nullable(),
  users: z.array(relationUserSchema),
  departments: z.array(z.object({ id: z.number(), name: z.string(), status: activeStatusSchema })),
  documents: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type RelationAnswer = z.infer<typeof relationAnswer>;

/** S-044, 3 §9: user access choices: open (all) or restricted (limit), default open. */
export const userAccessChoices = [
  { value: 'all', label: 'Open' },
  { value: 'limit', label: 'Restricted' },
] as const;
export const memberRelationshipLabels: Record<MemberRelationship, string> = {
  many_to_many: 'Many to many',
  one_to_many: 'One to many (the sponsor only)',
};

/** S-045: POST /api/super_admin/companies/{id}/groups/put; relation_id 0 or none creates. */
export const saveRelationBody = z.object({
  relation_id: z.number().int().min(0).max(MAX_ID).default(0),
  community_id: idField.nullish().transform((id, context) => {
    if (id !== null && id !== undefined) return id;
    context.addIssue({ code: 'custom', message: COMMUNITY_REQUIRED_MESSAGE });
    return z.NEVER;
  }),
  department_id: jsonOptionalIdField,
  document_id: jsonOptionalIdField,
  user_access_flag: z.enum(userAccessFlags, 'Choose open or restricted.').default('all'),
  /** None: the default of the group (S-043). */
  member_relationship: z.enum(memberRelationships, 'Choose a relation.').nullish(),
  is_active: z
    .union([z.boolean(), z.literal(1), z.literal(0)])
    .default(true)
    .transform((value) => value === true || value === 1),
  selected_users: z.array(idField).max(10_000).default([]),
});
export type SaveRelationBody = z.infer<typeof saveRelationBody>;
export type SaveRelationValues = z.input<typeof saveRelationBody>;
export const saveRelationAnswer = z.object({ message: z.string(), relation: groupRelationSchema });
export type SaveRelationAnswer = z.infer<typeof saveRelationAnswer>;

/** the groups export's file name. */
export const GROUPS_EXPORT_FILENAME = 'groups.xlsx';

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminGroups = {
  method: 'GET',
  path: '/api/super_admin/groups',
  answer: groupsAnswer,
} as const satisfies Endpoint;
/** groups.xlsx. */
export const superAdminGroupsExport = {
  method: 'GET',
  path: '/api/super_admin/groups/export',
} as const satisfies Endpoint;
export const superAdminGroupsSearch = {
  method: 'POST',
  path: '/api/super_admin/groups/search',
  body: groupSearchBody,
  answer: groupSearchAnswer,
} as const satisfies Endpoint;
/** S-061: a group document's stored file. */
export const superAdminGroupsDocumentsDownload = {
  method: 'GET',
  path: '/api/super_admin/groups/documents/:id/download',
  params: groupDocumentDownloadParams,
} as const satisfies Endpoint;
export const getSuperAdminGroups = {
  method: 'GET',
  path: '/api/super_admin/groups/:id',
  params: groupIdParams,
  answer: groupAnswer,
} as const satisfies Endpoint;
/** A multipart body: the group's fields with ADDENDUM_FILE_FIELD and BANNER_FILE_FIELD. */
export const postSuperAdminGroups = {
  method: 'POST',
  path: '/api/super_admin/groups/:id',
  params: groupIdOrNewParams,
  answer: saveGroupAnswer,
} as const satisfies Endpoint;
export const superAdminGroupsDelete = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/delete',
  params: groupIdParams,
  answer: messageSchema,
} as const satisfies Endpoint;
export const superAdminGroupsPartners = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/partners',
  params: groupIdParams,
  answer: groupPartnersAnswer,
} as const satisfies Endpoint;
export const superAdminGroupsPartnersAdd = {
  method: 'POST',
  path: '/api/super_admin/groups/:id/partners/add',
  params: groupIdParams,
  body: addGroupPartnerBody,
  answer: addGroupPartnerAnswer,
} as const satisfies Endpoint;
export const superAdminGroupsPartnersRemove = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/partners/:pid/remove',
  params: groupPartnerParams,
  answer: messageSchema,
} as const satisfies Endpoint;
/** R-016: the partners' xlsx file. */
export const superAdminGroupsPartnersExport = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/partners/export',
  params: groupIdParams,
} as const satisfies Endpoint;
export const superAdminGroupsDocuments = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/documents',
  params: groupIdParams,
  answer: superAdminGroupDocumentsAnswer,
} as const satisfies Endpoint;
/** A multipart body: name, document_type, url or file, company_id. */
export const superAdminGroupsDocumentsUpload = {
  method: 'POST',
  path: '/api/super_admin/groups/:id/documents/upload',
  params: groupIdParams,
  answer: uploadGroupDocumentAnswer,
} as const satisfies Endpoint;
export const superAdminGroupsDocumentsDelete = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/documents/:doc/delete',
  params: groupDocumentParams,
  answer: messageSchema,
} as const satisfies Endpoint;
/** S-061: the group's addendum file. */
export const superAdminGroupsAddendum = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/addendum',
  params: groupIdParams,
} as const satisfies Endpoint;
export const getSuperAdminCompaniesUsers = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/users/:relation_id',
  params: companyRelationOrNewParams,
  answer: relationUsersAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesRelation = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/relation/:relation_id',
  params: companyRelationOrNewParams,
  answer: relationAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesGroupsPut = {
  method: 'POST',
  path: '/api/super_admin/companies/:id/groups/put',
  params: companyIdParams,
  body: saveRelationBody,
  answer: saveRelationAnswer,
} as const satisfies Endpoint;
