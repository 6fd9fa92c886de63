import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { groupFileTypes, groupTypeSchema, roleSchema, userAccessFlags, type AgreementDocument } from './enums.ts';
import { messageSchema } from './errors.ts';
import { idParam, whenFieldsValid } from './fields.ts';

/** M-033..M-045: a company admin's partner groups ("My Partners"), the groups the admin's company has a relation to. */

export const partnerGroupParams = z.object({ id: idParam });
export const partnerGroupDocumentParams = z.object({ id: idParam, docId: idParam });
export const partnerGroupUserParams = z.object({ id: idParam, userId: idParam });

export const PARTNER_GROUP_NOT_FOUND_MESSAGE = 'The partner group was not found.';
export const MEMBERS_HIDDEN_MESSAGE = "Only the program's sponsor sees its members.";
export const DOCUMENTS_HIDDEN_MESSAGE = 'Open groups have no documents.';
export const GROUP_DOCUMENT_NOT_FOUND_MESSAGE = 'No document of your company in this group has this id.';
export const GROUP_DOCUMENT_DELETED_MESSAGE = 'The document has been deleted from this partner group.';
export const GROUP_DOCUMENT_UPLOADED_MESSAGE = 'The document has been added to this partner group.';
export const GROUP_USER_NOT_FOUND_MESSAGE = 'No user of your company has this id.';
export const GROUP_ACCESS_ALL_MESSAGE = 'All users of your company have access to this group already.';
export const GROUP_ACCESS_EXISTS_MESSAGE = 'This user has access to this group already.';
export const GROUP_ACCESS_NOT_FOUND_MESSAGE = 'This user has no access to this group.';
export const GROUP_ACCESS_REMOVED_MESSAGE = 'The user no longer has access to this group.';
export const SEARCH_TERM_MESSAGE = 'Type at least 2 characters.';
/** 3 §8: an empty group user search. */
export const NO_USERS_FOUND_MESSAGE = 'No Users Found';

/** M-043: searches start at 2 characters (3 §5). */
export const GROUP_USER_SEARCH_MIN = 2;

/** M-036: the internal user access of the admin's company in the group: all its users, or those given access. */
export const userAccessFlagSchema = z.enum(userAccessFlags);

/** M-033: a row of My Partners. */
export const partnerGroupRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: groupTypeSchema,
  status: z.enum(['active', 'inactive']),
  user_access_flag: userAccessFlagSchema,
  is_sponsor: z.boolean(),
});
export type PartnerGroupRow = z.infer<typeof partnerGroupRowSchema>;
export const partnerGroupsAnswer = z.object({ partner_groups: z.array(partnerGroupRowSchema) });
export type PartnerGroupsAnswer = z.infer<typeof partnerGroupsAnswer>;

/** M-033: the companies the admin's company may work with (ADR 13). */
export const partnerCompaniesAnswer = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PartnerCompaniesAnswer = z.infer<typeof partnerCompaniesAnswer>;

const slaTier = z.object({ message: z.string().nullable(), response_time: z.number().nullable() });

/** M-034..M-037: the member view of a group (3 §3 "Member-view partner group"). */
export const partnerGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  type: groupTypeSchema,
  is_sponsor: z.boolean(),
  /** Partner programs: the registration page (the vhost's landing) and the status link. */
  registration_url: z.string().nullable(),
  registration_status_url: z.string().nullable(),
  my_relation: z.object({
    user_access_flag: userAccessFlagSchema,
    department: z.string().nullable(),
    /** The company's inbound process in the group. */
    document: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
  /** M-035: which agreement documents the group has. */
  downloads: z.object({
    code_of_conduct: z.boolean(),
    current_license: z.boolean(),
    addendum: z.boolean(),
  } satisfies Record<AgreementDocument, z.ZodBoolean>),
  custom_sla: z.boolean(),
  sla: z.object({ p1: slaTier, p2: slaTier, p3: slaTier }),
  /** M-038: false for a partner program the viewer's company does not sponsor (no members are sent). */
  shows_members: z.boolean(),
  /** M-039: false for open groups. */
  shows_documents: z.boolean(),
  /**
   * M-036, M-044, A-023: whether the admin manages which users have access to the group (Manage Access): the company's
   * access is limited to named users, and the admin is above the limited level, as the user access calls require.
   */
  can_manage_access: z.boolean(),
});
export type PartnerGroup = z.infer<typeof partnerGroupSchema>;

/** M-038: a member of the group: a company, or one of its departments. */
export const groupPartnerSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  department: z.object({ id: z.number(), name: z.string() }).nullable(),
  document: z.object({ id: z.number(), name: z.string() }).nullable(),
  type: z.enum(['company', 'department']),
});
export type GroupPartner = z.infer<typeof groupPartnerSchema>;

export const partnerGroupAnswer = z.object({ group: partnerGroupSchema, partners: z.array(groupPartnerSchema) });
export type PartnerGroupAnswer = z.infer<typeof partnerGroupAnswer>;

/** the members export's file name: the group name lowercased with hyphens, then -groupmembers.xlsx. */
export const groupMembersFilename = (groupName: string): string =>
  `${
    groupName
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'group'
  }-groupmembers.xlsx`;

/** M-039: a document shared in the group. */
export const groupDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The file's name, or the link. */
  document_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  document_type: z.enum(groupFileTypes),
  url: z.string().nullable(),
  original_filename: z.string().nullable(),
  /** M-041: the viewer's company owns it. */
  can_delete: z.boolean(),
});
export type GroupDocument = z.infer<typeof groupDocumentSchema>;
export const groupDocumentsAnswer = z.object({ documents: z.array(groupDocumentSchema) });
export type GroupDocumentsAnswer = z.infer<typeof groupDocumentsAnswer>;

