import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboundEmails } from '../../db/schema/email.ts';

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
  const [row] = await tx
    .insert(outboundEmails)
    .values({
      template: message.template,
      toAddresses: message.to,
      ccAddresses: message.cc ?? [],
      bccAddresses: (message.bcc ?? []).filter((address) => address.trim() !== ''),
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    .returning({ id: outboundEmails.id });
  if (!row) throw new Error('outbound email not inserted');
  return row.id;
}

/** Claims a pending message for one delivery attempt; undefined when it was delivered already. */
export async function claimOutboundEmail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row || row.status === 'sent') return undefined;
  return row;
}

export async function markOutboundEmailSent(db: DbOrTx, id: number): Promise<void> {
  await db.update(outboundEmails).set({ status: 'sent', sentAt: new Date() }).where(eq(outboundEmails.id, id));
}

export async function recordOutboundEmailFailure(
  db: DbOrTx,
  id: number,
  attempts: number,
  error: string,
  isFinal: boolean,
) {
  await db
    .update(outboundEmails)
    .set({ attempts, lastError: error.slice(0, 500), status: isFinal ? 'failed' : 'pending' })
    .where(eq(outboundEmails.id, id));
}

export async function findStalePendingEmailIds(db: DbOrTx, olderThan: Date): Promise<number[]> {
  const rows = await db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.status, 'pending'), lt(outboundEmails.createdAt, olderThan)))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function listOutboundEmails(db: DbOrTx, limit: number) {
  return db.select().from(outboundEmails).orderBy(desc(outboundEmails.id)).limit(limit);
}
