import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseCustomerData, caseNotes } from '../../db/schema/cases.ts';

export const NOTE_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Retention: a case's customer data goes one month after submission (its purge_after, set when the
 * case is created) and Collaboration Feed notes 30 days after they were written. The case, its responses and its
 * history stay.
 */
export async function purgeCaseData(db: DbOrTx, now = new Date()) {
  const customerData = await db
    .delete(caseCustomerData)
    .where(lt(caseCustomerData.purgeAfter, now))
    .returning({ id: caseCustomerData.id });
  const notes = await db
    .delete(caseNotes)
    .where(lt(caseNotes.createdAt, new Date(now.getTime() - NOTE_RETENTION_DAYS * DAY_MS)))
    .returning({ id: caseNotes.id });
  return { customerData: customerData.length, notes: notes.length };
}
