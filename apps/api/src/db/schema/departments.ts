import { index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { activeStatuses } from '@casebridge/contract/enums';
import { companies } from './companies.ts';
import { communities } from './groups.ts';
import { contactDocuments } from './documents.ts';
import { enumCheck } from './enum-check.ts';

/** A part of a company that partners can collaborate with directly, through its own process (3 §3 Department). */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    communityId: integer('community_id').references((): AnyPgColumn => communities.id, { onDelete: 'set null' }),
    contactDocumentId: integer('contact_document_id').references((): AnyPgColumn => contactDocuments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: activeStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_company_idx').on(t.companyId, t.status),
    // Substring search on the name (partner search): lower(name) LIKE '%term%'.
    index('departments_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('departments_community_idx').on(t.communityId),
    // The company directory's departments (D-003), read in their order from the index alone.
    index('departments_directory_idx')
      .on(sql`lower(${t.name})`, t.id, t.name, t.companyId)
      .where(sql`${t.status} = 'active'`),
    index('departments_contact_document_idx').on(t.contactDocumentId),
    enumCheck('departments_status_check', t.status, activeStatuses),
  ],
);
