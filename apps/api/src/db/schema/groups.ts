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
  activeStatuses,
  groupFileTypes,
  groupTypes,
  memberRelationships,
  userAccessFlags,
} from '@casebridge/contract/enums';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { departments } from './departments.ts';
import { contactDocuments } from './documents.ts';
import { enumCheck } from './enum-check.ts';

/** A group of companies (3 §3 Community): a solution-support group, a partner program or an open group. */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: activeStatuses }).notNull().default('active'),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: groupTypes }).notNull(),
    sponsorCompanyId: integer('sponsor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The sponsor's department and process that receive the group's cases. */
    departmentId: integer('department_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    documentId: integer('document_id').references((): AnyPgColumn => contactDocuments.id, { onDelete: 'set null' }),
    addendumFileKey: text('addendum_file_key'),
    addendumName: text('addendum_name'),
    customSla: boolean('custom_sla').notNull().default(false),
    p1Message: text('p1_message'),
    p2Message: text('p2_message'),
    p3Message: text('p3_message'),
    /** Response times in hours. */
    p1ResponseTime: integer('p1_response_time'),
    p2ResponseTime: integer('p2_response_time'),
    p3ResponseTime: integer('p3_response_time'),
    msteamsIntegration: boolean('msteams_integration').notNull().default(false),
    msteamsManagerEmail: text('msteams_manager_email'),
    msteamsTeamUrl: text('msteams_team_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Substring search on the name (super-admin group search): lower(name) LIKE '%term%'.
    index('communities_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('communities_type_idx').on(t.type, t.status),
    index('communities_sponsor_idx').on(t.sponsorCompanyId),
    index('communities_department_idx').on(t.departmentId),
    index('communities_document_idx').on(t.documentId),
    enumCheck('communities_status_check', t.status, activeStatuses),
    enumCheck('communities_type_check', t.type, groupTypes),
  ],
);

export type PartnerGroupLink = { label: string; url: string };

/** The public face of a partner_program community: its vhost landing, prices and onboarding documents. */
export const partnerGroups = pgTable(
  'partner_groups',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    vhost: text('vhost').notNull(),
    hostEmail: text('host_email'),
    /** One-year price in cents; a membership is free when both prices are 0. */
    price: integer('price').notNull().default(0),
    priceThreeYears: integer('price_three_years').notNull().default(0),
    instructions: text('instructions'),
    links: jsonb('links').$type<PartnerGroupLink[]>().notNull().default([]),
    forceAddendum: boolean('force_addendum').notNull().default(false),
    registrationStatusUrl: text('registration_status_url'),
    bannerFileKey: text('banner_file_key'),
    bannerContentType: text('banner_content_type'),
    codeOfConductFileKey: text('code_of_conduct_file_key'),
    codeOfConductFilename: text('code_of_conduct_filename'),
    currentLicenseFileKey: text('current_license_file_key'),
    currentLicenseFilename: text('current_license_filename'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_groups_community_unique').on(t.communityId),
    uniqueIndex('partner_groups_vhost_unique').on(sql`lower(${t.vhost})`),
  ],
);

/** A company's (or one of its departments') membership of a community, with the process partners reach it by. */
export const groupRelations = pgTable(
  'group_relations',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => contactDocuments.id, { onDelete: 'set null' }),
    userAccessFlag: text('user_access_flag', { enum: userAccessFlags }).notNull().default('all'),
    memberRelationship: text('member_relationship', { enum: memberRelationships }).notNull().default('many_to_many'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_relations_member_unique').on(t.communityId, t.companyId, t.departmentId).nullsNotDistinct(),
    index('group_relations_company_idx').on(t.companyId, t.isActive),
    index('group_relations_document_idx').on(t.documentId),
    index('group_relations_department_idx').on(t.departmentId),
    enumCheck('group_relations_user_access_flag_check', t.userAccessFlag, userAccessFlags),
    enumCheck('group_relations_member_relationship_check', t.memberRelationship, memberRelationships),
  ],
);

/** Users allowed into a community when their company's relation has user_access_flag 'limit'. */
export const groupUserAccess = pgTable(
  'group_user_access',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    relationId: integer('relation_id').references(() => groupRelations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_user_access_unique').on(t.communityId, t.userId),
    index('group_user_access_user_idx').on(t.userId),
    index('group_user_access_relation_idx').on(t.relationId),
  ],
);

/** Files and links members share inside a community; deletable only by the owning company. */
export const groupDocuments = pgTable(
  'group_documents',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    documentType: text('document_type', { enum: groupFileTypes }).notNull(),
    url: text('url'),
    fileKey: text('file_key'),
    originalFilename: text('original_filename'),
    contentType: text('content_type'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_documents_community_idx').on(t.communityId),
    index('group_documents_company_idx').on(t.companyId),
    index('group_documents_uploaded_by_user_idx').on(t.uploadedByUserId),
    enumCheck('group_documents_document_type_check', t.documentType, groupFileTypes),
  ],
);

/** Registration settings' default groups (3 §3 registration.communities): new users get access to these. */
export const companyRegistrationGroups = pgTable(
  'company_registration_groups',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.communityId] }),
    index('company_registration_groups_community_idx').on(t.communityId),
  ],
);
