import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { outboundEmailStatuses } from '@casebridge/contract/enums';
import { enumCheck } from './enum-check.ts';

/** The outbox: written in the transaction of the change that causes the email, delivered by the email worker. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default([]),
    bccAddresses: text('bcc_addresses').array().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: outboundEmailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the current (status sending) or last claim began: a claim older than the stale interval may be taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The latest time a queue job should act on the row; the sweep re-dispatches pending or sending rows past it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_emails_status_idx').on(t.status, t.createdAt),
    enumCheck('outbound_emails_status_check', t.status, outboundEmailStatuses),
  ],
);
