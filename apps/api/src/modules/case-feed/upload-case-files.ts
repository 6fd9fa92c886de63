import {
  CASE_FILES_FIELD,
  FILES_PER_UPLOAD,
  uploadTooLargeMessage,
  type CaseFilesAnswer,
} from '@casebridge/contract/case-feed';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { readUpload, type IncomingUpload, type UploadForm } from '../../lib/upload-file.ts';
import { insertCaseFile } from '../cases/case-feed-writer.ts';
import { findFileUploadKey, insertFileUploadKey } from './file-upload-keys.ts';
import { listFilesOfCase } from './list-case-files.ts';
import { openFeedCase, requireFeedOpen } from './open-feed-case.ts';
import { enqueueCaseWebhooks } from '../webhooks/case-webhooks.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

/**
 * C-058, X-028, X-029: a party uploads files to an accepted or information case (DECISIONS 17, 21). Only the
 * allowed extensions, each file's content checked against its extension; all or nothing. Stored under a key the
 * server picks; served back only as an attachment (download-case-file.ts).
 */
export async function uploadCaseFiles(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  upload: IncomingUpload,
): Promise<CaseFilesAnswer> {
  const { caseId } = await receiveCaseFiles(deps, actor, token, upload);
  return { files: await listFilesOfCase(deps.db, caseId) };
}

export const UPLOAD_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for another upload. Send a new key with new files.';

/**
 * The upload itself, for the case page and the case API (issue 27, ADR 57): answers the case and the ids of the
 * files it added. Under an Idempotency-Key the same files (names, sizes, bytes) and description answer the first
 * upload's files and add none; the key with other files or another case is a 409. The files and the key are kept in
 * one transaction.
 */
export async function receiveCaseFiles(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  upload: IncomingUpload,
  idempotencyKey?: string,
): Promise<{ caseId: number; fileIds: number[] }> {
  const { actor: uploader, ...found } = await openFeedCase(deps, actor, token, 'case.file');
  const earlier = idempotencyKey ? await findFileUploadKey(deps.db, uploader.userId, idempotencyKey) : undefined;
  // A retry of an upload that was taken is answered even after the case has moved on.
  if (!earlier) requireFeedOpen(found.status, 'file');
  const limit = deps.config.uploadLimitBytes;
  const form = await readUpload(deps, upload, {
    files: {
      [CASE_FILES_FIELD]: {
        types: 'allowed',
        maxBytes: limit,
        tooLargeMessage: uploadTooLargeMessage(limit),
        count: FILES_PER_UPLOAD,
      },
    },
    limits: { fields: 5, parts: 10, fieldSize: 10_000 },
  });
  if (form.files.length === 0) {
    const message = 'Choose a file to upload.';
    throw new AppError('validation', message, { [CASE_FILES_FIELD]: [message] });
  }
  const description = form.fields.description?.trim().slice(0, 1000) || null;
  const uploadKey = idempotencyKey
    ? { userId: uploader.userId, key: idempotencyKey, caseId: found.id, requestDigest: digestOf(description, form) }
    : undefined;
  const keptAnswer = (kept: Awaited<ReturnType<typeof findFileUploadKey>>) => {
    if (!kept || !uploadKey) return undefined;
    if (kept.caseId !== uploadKey.caseId || kept.requestDigest !== uploadKey.requestDigest)
      throw conflict(UPLOAD_KEY_REUSED_MESSAGE);
    return { caseId: found.id, fileIds: kept.fileIds };
  };
  const kept = keptAnswer(earlier);
  if (kept) return kept;

  const storageKeys: string[] = [];
  for (const file of form.files) storageKeys.push(await file.keep());
  let committed: { fileIds: number[]; webhookIds: number[] };
  try {
    // Issue 27: the files and their webhook deliveries (one event per file) commit together.
    committed = await deps.db.transaction(async (tx) => {
      const ids: number[] = [];
      const deliveries: number[] = [];
      for (const [index, file] of form.files.entries()) {
        ids.push(
          await insertCaseFile(tx, {
            caseId: found.id,
            companyId: uploader.companyId,
            userId: uploader.userId,
            description,
            storageKey: storageKeys[index] ?? '',
            originalFilename: file.filename,
            contentType: file.contentType,
            size: file.size,
          }),
        );
        deliveries.push(
          ...(await enqueueCaseWebhooks(tx, deps.config, {
            caseId: found.id,
            type: 'case.file_added',
            at: new Date(),
          })),
        );
      }
      if (uploadKey) await insertFileUploadKey(tx, uploadKey, ids);
      return { fileIds: ids, webhookIds: deliveries };
    });
  } catch (error) {
    // Stored files no row names are removed; the same key sent twice at once answers as the other upload did.
    await Promise.all(storageKeys.map((key) => deps.files.delete(key)));
    const again =
      uploadKey && isUniqueViolation(error)
        ? keptAnswer(await findFileUploadKey(deps.db, uploadKey.userId, uploadKey.key))
        : undefined;
    if (again) return again;
    throw error;
  }
  // Sent after the commit, as every case writer does (ADR 56); the minute's sweep sends what no job holds.
  await dispatchWebhookMessages(deps.jobs, committed.webhookIds);
  return { caseId: found.id, fileIds: committed.fileIds };
}

/** What an upload is, for its Idempotency-Key: its description and each file's name, size and bytes. */
const digestOf = (description: string | null, form: UploadForm) =>
  createHash('sha256')
    .update(JSON.stringify([description, form.files.map((file) => [file.filename, file.size, file.sha256])]))
    .digest('hex');
