import { uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import {
  GROUP_DOCUMENT_FILE_FIELD,
  groupDocumentFields,
  type GroupDocument,
  type GroupDocumentFields,
} from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, fieldErrorsOf } from '../../lib/app-error.ts';
import { readUpload, type IncomingUpload, type ReceivedFile } from '../../lib/upload-file.ts';
import { findGroupDocumentFile, findGroupDocuments, type GroupDocumentRow } from './partner-groups-repository.ts';
import { deleteGroupDocumentRow, insertGroupDocument } from '../super-admin-groups/group-writer.ts';

/**
 * A group's shared documents (M-039..M-041 for a member admin, S-060, S-061 for the super admin): the one place that
 * reads an upload, stores it, lists, deletes and reads the files, whoever is allowed to.
 */

const FILE_REQUIRED_MESSAGE = 'Choose a file to upload.';

export type GroupDocumentUpload = { fields: GroupDocumentFields; file: ReceivedFile | null };

export const groupDocumentFieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: [message] });

/** the upload form (multipart name, company_id, document_type, url, file), its fields checked. */
export async function readGroupDocumentUpload(deps: AppDeps, upload: IncomingUpload): Promise<GroupDocumentUpload> {
  const limit = deps.config.uploadLimitBytes;
  const form = await readUpload(deps, upload, {
    files: {
      [GROUP_DOCUMENT_FILE_FIELD]: { types: 'allowed', maxBytes: limit, tooLargeMessage: uploadTooLargeMessage(limit) },
    },
    limits: { fields: 5, parts: 10, fieldSize: 10_000 },
  });
  const parsed = groupDocumentFields.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);
  }
  return { fields: parsed.data, file: form.files[0] ?? null };
}

/**
 * stores the document (a file of an allowed type, its content checked as it was read, or a link) in the
 * company's name; nothing is stored on any error. Answers the stored document's row.
 */
export async function storeGroupDocument(
  deps: AppDeps,
  upload: GroupDocumentUpload,
  owner: { communityId: number; companyId: number; uploadedByUserId: number },
): Promise<GroupDocumentRow> {
  const { fields, file } = upload;
  let stored: { fileKey: string; originalFilename: string; contentType: string; size: number } | null = null;
  if (fields.document_type === 'file') {
    if (!file) throw groupDocumentFieldError(GROUP_DOCUMENT_FILE_FIELD, FILE_REQUIRED_MESSAGE);
    stored = {
      fileKey: await file.keep(),
      originalFilename: file.filename,
      contentType: file.contentType,
      size: file.size,
    };
  }
  const documentId = await insertGroupDocument(deps.db, {
    ...owner,
    name: fields.name,
    documentType: fields.document_type,
    url: fields.document_type === 'url' ? (fields.url ?? null) : null,
    ...stored,
  }).catch(async (error: unknown) => {
    if (stored) await deps.files.delete(stored.fileKey);
    throw error;
  });
  const [row] = await findGroupDocuments(deps.db, owner.communityId, documentId);
  if (!row) throw new Error('uploaded group document not found');
  return row;
}

export const toGroupDocument = (row: GroupDocumentRow, canDelete: boolean): GroupDocument => ({
  id: row.id,
  name: row.name,
  document_name: row.originalFilename ?? row.url ?? row.name,
  company_id: row.companyId,
  company_name: row.companyName,
  document_type: row.documentType,
  url: row.url,
  original_filename: row.originalFilename,
  can_delete: canDelete,
});

/** The group's documents, oldest first; `canDelete` says which of them the viewer may delete. */
export async function readGroupDocuments(
  deps: AppDeps,
  communityId: number,
  canDelete: (row: GroupDocumentRow) => boolean,
): Promise<GroupDocument[]> {
  const rows = await findGroupDocuments(deps.db, communityId);
  return rows.map((row) => toGroupDocument(row, canDelete(row)));
}

/**
 * Deletes a document of the group (of `companyId` only, when given); answers its name, or nothing when there is no
 * such document. A file's stored bytes go with it.
 */
export async function removeGroupDocument(
  deps: AppDeps,
  communityId: number,
  documentId: number,
  companyId: number | null,
): Promise<{ name: string; companyId: number } | undefined> {
  const deleted = await deleteGroupDocumentRow(deps.db, communityId, documentId, companyId);
  if (!deleted) return undefined;
  if (deleted.fileKey !== null) await deps.files.delete(deleted.fileKey);
  return { name: deleted.name, companyId: deleted.companyId };
}

/** A stored group document's file as an attachment, or nothing (a link, an unknown id, a file gone from the store). */
export async function readGroupDocumentFile(deps: AppDeps, documentId: number) {
  const file = await findGroupDocumentFile(deps.db, documentId);
  if (!file?.fileKey) return undefined;
  const opened = await deps.files.open(file.fileKey).catch(() => undefined);
  if (!opened) return undefined;
  return {
    bytes: opened.stream,
    size: opened.size,
    filename: file.originalFilename ?? file.name,
    contentType: file.contentType ?? 'application/octet-stream',
  };
}
