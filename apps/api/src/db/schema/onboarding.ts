import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  onboardingStatuses,
  onboardingSteps,
  registrationQueueStatuses,
  type ContractLength,
  type PaymentType,
} from '@casebridge/contract/enums';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { partnerGroups } from './groups.ts';
import { contactDocuments, documentVersions } from './documents.ts';
import { outboundEmails } from './email.ts';
import { enumCheck } from './enum-check.ts';

/** What the wizard has collected so far (1 §3; DECISIONS 9 for document). Never a plain password. */
export type OnboardingData = {
  user?: {
    first_name?: string;
    last_name?: string;
    email?: string;
    phone?: string;
    phone_country_code?: string;
    password_hash?: string;
  };
  company?: {
    name?: string;
    address?: string;
    city?: string;
    state?: string;
    zipcode?: string;
    country_id?: number;
    url?: string;
  };
  document?: {
    support_hours?: string;
    product_supported?: string;
    support_email?: string;
    support_phone?: string;
    support_country_code?: string;
    manager_first_name?: string;
    manager_last_name?: string;
    manager_email?: string;
    escalation_instructions?: string;
    login_page_text?: string;
  };
  agreements?: { database_license?: boolean; code_of_conduct?: boolean; addendum?: boolean };
  payment?: {
    contract_length?: ContractLength;
    payment_type?: PaymentType;
    name_on_card?: string;
    /** The chosen term's price in cents, set by the server from the program at each save of the choice. */
    price_cents?: number;
    /**
     * The card charges made (card details never reach the server): what each charged, for which term, the payment
     * provider's reference. A later change of the price leaves them here; only what they add up to counts (issue 21).
     */
    charges?: { amount_cents: number; contract_length: ContractLength; reference: string; paid_at: string }[];
  };
  /** Existing-company registration (DECISIONS 10). */
  existing?: { document_id?: number; user_access?: 'open' | 'restricted' };
};

/** A prospective member's pass through a partner group's onboarding wizard, then the super admin's review. */
export const onboardingSessions = pgTable(
  'onboarding_sessions',
  {
    id: serial('id').primaryKey(),
    /**
     * The wizard's session token, stored hashed (sha256 hex). None until the address is proven: the emailed
     * verification link is what hands the first one out.
     */
    tokenHash: text('token_hash'),
    /**
     * Bumped by every save: a save names the version it was made from and is refused (409) when another tab saved
     * in between, so the later save never mixes with the earlier one (ADR 23).
     */
    version: integer('version').notNull().default(1),
    /** The emailed restore link (O-006), stored hashed; single use, expires at restore_expires_at. */
    restoreTokenHash: text('restore_token_hash'),
    restoreExpiresAt: timestamp('restore_expires_at', { withTimezone: true }),
    /** The link emailed to the address by the email check, stored hashed; single use, expires at verify_expires_at. */
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    /** The email that carried that link (the outbox keeps it): the review shows which link proved the address. */
    verifyEmailId: integer('verify_email_id').references(() => outboundEmails.id, { onDelete: 'set null' }),
    /** When the link was opened: nothing of the wizard goes on before. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    partnerGroupId: integer('partner_group_id')
      .notNull()
      .references(() => partnerGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    step: text('step', { enum: onboardingSteps }).notNull().default('contact'),
    status: text('status', { enum: onboardingStatuses }).notNull().default('in_progress'),
    data: jsonb('data').$type<OnboardingData>().notNull().default({}),
    /** The existing company, or the one created on approval. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The user created on approval. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sfOpportunity: text('sf_opportunity'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_sessions_token_hash_unique').on(t.tokenHash),
    uniqueIndex('onboarding_sessions_restore_token_hash_unique').on(t.restoreTokenHash),
    uniqueIndex('onboarding_sessions_verify_token_hash_unique').on(t.verifyTokenHash),
    // One open company request per address and program: a double submit (two tabs, two sessions) makes one.
    uniqueIndex('onboarding_sessions_one_request_unique')
      .on(t.partnerGroupId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('pending_company', 'pending_approval', 'pending_payment')`),
    index('onboarding_sessions_status_idx').on(t.status, t.createdAt),
    index('onboarding_sessions_email_idx').on(sql`lower(${t.email})`),
    index('onboarding_sessions_partner_group_idx').on(t.partnerGroupId),
    index('onboarding_sessions_company_idx').on(t.companyId),
    index('onboarding_sessions_user_idx').on(t.userId),
    index('onboarding_sessions_decided_by_user_idx').on(t.decidedByUserId),
    index('onboarding_sessions_verify_email_idx').on(t.verifyEmailId),
    enumCheck('onboarding_sessions_step_check', t.step, onboardingSteps),
    enumCheck('onboarding_sessions_status_check', t.status, onboardingStatuses),
  ],
);

/** A member inviting a directory company it has no access to (1 §3 Invite request). */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedCompanyId: integer('invited_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invites_company_idx').on(t.companyId, t.createdAt),
    index('invites_invited_company_idx').on(t.invitedCompanyId),
    index('invites_user_idx').on(t.userId),
  ],
);

/** A partner a member could not find in the directory (1 §3 Missing-partner request). */
export const missingPartnerRequests = pgTable(
  'missing_partner_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    companyWebsite: text('company_website'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('missing_partner_requests_created_idx').on(t.createdAt),
    index('missing_partner_requests_company_idx').on(t.companyId),
    index('missing_partner_requests_user_idx').on(t.userId),
  ],
);

/** A company admin's "Contact {product}" request to the membership team. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changeType: text('change_type'),
    changes: text('changes').notNull(),
    /** The process document the request is about, when sent from Process Details. */
    contactDocumentId: integer('contact_document_id').references(() => contactDocuments.id, { onDelete: 'set null' }),
    /** Issue 25: the process version a form change request was written against (its number is what the admin saw). */
    documentVersionId: integer('document_version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_requests_company_idx').on(t.companyId, t.createdAt),
    index('change_requests_user_idx').on(t.userId),
    index('change_requests_contact_document_idx').on(t.contactDocumentId),
    index('change_requests_document_version_idx').on(t.documentVersionId),
    /** The console's list of form change requests, newest first (ADR 53). */
    index('change_requests_type_idx').on(t.changeType, t.createdAt),
  ],
);

/** A registration awaiting verification or approval by the company's signup managers or a super admin. */
export const registrationQueue = pgTable(
  'registration_queue',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: registrationQueueStatuses }).notNull().default('pending'),
    /** Sanitised HTML reason given on rejection. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('registration_queue_user_unique').on(t.userId),
    index('registration_queue_company_idx').on(t.companyId, t.status),
    index('registration_queue_status_idx').on(t.status, t.createdAt),
    index('registration_queue_decided_by_user_idx').on(t.decidedByUserId),
    enumCheck('registration_queue_status_check', t.status, registrationQueueStatuses),
  ],
);
