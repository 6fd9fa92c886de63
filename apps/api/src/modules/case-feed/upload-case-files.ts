import type { Multipart } from '@fastify/multipart';
import { FILES_PER_UPLOAD, uploadTooLargeMessage, type CaseFilesAnswer } from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeFile } from '../../lib/file-store.ts';
import { displayFilename, requireAllowedUpload } from '../../lib/upload-file.ts';
import { insertCaseFile } from './case-feed-repository.ts';
import { listFilesOfCase } from './list-case-files.ts';
import { openFeedCase, requireFeedOpen } from './open-feed-case.ts';

const invalid = (message: string) => new AppError('validation', message, { files: [message] });

async function readUpload(parts: AsyncIterable<Multipart>, limitBytes: number) {
  const files: { filename: string; bytes: Buffer }[] = [];
  let description: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'description' && typeof part.value === 'string')
          description = part.value.trim().slice(0, 1000) || null;
        continue;
      }
      files.push({ filename: displayFilename(part.filename), bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', uploadTooLargeMessage(limitBytes));
    if (code === 'FST_FILES_LIMIT') throw invalid(`At most ${String(FILES_PER_UPLOAD)} files at a time.`);
    throw error;
  }
  return { files, description };
}

/**
 * C-058, X-028, X-029: a party uploads files to an accepted or information case (DECISIONS 17, 21). Only the
 * allowed extensions, each file's content checked against its extension; all or nothing. Stored under a key the
 * server picks; served back only as an attachment (download-case-file.ts).
 */
export async function uploadCaseFiles(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  parts: () => AsyncIterable<Multipart>,
): Promise<CaseFilesAnswer> {
  const { actor: uploader, ...found } = await openFeedCase(deps, actor, token, 'case.file');
  requireFeedOpen(found.status);
  const { files, description } = await readUpload(parts(), deps.config.uploadLimitBytes);
  if (files.length === 0) throw invalid('Choose a file to upload.');
  const accepted: { filename: string; bytes: Buffer; contentType: string }[] = [];
  for (const file of files) accepted.push({ ...file, contentType: await requireAllowedUpload(file, 'files') });
  for (const file of accepted) {
    const storageKey = await storeFile(deps.config.dataDir, file.bytes);
    await insertCaseFile(deps.db, {
      caseId: found.id,
      companyId: uploader.companyId,
      userId: uploader.userId,
      description,
      storageKey,
      originalFilename: file.filename,
      contentType: file.contentType,
      size: file.bytes.length,
    });
  }
  return { files: await listFilesOfCase(deps.db, found.id) };
}
