import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { departments } from './departments.ts';
import { contactDocuments } from './documents.ts';

/**
 * A user's starred partner (company or department) and the process document they starred. The toggle and the
 * My Favorites list are keyed by the partner (2 §2 Favorites drop-up, C-004): one row per user and company or
 * department, whichever of its documents was starred.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    contactDocumentId: integer('contact_document_id').references(() => contactDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favorites_user_partner_unique').on(t.userId, t.companyId, t.departmentId).nullsNotDistinct(),
    index('favorites_company_idx').on(t.companyId),
    index('favorites_department_idx').on(t.departmentId),
    index('favorites_contact_document_idx').on(t.contactDocumentId),
  ],
);

/** A partner search typed on the dashboard (the word search report reads these). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The searcher's company at the time, kept for reports. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    term: text('term').notNull(),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_created_idx').on(t.createdAt),
    index('saved_searches_user_idx').on(t.userId),
    index('saved_searches_company_idx').on(t.companyId),
  ],
);

/** The partner chosen from a saved search's results. */
export const savedSearchResults = pgTable(
  'saved_search_results',
  {
    id: serial('id').primaryKey(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_search_results_search_idx').on(t.savedSearchId),
    index('saved_search_results_company_idx').on(t.companyId),
    index('saved_search_results_department_idx').on(t.departmentId),
  ],
);

/** A member opening a partner's process document (the processes viewed report reads these). */
export const documentViews = pgTable(
  'document_views',
  {
    id: serial('id').primaryKey(),
    contactDocumentId: integer('contact_document_id')
      .notNull()
      .references(() => contactDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_views_created_idx').on(t.createdAt),
    index('document_views_document_idx').on(t.contactDocumentId),
    index('document_views_company_idx').on(t.companyId),
    index('document_views_user_idx').on(t.userId),
  ],
);

/**
 * Issue 26, ADR 67: the partners each company sent cases to, with when it last did (samples aside): a department the
 * case went to is the partner, else the company (department null). Kept by a trigger on cases (migration 0041) in the
 * writer's transaction, so the dashboard's recently used partners read a company's few latest rows of this table
 * instead of its latest cases. A partner removed from the network takes its rows with it; a deleted case leaves its
 * partner here (the company did use it).
 */
export const companyRecentPartners = pgTable(
  'company_recent_partners',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerDepartmentId: integer('partner_department_id').references(() => departments.id, { onDelete: 'cascade' }),
    lastUsed: timestamp('last_used', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('company_recent_partners_partner_unique')
      .on(t.companyId, t.partnerCompanyId, t.partnerDepartmentId)
      .nullsNotDistinct(),
    // The read's order whole (ties by partner), so a company's latest partners are its first entries, read alone.
    index('company_recent_partners_latest_idx').on(
      t.companyId,
      sql`${t.lastUsed} desc`,
      t.partnerCompanyId,
      t.partnerDepartmentId,
    ),
    index('company_recent_partners_partner_company_idx').on(t.partnerCompanyId),
    index('company_recent_partners_partner_department_idx').on(t.partnerDepartmentId),
  ],
);
