import { z } from 'zod';

export const roles = ['caller', 'api', 'program_manager', 'business_manager', 'super_admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The roles that see the Admin menu and may call /api/admin/*. */
export const companyAdminRoles = ['business_manager', 'program_manager'] as const satisfies readonly Role[];

export const userTypes = ['basic', 'admin'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const activeStatuses = ['active', 'inactive'] as const;
export const activeStatusSchema = z.enum(activeStatuses);
export type ActiveStatus = z.infer<typeof activeStatusSchema>;

export const membershipTypes = ['limited', 'basic', 'standard', 'premium', 'elite', 'offline partner'] as const;
export const membershipTypeSchema = z.enum(membershipTypes);
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const loginMethods = ['requires_registration', 'email_link', 'sso'] as const;
export const loginMethodSchema = z.enum(loginMethods);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

export const ssoIdentitySources = ['url', 'file'] as const;
export type SsoIdentitySource = (typeof ssoIdentitySources)[number];

export const caseStatuses = ['open', 'information', 'accepted', 'rejected', 'closed'] as const;
export const caseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const casePriorities = ['low', 'medium', 'high'] as const;
export const casePrioritySchema = z.enum(casePriorities);
export type CasePriority = z.infer<typeof casePrioritySchema>;

export const caseTypes = ['manager', 'other'] as const;
export type CaseType = (typeof caseTypes)[number];

export const responseTypes = ['approval', 'rejection', 'information-request', 'information-response'] as const;
export type ResponseType = (typeof responseTypes)[number];

/**
 * What a case event records: a status change (the status writer's), or a party's correction of its engineer and case
 * number (C-050, C-051), kept for the case's activity stream.
 */
export const caseEventKinds = ['status', 'submission_update', 'response_update'] as const;
export type CaseEventKind = (typeof caseEventKinds)[number];

/** The status a response is sent with: the receiver's decision, or the submitter's reply (DECISIONS 5). */
export const responseStatuses = ['accepted', 'information', 'rejected', 'information-reply'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

export const documentTypes = ['ticket', 'solution_support', 'manager', 'json', 'parent', 'default'] as const;
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentStatuses = ['approved', 'pending', 'rejected'] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = (typeof documentStatuses)[number];

export const requirementTypes = [
  'hidden',
  'integer',
  'phone',
  'select',
  'string',
  'text',
  'url',
  'email',
  'tierselect',
  'groupselect',
  'db_select',
  'copy',
  'timezone',
] as const;
export const requirementTypeSchema = z.enum(requirementTypes);
export type RequirementType = z.infer<typeof requirementTypeSchema>;

export const requirementSections = ['common_customer_section', 'problem_section', 'contact_section'] as const;
export const requirementSectionSchema = z.enum(requirementSections);
export type RequirementSection = (typeof requirementSections)[number];

export const groupTypes = ['solution_support', 'partner_program', 'open_group'] as const;
export const groupTypeSchema = z.enum(groupTypes);
export const groupTypeLabels: Record<GroupType, string> = {
  solution_support: 'Solution Support',
  partner_program: 'Partner Program',
  open_group: 'Open Group',
};
export type GroupType = z.infer<typeof groupTypeSchema>;

export const userAccessFlags = ['all', 'limit'] as const;
export type UserAccessFlag = (typeof userAccessFlags)[number];

export const memberRelationships = ['many_to_many', 'one_to_many'] as const;
export type MemberRelationship = (typeof memberRelationships)[number];

export const groupFileTypes = ['file', 'url'] as const;
export type GroupFileType = (typeof groupFileTypes)[number];

/**
 * O-011, M-035: a group's agreement documents, each downloaded by its name at the end of a path (a visitor's from
 * the program's onboarding, a member admin's from the group's page). The one list of them: the endpoints of both are
 * keyed by it and the API registers a route for each.
 */
export const agreementDocuments = ['addendum', 'code_of_conduct', 'current_license'] as const;
export type AgreementDocument = (typeof agreementDocuments)[number];

export const onboardingSteps = [
  'contact',
  'agreements',
  'process',
  'choose-process',
  'basic-premium',
  'success',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingStatuses = [
  'in_progress',
  /** An existing company's new user waits for that company's signup managers (ADR 23, issue 21). */
  'pending_company',
  'pending_approval',
  'pending_payment',
  'approved',
  'rejected',
] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

export const contractLengths = ['one_year', 'three_years'] as const;
export type ContractLength = (typeof contractLengths)[number];

export const paymentTypes = ['credit_card', 'invoice'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const registrationQueueStatuses = ['unverified', 'pending', 'approved', 'rejected'] as const;
export type RegistrationQueueStatus = (typeof registrationQueueStatuses)[number];

/** Purposes an emailed token is bound to (X-041): each has its own lifetime. */
export const emailTokenPurposes = [
  'reset_password',
  'auto_login',
  'email_link',
  'verify_account',
  'approval',
  'msteams_connect',
] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** pending: waiting for a delivery job; sending: claimed by one worker (claimed_at); sent and failed are final. */
export const outboundEmailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboundEmailStatus = (typeof outboundEmailStatuses)[number];

/** The two escalation contacts of a process document version (3 §3 managers[{user_type}]). */
export const documentManagerTypes = ['main', 'alternate'] as const;
export type DocumentManagerType = (typeof documentManagerTypes)[number];

/** Slots a process document fills with an email template (3 §3 email_templates{new_receiving_member}). */
export const emailTemplateTypes = ['new_receiving_member'] as const;
export type EmailTemplateType = (typeof emailTemplateTypes)[number];
