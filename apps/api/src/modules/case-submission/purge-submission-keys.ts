import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseSubmissionKeys } from '../../db/schema/cases.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Case submissions' Idempotency-Keys after a day (a client retries within minutes; a key older than that makes a new
 * case again); answers how many went.
 */
export async function purgeOldSubmissionKeys(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(caseSubmissionKeys)
    .where(lt(caseSubmissionKeys.createdAt, new Date(now.getTime() - DAY_MS)))
    .returning({ key: caseSubmissionKeys.key });
  return rows.length;
}
