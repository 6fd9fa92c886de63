import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * Issue 27, ADR 49: the keys a company's API users call /api/v1 with. The secret is shown once: only its SHA-256
 * is kept, beside the visible prefix (`cbk_<prefix>_...`) that names the key in lists and logs.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The API user the key acts as: its requests are that user's, within that user's role. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_unique').on(t.secretHash),
    uniqueIndex('api_keys_prefix_unique').on(t.prefix),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
    index('api_keys_user_idx').on(t.userId),
    index('api_keys_created_by_idx').on(t.createdByUserId),
    index('api_keys_revoked_by_idx').on(t.revokedByUserId),
  ],
);
