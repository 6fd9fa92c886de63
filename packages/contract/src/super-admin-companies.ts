import { z } from 'zod';
import type { FileFieldRule } from './case-feed.ts';
import {
  companyRelationSchema,
  memberCompanySchema,
  registrationSettingsAnswer,
  registrationSettingsBody,
} from './companies.ts';
import { documentSampleAnswer } from './company-documents.ts';
import type { Endpoint } from './endpoint.ts';
import {
  activeStatusSchema,
  documentStatusSchema,
  documentTypeSchema,
  groupTypeSchema,
  loginMethods,
  membershipTypes,
  ssoIdentitySources,
  type MembershipType,
} from './enums.ts';
import { idOrNewParam, idParam, oneOrZeroField, optionalEmailField, optionalTextField } from './fields.ts';
import { ssoSettingsAnswer } from './sso.ts';
import { companyUserSchema } from './users.ts';

/** the console's exports (DECISIONS 22). */
export const COMPANIES_EXPORT_FILENAME = 'companies.xlsx';

/** S-019: the membership types as the company form offers them (3 §3 order). */
export const membershipTypeOptions: readonly MembershipType[] = [
  'premium',
  'elite',
  'limited',
  'offline partner',
  'basic',
  'standard',
];

/** S-010: a row of GET /api/super_admin/companies; the login link is the company's host, made from its slug. */
export const superAdminCompanyRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** The groups the company or one of its departments belongs to, by name. */
  groups: z.array(z.string()),
  membership_type: z.enum(membershipTypes),
  users: z.number(),
  status: activeStatusSchema,
});
export type SuperAdminCompanyRow = z.infer<typeof superAdminCompanyRowSchema>;
export const superAdminCompaniesAnswer = z.object({ companies: z.array(superAdminCompanyRowSchema) });

/** S-011: GET /api/super_admin/companies/list, every company by name for pickers. */
export const companyPickListAnswer = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), status: activeStatusSchema })),
});
export type CompanyPickList = z.infer<typeof companyPickListAnswer>;

/** S-012, S-015, S-016: the company as the console reads and edits it (the member record plus the console's fields). */
export const superAdminCompanySchema = memberCompanySchema.extend({
  region_text: z.string().nullable(),
  public_web_text: z.string().nullable(),
  /** Whether a logo was uploaded (otherwise the logo resource draws the initials). */
  has_logo: z.boolean(),
  /** S-016: the SSO settings as the member's SSO Setup reads them. */
  sso: ssoSettingsAnswer.shape.settings,
  created_at: z.string(),
  /** Issue 25 (ADR 53): its admins design their own processes' case forms. */
  form_designer: z.boolean(),
});
export type SuperAdminCompany = z.infer<typeof superAdminCompanySchema>;
export const superAdminCompanyAnswer = z.object({ company: superAdminCompanySchema });

/** A path naming a company; {id} of POST /api/super_admin/companies/{id} may be 0 (a new company). */
export const superAdminCompanyParams = z.object({ id: idParam });
export const companyIdOrNewParams = z.object({ id: idOrNewParam });
export const companyStatusParams = z.object({ id: idParam, status: activeStatusSchema });
export const companyDocumentPathParams = z.object({ id: idParam, doc: idParam });

export const SLUG_MESSAGE =
  'The login subdomain takes lowercase letters, digits and hyphens (at most 63), starting and ending with a letter or digit.';
export const SLUG_TAKEN_MESSAGE = 'This login subdomain is already taken by another company or a partner program.';
export const DOMAIN_MESSAGE = 'Enter a domain such as example.com.';
export const ADDITIONAL_DOMAINS_MESSAGE = 'Enter domains such as example.com, separated by commas.';
export const URL_MESSAGE = 'Enter an http or https address.';
export const COMPANY_SAVED_MESSAGE = 'The company has been saved.';
export const COMPANY_NOT_FOUND_MESSAGE = 'No company has this id.';
/** The logo upload's file part (S-018): an image. */
export const LOGO_FILE_FIELD = 'logo_file';
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG or JPEG image.';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoFileRule: FileFieldRule = {
  extensions: LOGO_EXTENSIONS,
  typeMessage: LOGO_TYPE_MESSAGE,
  maxBytes: LOGO_MAX_BYTES,
  accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
};

