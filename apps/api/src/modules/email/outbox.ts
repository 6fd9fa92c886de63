import { and, asc, desc, eq, inArray, lt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { outboundEmails } from '../../db/schema/email.ts';
import type { OutboxBacklog } from '../../lib/metrics.ts';

export type EmailMessage = {
  template: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html: string;
};

/** Call inside the transaction of the change that causes the email; dispatch the id after it commits. */
export async function insertOutboundEmail(tx: DbOrTx, message: EmailMessage): Promise<number> {
  const [id] = await insertOutboundEmails(tx, [message]);
  if (id === undefined) throw new Error('outbound email not inserted');
  return id;
}

/**
 * Several emails of one change in one statement (a case submission's, whose transaction holds rows every other
 * submission waits for: ADR 55); answers their ids in the order given.
 */
export async function insertOutboundEmails(tx: DbOrTx, messages: EmailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(outboundEmails)
    .values(
      messages.map((message) => ({
        template: message.template,
        toAddresses: message.to,
        ccAddresses: message.cc ?? [],
        bccAddresses: (message.bcc ?? []).filter((address) => address.trim() !== ''),
        subject: message.subject,
        text: message.text,
        html: message.html,
      })),
    )
    .returning({ id: outboundEmails.id });
  if (rows.length !== messages.length) throw new Error('outbound emails not inserted');
  // The ids come from the table's sequence in the order of the rows given.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const wholeSeconds = (value: number) => Math.max(0, Math.round(value));
const seconds = (value: number | Placeholder) =>
  sql`(${typeof value === 'number' ? wholeSeconds(value) : value})::integer * interval '1 second'`;

/**
 * Claims a message for one delivery attempt, atomically: a pending row, or a 'sending' row whose claim is older than
 * staleSeconds (its worker died mid-send). Two workers racing on the same row: exactly one gets it. The claim counts
 * the attempt, and `attempts` fences the claimant's later updates. reclaimAfterSeconds: when the sweep may
 * re-dispatch the row should this claim never finish. Undefined when sent, failed, or claimed by a live worker.
 */
export async function claimOutboundEmail(
  db: DbOrTx,
  id: number,
  timing: { staleSeconds: number; reclaimAfterSeconds: number },
) {
  const [row] = await keptStatement(db, claimStatement).execute({
    id,
    staleSeconds: wholeSeconds(timing.staleSeconds),
    reclaimAfterSeconds: wholeSeconds(timing.reclaimAfterSeconds),
  });
  return row;
}

const claimStatement = (db: DbOrTx) =>
  db
    .update(outboundEmails)
    .set({
      status: 'sending',
      attempts: sql`${outboundEmails.attempts} + 1`,
      claimedAt: sql`now()`,
      nextAttemptAt: sql`now() + ${seconds(sql.placeholder('reclaimAfterSeconds'))}`,
    })
    .where(
      and(
        eq(outboundEmails.id, sql.placeholder('id')),
        or(
          eq(outboundEmails.status, 'pending'),
          and(
            eq(outboundEmails.status, 'sending'),
            lt(outboundEmails.claimedAt, sql`now() - ${seconds(sql.placeholder('staleSeconds'))}`),
          ),
        ),
      ),
    )
    .returning()
    .prepare('claim_outbound_email');

export type OutboundEmailClaim = NonNullable<Awaited<ReturnType<typeof claimOutboundEmail>>>;

/** Delivered: final, whoever holds the claim now (a message the SMTP server accepted is sent). */
export async function markOutboundEmailSent(db: DbOrTx, id: number): Promise<void> {
  await keptStatement(db, markSentStatement).execute({ id });
}

const markSentStatement = (db: DbOrTx) =>
  db
    .update(outboundEmails)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(and(eq(outboundEmails.id, sql.placeholder('id')), ne(outboundEmails.status, 'sent')))
    .prepare('mark_outbound_email_sent');

/**
 * A failed attempt of the claim that counted `claim.attempts`: back to pending until the queue's retry, due by
 * retryAfterSeconds, or failed for good. Nothing when another worker has taken the claim over since.
 */
export async function recordOutboundEmailFailure(
  db: DbOrTx,
  claim: Pick<OutboundEmailClaim, 'id' | 'attempts'>,
  error: string,
  outcome: { final: true } | { final: false; retryAfterSeconds: number },
): Promise<void> {
  await db
    .update(outboundEmails)
    .set({
      lastError: error.slice(0, 500),
      status: outcome.final ? 'failed' : 'pending',
      ...(outcome.final ? {} : { nextAttemptAt: sql`now() + ${seconds(outcome.retryAfterSeconds)}` }),
    })
    .where(
      and(
        eq(outboundEmails.id, claim.id),
        eq(outboundEmails.status, 'sending'),
        eq(outboundEmails.attempts, claim.attempts),
      ),
    );
}

/**
 * Rows that no queue job holds any more: pending or sending, and more than graceSeconds past the time by which a
 * job should have acted on them (next_attempt_at). Sent and failed rows are never returned.
 */
export async function findStrandedEmailIds(db: DbOrTx, graceSeconds: number): Promise<number[]> {
  const rows = await db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(
      and(
        inArray(outboundEmails.status, ['pending', 'sending']),
        lt(outboundEmails.nextAttemptAt, sql`now() - ${seconds(graceSeconds)}`),
      ),
    )
    .orderBy(asc(outboundEmails.id))
    .limit(500);
  return rows.map((r) => r.id);
}

/** The emails not delivered yet (pending, waiting for a retry or being sent) and the age of the oldest (metrics). */
export async function findOutboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::integer`,
      oldestPendingAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboundEmails.createdAt})), 0)::float8`,
    })
    .from(outboundEmails)
    .where(inArray(outboundEmails.status, ['pending', 'sending']));
  return { pending: row?.pending ?? 0, oldestPendingAgeSeconds: row?.oldestPendingAgeSeconds ?? 0 };
}

export async function listOutboundEmails(db: DbOrTx, limit: number) {
  return db.select().from(outboundEmails).orderBy(desc(outboundEmails.id)).limit(limit);
}
