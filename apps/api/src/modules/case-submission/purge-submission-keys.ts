import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseSubmissionKeys } from '../../db/schema/cases.ts';
import { deleteInBatches } from '../../lib/delete-in-batches.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Case submissions' Idempotency-Keys after a day (a client retries within minutes; a key older than that makes a new
 * case again), in batches chosen by the created_at index; answers how many went.
 */
export async function purgeOldSubmissionKeys(db: DbOrTx, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    caseSubmissionKeys,
    [caseSubmissionKeys.userId, caseSubmissionKeys.key],
    lt(caseSubmissionKeys.createdAt, new Date(now.getTime() - DAY_MS)),
  );
}