/** Host labels that name the main site, never a company (the web app reads www as no tenant). */
export const RESERVED_SLUGS = ['www'] as const;
export const SLUG_RESERVED_MESSAGE = "This address is the main site's: choose another login subdomain.";

/** S-018, 3 §5: a login subdomain is one DNS label (the tenant is the host's leftmost label, DECISIONS 18). */
export const slugField = z
  .string({ error: SLUG_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, SLUG_MESSAGE)
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), SLUG_RESERVED_MESSAGE);

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * S-015, S-017, S-018: the company fields of POST /api/super_admin/companies/{id}, as the multipart form sends them
 * (text parts; the logo and the identity file travel beside them as files). The SSO fields are read by the SSO
 * settings' own schema when sso_identity_source is chosen (ssoSettingsFields).
 */
export const superAdminCompanyFields = z.object({
  name: z.string().trim().min(1, 'Please enter the company name.').max(200, 'At most 200 characters.'),
  url: optionalTextField(2000).refine((value) => value === null || isHttpUrl(value), URL_MESSAGE),
  membership_type: z.enum(membershipTypes, { error: 'Please choose a membership type.' }),
  login_method: z.enum(loginMethods, { error: 'Please choose a login method.' }),
  domain: optionalTextField(253)
    .transform((value) => value?.toLowerCase() ?? null)
    .refine((value) => value === null || domainPattern.test(value), DOMAIN_MESSAGE),
  additional_domains: optionalTextField(2000)
    .transform((value) =>
      value === null
        ? null
        : value
            .split(',')
            .map((domain) => domain.trim().toLowerCase())
            .filter((domain) => domain !== '')
            .join(', ') || null,
    )
    .refine(
      (value) => value === null || value.split(', ').every((domain) => domainPattern.test(domain)),
      ADDITIONAL_DOMAINS_MESSAGE,
    ),
  communications_email: optionalEmailField,
  bcc_response_email: optionalEmailField,
  slug: slugField,
  region_text: optionalTextField(5000),
  public_web_text: optionalTextField(5000),
  login_page_text: optionalTextField(5000),
  show_in_public_web: oneOrZeroField,
  allow_notes: oneOrZeroField,
  /** Empty: the SSO settings stay as they are; url or file: they are saved with the company (S-016). */
  sso_identity_source: z
    .union([z.enum(ssoIdentitySources), z.literal('')], { error: 'Choose url or file.' })
    .default(''),
});
export type SuperAdminCompanyFields = z.input<typeof superAdminCompanyFields>;

/**
 * S-015, S-016: the console's company form: the company fields and the SSO text fields, which the server checks with
 * the SSO settings' schema when a source is chosen (their messages come back as field errors).
 */
export const superAdminCompanyForm = superAdminCompanyFields.extend({
  sso_idp_entity_url: optionalTextField(2000),
  sso_idp_federation_url: optionalTextField(2000),
  sso_idp_logout_url: optionalTextField(2000),
  sso_login_section: optionalTextField(5000),
  sso_registration_section: optionalTextField(5000),
  sso_idp_initiated: oneOrZeroField.default('0'),
});
export type SuperAdminCompanyForm = z.input<typeof superAdminCompanyForm>;

/** S-017: a new company's form. */
export const newCompanyDefaults = {
  membership_type: 'standard',
  login_method: 'requires_registration',
  show_in_public_web: '1',
  allow_notes: '1',
} as const;

export const saveSuperAdminCompanyAnswer = z.object({ success: z.literal(true), message: z.string(), id: z.number() });
export type SaveSuperAdminCompanyAnswer = z.infer<typeof saveSuperAdminCompanyAnswer>;

