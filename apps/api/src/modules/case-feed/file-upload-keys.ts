import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseFileUploadKeys } from '../../db/schema/cases.ts';
import { deleteInBatches } from '../../lib/delete-in-batches.ts';

const DAY_MS = 24 * 3600 * 1000;

export type FileUploadKey = { userId: number; key: string; caseId: number; requestDigest: string };

/**
 * Issue 27, ADR 57: the one writer and reader of case_file_upload_keys. The upload an Idempotency-Key was first
 * used for: its case, its request's digest and the files it added.
 */
export async function findFileUploadKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({
      caseId: caseFileUploadKeys.caseId,
      requestDigest: caseFileUploadKeys.requestDigest,
      fileIds: caseFileUploadKeys.fileIds,
    })
    .from(caseFileUploadKeys)
    .where(and(eq(caseFileUploadKeys.userId, userId), eq(caseFileUploadKeys.key, key)));
  return row;
}

/** Kept in the files' transaction: a second upload under the key fails on the primary key and adds no file. */
export async function insertFileUploadKey(db: DbOrTx, key: FileUploadKey, fileIds: number[]): Promise<void> {
  await db.insert(caseFileUploadKeys).values({ ...key, fileIds });
}

/** Upload keys after a day, as the submission's (purge-submission-keys.ts), in batches; answers how many went. */
export async function purgeOldFileUploadKeys(db: DbOrTx, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    caseFileUploadKeys,
    [caseFileUploadKeys.userId, caseFileUploadKeys.key],
    lt(caseFileUploadKeys.createdAt, new Date(now.getTime() - DAY_MS)),
  );
}
