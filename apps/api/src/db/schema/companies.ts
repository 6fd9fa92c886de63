import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { activeStatuses, loginMethods, membershipTypes, ssoIdentitySources } from '@casebridge/contract/enums';
import { users } from './users.ts';
import { enumCheck } from './enum-check.ts';

/** ISO 3166-1: reference data every network needs, inserted by a migration (drizzle/*_reference_data.sql). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The ISO 3166-1 alpha-2 code. */
    countryCode: text('country_code').notNull(),
  },
  (t) => [uniqueIndex('countries_country_code_unique').on(t.countryCode)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    fullName: text('full_name'),
    slug: text('slug').notNull(),
    url: text('url'),
    domain: text('domain'),
    additionalDomains: text('additional_domains'),
    status: text('status', { enum: activeStatuses }).notNull().default('active'),
    membershipType: text('membership_type', { enum: membershipTypes }).notNull().default('standard'),
    loginMethod: text('login_method', { enum: loginMethods }).notNull().default('requires_registration'),
    useGroupLogin: boolean('use_group_login').notNull().default(false),
    loginPageText: text('login_page_text'),
    note: text('note'),
    communicationsEmail: text('communications_email'),
    bccResponseEmail: text('bcc_response_email'),
    showInPublicWeb: boolean('show_in_public_web').notNull().default(true),
    allowNotes: boolean('allow_notes').notNull().default(true),
    /** Issue 25 (ADR 53): the network lets this company's admins design their own processes' case forms. */
    formDesigner: boolean('form_designer').notNull().default(false),
    regionText: text('region_text'),
    publicWebText: text('public_web_text'),
    logoFileKey: text('logo_file_key'),
    logoContentType: text('logo_content_type'),
    // Registration settings (3 §3).
    requiresApproval: boolean('requires_approval').notNull().default(false),
    signupManagerId: integer('signup_manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    altSignupManagerId: integer('alt_signup_manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    // SSO settings (1 §3, 3 §3).
    ssoIdentitySource: text('sso_identity_source', { enum: ssoIdentitySources }),
    ssoIdpEntityUrl: text('sso_idp_entity_url'),
    ssoIdpFederationUrl: text('sso_idp_federation_url'),
    ssoIdpLogoutUrl: text('sso_idp_logout_url'),
    ssoIdentityFileKey: text('sso_identity_file_key'),
    /** The identity provider's signing certificates (PEM, one or more) from its last good metadata. */
    ssoIdpCertificate: text('sso_idp_certificate'),
    /** Its single sign-on address (HTTP-Redirect binding) from the same metadata, and when that was read. */
    ssoIdpSsoUrl: text('sso_idp_sso_url'),
    ssoIdpMetadataReadAt: timestamp('sso_idp_metadata_read_at', { withTimezone: true }),
    ssoLoginSection: text('sso_login_section'),
    ssoRegistrationSection: text('sso_registration_section'),
    /** Whether the identity provider may sign users in unasked (IdP-initiated, no AuthnRequest of ours): ADR 22. */
    ssoIdpInitiated: boolean('sso_idp_initiated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(sql`lower(${t.slug})`),
    // Substring search on the name (home company search, super-admin company search): lower(name) LIKE '%term%'.
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_domain_lower_idx').on(sql`lower(${t.domain})`),
    // The company directory (D-003) read in its order from the index alone, without touching or sorting the table.
    index('companies_directory_idx')
      .on(sql`lower(${t.name})`, t.id, t.name, t.slug, t.domain)
      .where(sql`${t.status} = 'active'`),
    index('companies_signup_manager_idx').on(t.signupManagerId),
    index('companies_alt_signup_manager_idx').on(t.altSignupManagerId),
    enumCheck('companies_status_check', t.status, activeStatuses),
    enumCheck('companies_membership_type_check', t.membershipType, membershipTypes),
    enumCheck('companies_login_method_check', t.loginMethod, loginMethods),
    enumCheck('companies_sso_identity_source_check', t.ssoIdentitySource, ssoIdentitySources),
  ],
);