/** S-014: GET /api/super_admin/companies/{id}/status/{active|inactive}. */
export const companyStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  status: activeStatusSchema,
});
export type CompanyStatusAnswer = z.infer<typeof companyStatusAnswer>;
export const COMPANY_ENABLED_MESSAGE = 'The company has been enabled.';
export const COMPANY_DISABLED_MESSAGE = "The company has been disabled: its users' sessions have ended.";

/** S-014: GET /api/super_admin/companies/{id}/delete (ADR 28: refused while the company is party to a case). */
export const COMPANY_DELETED_MESSAGE = 'The company has been deleted.';
export const COMPANY_HAS_CASES_MESSAGE =
  'This company has cases with its partners, which would be lost: disable it instead.';
export const COMPANY_SPONSORS_GROUP_MESSAGE =
  'This company sponsors a group: give the group another sponsor or delete it first.';

/** S-020: GET /api/super_admin/companies/{id}/managers, the users who may be signup managers (active, by first name). */
export const companyManagersAnswer = z.object({
  managers: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })),
});
export type CompanyManagers = z.infer<typeof companyManagersAnswer>['managers'];

/** S-040: GET /api/super_admin/companies/{id}/relations, the groups the company and its departments belong to. */
export const superAdminRelationsAnswer = z.object({ relations: z.array(companyRelationSchema) });

/** S-040: a row of the Groups panel (GET /api/super_admin/companies/{id}/groups). */
export const companyGroupSchema = z.object({
  id: z.number(),
  community_id: z.number(),
  community_name: z.string(),
  community_type: groupTypeSchema,
  department_name: z.string().nullable(),
  document_name: z.string().nullable(),
  user_access_flag: z.enum(['all', 'limit']),
  member_relationship: z.enum(['many_to_many', 'one_to_many']),
  is_active: z.boolean(),
});
export type CompanyGroup = z.infer<typeof companyGroupSchema>;
export const companyGroupsAnswer = z.object({ groups: z.array(companyGroupSchema) });

/** S-021: GET /api/super_admin/companies/{id}/users. */
export const superAdminCompanyUsersAnswer = z.object({ users: z.array(companyUserSchema) });

/** GET /api/super_admin/companies/{id}/departments (active) and /departments/all (every status). */
export const superAdminDepartmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  community_id: z.number().nullable(),
  community_name: z.string().nullable(),
  contact_document_id: z.number().nullable(),
  contact_document_name: z.string().nullable(),
  status: activeStatusSchema,
});
export type SuperAdminDepartment = z.infer<typeof superAdminDepartmentSchema>;
export const superAdminDepartmentsAnswer = z.object({ departments: z.array(superAdminDepartmentSchema) });
export type SuperAdminDepartmentsAnswer = z.infer<typeof superAdminDepartmentsAnswer>;

