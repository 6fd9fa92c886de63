import {
  CASE_FILES_FIELD,
  FILES_PER_UPLOAD,
  uploadTooLargeMessage,
  type CaseFilesAnswer,
} from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { readUpload, type IncomingUpload } from '../../lib/upload-file.ts';
import { insertCaseFile } from '../cases/case-feed-writer.ts';
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
  const { actor: uploader, ...found } = await openFeedCase(deps, actor, token, 'case.file');
  requireFeedOpen(found.status, 'file');
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
  for (const file of form.files) {
    const storageKey = await file.keep();
    // Issue 27: each file and its webhook deliveries commit together.
    const webhookIds = await deps.db.transaction(async (tx) => {
      await insertCaseFile(tx, {
        caseId: found.id,
        companyId: uploader.companyId,
        userId: uploader.userId,
        description,
        storageKey,
        originalFilename: file.filename,
        contentType: file.contentType,
        size: file.size,
      });
      return enqueueCaseWebhooks(tx, { caseId: found.id, type: 'case.file_added', at: new Date() });
    });
    await dispatchWebhookMessages(deps.jobs, webhookIds);
  }
  return { files: await listFilesOfCase(deps.db, found.id) };
}
