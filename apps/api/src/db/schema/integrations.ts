import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { webhookAttemptTriggers, webhookDeliveryStatuses, webhookKinds } from '@casebridge/contract/webhooks';
import { cases } from './cases.ts';
import { enumCheck } from './enum-check.ts';
import { companies } from './companies.ts';
import { communities } from './groups.ts';
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

/**
 * Issue 27, ADR 56: a company's webhook endpoints. The secret signs every delivery (Standard Webhooks), so it is kept
 * (sealed with the app's SECRET, never in clear); after a rotation the previous one signs too until its expiry.
 * ADR 58: a partner group's Microsoft Teams channel is a row of its own kind (`msteams`, the group's, no company, no
 * secret: the incoming-webhook URL is the credential), so one outbox, worker and delivery log serve both.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: webhookKinds }).notNull().default('standard'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** An msteams channel's group. */
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secretSealed: text('secret_sealed'),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failed attempt since the last success: three days of it disable the webhook. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** An msteams channel: when its manager confirmed the emailed connect link for the current URL (null: waiting). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhooks_company_idx').on(t.companyId, t.id),
    index('webhooks_created_by_idx').on(t.createdByUserId),
    uniqueIndex('webhooks_community_unique').on(t.communityId),
    enumCheck('webhooks_kind_check', t.kind, webhookKinds),
    check(
      'webhooks_owner_check',
      sql`(${t.kind} = 'standard' and ${t.companyId} is not null and ${t.communityId} is null and ${t.secretSealed} is not null)
        or (${t.kind} = 'msteams' and ${t.communityId} is not null and ${t.companyId} is null)`,
    ),
  ],
);

/**
 * One event for one webhook (the outbox of deliveries): written in the transaction of the case change, sent by the
 * webhook worker from the job queue, in order per webhook and case.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The webhook-id header: `msg_` and 128 random bits, the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    /** The JSON body exactly as signed and sent. */
    payload: text('payload').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    /** Attempts of the current round (a replay starts a new round); the attempt log keeps every one. */
    attempts: integer('attempts').notNull().default(0),
    /** The current round is a replay (its first attempt is logged as one). */
    replayed: boolean('replayed').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_messages_message_id_unique').on(t.messageId),
    index('webhook_messages_webhook_idx').on(t.webhookId, t.id),
    index('webhook_messages_case_idx').on(t.caseId),
    index('webhook_messages_due_idx').on(t.status, t.nextAttemptAt),
    enumCheck('webhook_messages_status_check', t.status, webhookDeliveryStatuses),
  ],
);

/** Every attempt to deliver a message: the delivery log the admin reads. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    trigger: text('trigger', { enum: webhookAttemptTriggers }).notNull(),
  },
  (t) => [
    index('webhook_attempts_message_idx').on(t.messageId, t.id),
    /** The hourly purge takes attempts past WEBHOOK_LOG_RETENTION_DAYS (modules/webhooks/purge-webhook-log.ts). */
    index('webhook_attempts_at_idx').on(t.at),
    enumCheck('webhook_attempts_trigger_check', t.trigger, webhookAttemptTriggers),
  ],
);
