import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The SAML replay cache (X-050, ARCHITECTURE "Scale-out"): the assertion IDs a company's service provider has
 * accepted, kept until the assertion could no longer be accepted anyway, shared by every API instance.
 */
export const samlSeenAssertions = pgTable(
  'saml_seen_assertions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.assertionId] }),
    index('saml_seen_assertions_expiry_idx').on(t.expiresAt),
  ],
);
