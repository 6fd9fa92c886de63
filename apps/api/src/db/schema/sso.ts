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

/**
 * The AuthnRequests we sent (ADR 22): a response must answer one of them, for the same company, before it expires,
 * once. Answered rows stay until they expire, so a second answer is told from an unknown one; then they are purged.
 */
export const samlAuthnRequests = pgTable(
  'saml_authn_requests',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('saml_authn_requests_company_idx').on(t.companyId),
    index('saml_authn_requests_expiry_idx').on(t.expiresAt),
  ],
);
