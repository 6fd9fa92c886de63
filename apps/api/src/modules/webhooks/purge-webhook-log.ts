import { eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookAttempts, webhookMessages } from '../../db/schema/integrations.ts';
import { deleteInBatches } from '../../lib/delete-in-batches.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Issue 27, ADR 56: the delivery log past its retention (WEBHOOK_LOG_RETENTION_DAYS): attempts older than it, then
 * settled messages (delivered or failed) last due before it with no attempt left, in batches through their indexes.
 * A message still retrying, or replayed since (its next attempt is then recent), stays. Answers how many went.
 */
export async function purgeOldWebhookLog(db: DbOrTx, now: Date, retentionDays: number) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const webhookAttemptRows = await deleteInBatches(
    db,
    webhookAttempts,
    [webhookAttempts.id],
    lt(webhookAttempts.at, cutoff),
  );
  const webhookMessageRows = await deleteInBatches(
    db,
    webhookMessages,
    [webhookMessages.id],
    sql`${inArray(webhookMessages.status, ['delivered', 'failed'])} and ${lt(webhookMessages.nextAttemptAt, cutoff)}
      and ${notExists(db.select({ id: webhookAttempts.id }).from(webhookAttempts).where(eq(webhookAttempts.messageId, webhookMessages.id)))}`,
  );
  return { webhookAttempts: webhookAttemptRows, webhookMessages: webhookMessageRows };
}
