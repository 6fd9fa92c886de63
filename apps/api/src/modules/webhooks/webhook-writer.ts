import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookEventTypes } from '@casebridge/contract/webhooks';
import { webhookAttempts, webhookMessages, webhooks } from '../../db/schema/integrations.ts';

/** The one writer of webhooks, webhook_messages and webhook_attempts (ADR 8, ADR 56). */

export async function insertWebhook(db: DbOrTx, values: typeof webhooks.$inferInsert): Promise<number> {
  const [row] = await db.insert(webhooks).values(values).returning({ id: webhooks.id });
  if (!row) throw new Error('webhook not stored');
  return row.id;
}

export async function updateWebhookRow(
  db: DbOrTx,
  companyId: number,
  id: number,
  values: Partial<typeof webhooks.$inferInsert>,
): Promise<void> {
  await db
    .update(webhooks)
    .set(values)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)));
}

export async function deleteWebhookRow(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

export async function insertWebhookMessages(
  db: DbOrTx,
  values: (typeof webhookMessages.$inferInsert)[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(webhookMessages).values(values).returning({ id: webhookMessages.id });
  return rows.map((row) => row.id);
}

/**
 * Claims a message for one attempt, atomically: a pending one that is due, or one whose claim is older than
 * staleSeconds (its worker died), and only when no earlier message of the same webhook and case waits (deliveries
 * go out in order per case). Of two workers only one gets it. Undefined: not due, held, waiting its turn, or done.
 */
export async function claimWebhookMessage(db: DbOrTx, id: number, now: Date, staleSeconds: number) {
  const earlier = sql`exists (
    select 1 from ${webhookMessages} as earlier
    where earlier.webhook_id = ${webhookMessages.webhookId}
      and earlier.case_id = ${webhookMessages.caseId}
      and earlier.id < ${webhookMessages.id}
      and earlier.status in ('pending', 'sending'))`;
  const [row] = await db
    .update(webhookMessages)
    .set({ status: 'sending', attempts: sql`${webhookMessages.attempts} + 1`, claimedAt: now })
    .where(
      and(
        eq(webhookMessages.id, id),
        or(
          and(eq(webhookMessages.status, 'pending'), sql`${webhookMessages.nextAttemptAt} <= ${now.toISOString()}`),
          and(
            eq(webhookMessages.status, 'sending'),
            lt(webhookMessages.claimedAt, new Date(now.getTime() - staleSeconds * 1000)),
          ),
        ),
        sql`not ${earlier}`,
      ),
    )
    .returning();
  return row;
}

export type WebhookMessageClaim = NonNullable<Awaited<ReturnType<typeof claimWebhookMessage>>>;

export async function insertWebhookAttempt(db: DbOrTx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** The claim's outcome, fenced by its attempt count: nothing when another worker has taken the message over since. */
export async function settleWebhookMessage(
  db: DbOrTx,
  claim: Pick<WebhookMessageClaim, 'id' | 'attempts'>,
  outcome: { status: 'delivered'; at: Date } | { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' },
): Promise<boolean> {
  const rows = await db
    .update(webhookMessages)
    .set(
      outcome.status === 'delivered'
        ? { status: 'delivered', deliveredAt: outcome.at }
        : outcome.status === 'pending'
          ? { status: 'pending', nextAttemptAt: outcome.nextAttemptAt }
          : { status: 'failed' },
    )
    .where(
      and(
        eq(webhookMessages.id, claim.id),
        eq(webhookMessages.status, 'sending'),
        eq(webhookMessages.attempts, claim.attempts),
      ),
    )
    .returning({ id: webhookMessages.id });
  return rows.length > 0;
}

/** A replay: the message goes out again from the queue, a new round of attempts under its same webhook-id. */
export async function requeueWebhookMessage(db: DbOrTx, webhookId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookMessages)
    .set({ status: 'pending', attempts: 0, replayed: true, nextAttemptAt: now, claimedAt: null })
    .where(
      and(
        eq(webhookMessages.id, id),
        eq(webhookMessages.webhookId, webhookId),
        inArray(webhookMessages.status, ['delivered', 'failed', 'pending']),
      ),
    )
    .returning({ id: webhookMessages.id });
  return rows.length > 0;
}

/** A disabled webhook sends nothing more: its waiting messages fail (a replay sends one again once it is enabled). */
export async function failWaitingMessages(db: DbOrTx, webhookId: number): Promise<void> {
  await db
    .update(webhookMessages)
    .set({ status: 'failed' })
    .where(and(eq(webhookMessages.webhookId, webhookId), inArray(webhookMessages.status, ['pending', 'sending'])));
}

/** A failed attempt: the failing streak starts at its first failure. */
export async function recordWebhookFailure(db: DbOrTx, webhookId: number, at: Date) {
  const [row] = await db
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince, enabled: webhooks.enabled });
  return row;
}

export async function recordWebhookSuccess(db: DbOrTx, webhookId: number): Promise<void> {
  await db
    .update(webhooks)
    .set({ failingSince: null })
    .where(and(eq(webhooks.id, webhookId), sql`${webhooks.failingSince} is not null`));
}

/** Disables an enabled webhook; answers whether this call did (of two workers, one emails the admins). */
export async function disableWebhookRow(db: DbOrTx, webhookId: number, reason: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ enabled: false, disabledReason: reason, disabledAt: at, updatedAt: at })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/**
 * ADR 58: a group's Teams channel as the console's group editor leaves it: on (enabled) or off, at its URL. A new URL,
 * or the integration turned off, ends the confirmation: only a confirmed channel receives cards. Answers the row.
 */
export async function saveTeamsChannel(
  db: DbOrTx,
  communityId: number,
  values: { url: string; enabled: boolean; keepConfirmation: boolean },
  at: Date,
): Promise<{ id: number; confirmedAt: Date | null }> {
  const reset = values.keepConfirmation ? {} : { confirmedAt: null, failingSince: null };
  const [row] = await db
    .insert(webhooks)
    .values({
      kind: 'msteams',
      communityId,
      url: values.url,
      eventTypes: [...webhookEventTypes],
      enabled: values.enabled,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: webhooks.communityId,
      set: {
        url: values.url,
        enabled: values.enabled,
        disabledReason: null,
        disabledAt: values.enabled ? null : at,
        updatedAt: at,
        ...reset,
      },
    })
    .returning({ id: webhooks.id, confirmedAt: webhooks.confirmedAt });
  if (!row) throw new Error('Teams channel not stored');
  return row;
}

/** The manager's connect link confirms the channel, when it still points where the link was sent for. */
export async function confirmTeamsChannel(db: DbOrTx, id: number, url: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ confirmedAt: at, failingSince: null, updatedAt: at })
    .where(and(eq(webhooks.id, id), eq(webhooks.kind, 'msteams'), eq(webhooks.url, url), eq(webhooks.enabled, true)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}
