import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailTokenPurposes } from '@casebridge/contract/enums';
import { users } from './users.ts';
import { enumCheck } from './enum-check.ts';

/** Rotating refresh credentials: stored hashed, one family per sign-in, reuse revokes the family. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The super admin acting as userId, for an impersonation session. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    /** Every request asks whether its token's session lives (request-context): one entry per live session. */
    index('refresh_sessions_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.rotatedAt} is null and ${t.revokedAt} is null`),
    index('refresh_sessions_user_idx').on(t.userId),
    index('refresh_sessions_impersonator_idx').on(t.impersonatorId),
  ],
);

/** Emailed tokens: 256-bit random, stored hashed, bound to one purpose and one object, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The object the token is bound to beyond the user (a case token, a redirect), when there is one. */
    subject: jsonb('subject').$type<Record<string, string | number>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    enumCheck('email_tokens_purpose_check', t.purpose, emailTokenPurposes),
  ],
);

/** Fixed-window counters behind the rate limits, shared by every API instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Uploads in flight, one row each while its body is read (docs/files.md, "Uploads"): every instance counts a user's rows
 * against the per-user cap. A row outlives its upload only when its instance stopped mid-read, until expires_at.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_slots_user_idx').on(t.userId)],
);