export const GROUP_DOCUMENT_FILE_FIELD = 'file';
const DOCUMENT_URL_MESSAGE = 'Please enter a link starting with http:// or https://.';

/** M-040: the upload form's fields besides the file (multipart); the company is the admin's own. */
export const groupDocumentFields = z
  .object({
    name: z.string().trim().min(1, 'This field is required.').max(200, 'At most 200 characters.'),
    document_type: z.enum(groupFileTypes, 'Please choose file or url.'),
    url: z.string().trim().max(2000, 'At most 2000 characters.').optional(),
    company_id: z.string().optional(),
  })
  .refine((form) => form.document_type !== 'url' || (form.url !== undefined && /^https?:\/\/[^\s]+$/i.test(form.url)), {
    path: ['url'],
    message: DOCUMENT_URL_MESSAGE,
    ...whenFieldsValid('document_type', 'url'),
  });
export type GroupDocumentFields = z.infer<typeof groupDocumentFields>;

export const uploadGroupDocumentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  document: groupDocumentSchema,
});
export type UploadGroupDocumentAnswer = z.infer<typeof uploadGroupDocumentAnswer>;

/** M-042: GET /api/admin/partner_groups/{id}, the group the user access page is about. */
export const groupHeaderAnswer = z.object({
  group: z.object({ id: z.number(), name: z.string(), type: groupTypeSchema, user_access_flag: userAccessFlagSchema }),
});
export type GroupHeaderAnswer = z.infer<typeof groupHeaderAnswer>;

/** M-042, M-044: a user's access record. */
export const groupUserAccessSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    country: z.string().nullable(),
    role: roleSchema,
    last_login_date: z.string().nullable(),
  }),
});
export type GroupUserAccess = z.infer<typeof groupUserAccessSchema>;
export const groupUsersAnswer = z.object({ users: z.array(groupUserAccessSchema) });
export type GroupUsersAnswer = z.infer<typeof groupUsersAnswer>;
export const addGroupUserAnswer = z.object({ access: groupUserAccessSchema });
export type AddGroupUserAnswer = z.infer<typeof addGroupUserAnswer>;

/** M-043 */
export const groupUserSearchBody = z.object({
  search_term: z.string().trim().min(GROUP_USER_SEARCH_MIN, SEARCH_TERM_MESSAGE).max(100, 'At most 100 characters.'),
});
export type GroupUserSearchBody = z.infer<typeof groupUserSearchBody>;
export const groupUserSearchAnswer = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      city: z.string().nullable(),
      country_name: z.string().nullable(),
      /** The groups the user has been given access to (community ids). */
      group_access: z.array(z.number()),
    }),
  ),
});
export type GroupUserSearchAnswer = z.infer<typeof groupUserSearchAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const adminCompanyPartnerGroups = {
  method: 'GET',
  path: '/api/admin/company/partner_groups',
  answer: partnerGroupsAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerCompanies = {
  method: 'GET',
  path: '/api/admin/company/partner_companies',
  answer: partnerCompaniesAnswer,
} as const satisfies Endpoint;
export const getAdminCompanyPartnerGroups = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id',
  params: partnerGroupParams,
  answer: partnerGroupAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsAddendum = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/addendum',
  params: partnerGroupParams,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsCodeOfConduct = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/code_of_conduct',
  params: partnerGroupParams,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsCurrentLicense = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/current_license',
  params: partnerGroupParams,
} as const satisfies Endpoint;
/** M-035: a group's agreement file by its name in the path. */
export const partnerGroupAgreementEndpoints = {
  addendum: adminCompanyPartnerGroupsAddendum,
  code_of_conduct: adminCompanyPartnerGroupsCodeOfConduct,
  current_license: adminCompanyPartnerGroupsCurrentLicense,
} as const satisfies Record<AgreementDocument, Endpoint>;
export const adminCompanyPartnerGroupsExportMembers = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/export_members',
  params: partnerGroupParams,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsDocuments = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/documents',
  params: partnerGroupParams,
  answer: groupDocumentsAnswer,
} as const satisfies Endpoint;
/** A multipart body (the file, or a link, and groupDocumentFields). */
export const adminCompanyPartnerGroupsDocumentsUpload = {
  method: 'POST',
  path: '/api/admin/company/partner_groups/:id/documents/upload',
  params: partnerGroupParams,
  answer: uploadGroupDocumentAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsDocumentsDelete = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/documents/:docId/delete',
  params: partnerGroupDocumentParams,
  answer: messageSchema,
} as const satisfies Endpoint;
export const adminPartnerGroups = {
  method: 'GET',
  path: '/api/admin/partner_groups/:id',
  params: partnerGroupParams,
  answer: groupHeaderAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsUsers = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/users',
  params: partnerGroupParams,
  answer: groupUsersAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsUsersSearch = {
  method: 'POST',
  path: '/api/admin/company/partner_groups/:id/users/search',
  params: partnerGroupParams,
  body: groupUserSearchBody,
  answer: groupUserSearchAnswer,
} as const satisfies Endpoint;
export const adminPartnerGroupsUsersAdd = {
  method: 'GET',
  path: '/api/admin/partner_groups/:id/users/add/:userId',
  params: partnerGroupUserParams,
  answer: addGroupUserAnswer,
} as const satisfies Endpoint;
export const adminCompanyPartnerGroupsUsersDelete = {
  method: 'GET',
  path: '/api/admin/company/partner_groups/:id/users/:userId/delete',
  params: partnerGroupUserParams,
  answer: messageSchema,
} as const satisfies Endpoint;