/** GET /api/super_admin/companies/{id}/docs_and_depts: the choices of a department row (its group and process). */
export const docsAndDeptsAnswer = z.object({
  documents: z.array(z.object({ id: z.number(), name: z.string() })),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  communities: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type DocsAndDepts = z.infer<typeof docsAndDeptsAnswer>;

/** S-025: a row of the Process Forms panel. */
export const companyProcessSchema = z.object({
  id: z.number(),
  name: z.string(),
  document_type: documentTypeSchema,
  status: documentStatusSchema,
  notes: z.number(),
  cases: z.number(),
  updated_at: z.string(),
});
export type CompanyProcess = z.infer<typeof companyProcessSchema>;
export const companyProcessesAnswer = z.object({ documents: z.array(companyProcessSchema) });

/** S-025: GET .../contact_documents/{doc}/notes, the internal notes member companies keep on the process. */
export const processNoteSchema = z.object({
  id: z.number(),
  company: z.string(),
  /** Text of the sanitised note, without markup. */
  note: z.string(),
  updated_at: z.string(),
});
export type ProcessNote = z.infer<typeof processNoteSchema>;
export const processNotesAnswer = z.object({ notes: z.array(processNoteSchema) });

/** S-026: GET .../contact_documents/{doc}/delete (ADR 28: refused while cases were sent to it). */
export const PROCESS_DELETED_MESSAGE = 'The process has been deleted.';
export const PROCESS_HAS_CASES_MESSAGE =
  'Cases were sent to this process and keep it as their form: set its status to rejected instead.';
export const PROCESS_NOT_FOUND_MESSAGE = 'This company has no process of this id.';
export const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const superAdminCompanies = {
  method: 'GET',
  path: '/api/super_admin/companies',
  answer: superAdminCompaniesAnswer,
} as const satisfies Endpoint;
/** companies.xlsx. */
export const superAdminCompaniesExport = {
  method: 'GET',
  path: '/api/super_admin/companies/export',
} as const satisfies Endpoint;
export const superAdminCompaniesList = {
  method: 'GET',
  path: '/api/super_admin/companies/list',
  answer: companyPickListAnswer,
} as const satisfies Endpoint;
export const getSuperAdminCompanies = {
  method: 'GET',
  path: '/api/super_admin/companies/:id',
  params: superAdminCompanyParams,
  answer: superAdminCompanyAnswer,
} as const satisfies Endpoint;
/** A multipart body: the company's fields, the SSO fields, LOGO_FILE_FIELD and the SSO metadata file. */
export const postSuperAdminCompanies = {
  method: 'POST',
  path: '/api/super_admin/companies/:id',
  params: companyIdOrNewParams,
  answer: saveSuperAdminCompanyAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesStatus = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/status/:status',
  params: companyStatusParams,
  answer: companyStatusAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesDelete = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/delete',
  params: superAdminCompanyParams,
  answer: deleteAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesRelations = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/relations',
  params: superAdminCompanyParams,
  answer: superAdminRelationsAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesManagers = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/managers',
  params: superAdminCompanyParams,
  answer: companyManagersAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesRegistration = {
  method: 'POST',
  path: '/api/super_admin/companies/:id/registration',
  params: superAdminCompanyParams,
  body: registrationSettingsBody,
  answer: registrationSettingsAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesUsers = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/users',
  params: superAdminCompanyParams,
  answer: superAdminCompanyUsersAnswer,
} as const satisfies Endpoint;
/** users.xlsx. */
export const superAdminCompaniesUsersExport = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/users/export',
  params: superAdminCompanyParams,
} as const satisfies Endpoint;
/** The active departments. */
export const superAdminCompaniesDepartments = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/departments',
  params: superAdminCompanyParams,
  answer: superAdminDepartmentsAnswer,
} as const satisfies Endpoint;
/** Every department, active and inactive. */
export const superAdminCompaniesDepartmentsAll = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/departments/all',
  params: superAdminCompanyParams,
  answer: superAdminDepartmentsAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesDocsAndDepts = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/docs_and_depts',
  params: superAdminCompanyParams,
  answer: docsAndDeptsAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesGroups = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/groups',
  params: superAdminCompanyParams,
  answer: companyGroupsAnswer,
} as const satisfies Endpoint;
/** The approved processes. */
export const superAdminCompaniesContactDocuments = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents',
  params: superAdminCompanyParams,
  answer: companyProcessesAnswer,
} as const satisfies Endpoint;
/** Every process, whatever its status. */
export const superAdminCompaniesContactDocumentsAll = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents/all',
  params: superAdminCompanyParams,
  answer: companyProcessesAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesContactDocumentsDelete = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents/:doc/delete',
  params: companyDocumentPathParams,
  answer: deleteAnswer,
} as const satisfies Endpoint;
export const superAdminCompaniesContactDocumentsNotes = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/contact_documents/:doc/notes',
  params: companyDocumentPathParams,
  answer: processNotesAnswer,
} as const satisfies Endpoint;
/** S-039: the process as a partner's submit page reads it. */
export const superAdminCompaniesDocumentsSample = {
  method: 'GET',
  path: '/api/super_admin/companies/:id/documents/:doc/sample',
  params: companyDocumentPathParams,
  answer: documentSampleAnswer,
} as const satisfies Endpoint;
