import type { Multipart } from '@fastify/multipart';
import { uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import {
  GROUP_DOCUMENT_FILE_FIELD,
  GROUP_DOCUMENT_UPLOADED_MESSAGE,
  groupDocumentFields,
  type UploadGroupDocumentAnswer,
} from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, fieldErrorsOf } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { storeFile } from '../../lib/file-store.ts';
import { displayFilename, requireAllowedUpload } from '../../lib/upload-file.ts';
import { requireCompanyGroup, requireDocumentsShown, toGroupDocument } from './company-group.ts';
import { findGroupDocuments, insertGroupDocument } from './partner-groups-repository.ts';

const FILE_REQUIRED_MESSAGE = 'Choose a file to upload.';
const OWN_COMPANY_MESSAGE = 'Documents are shared in the name of your own company.';

type GroupDocumentForm = { fields: Record<string, string>; file: { filename: string; bytes: Buffer } | null };

async function readForm(parts: AsyncIterable<Multipart>, limitBytes: number): Promise<GroupDocumentForm> {
  const fields: Record<string, string> = {};
  let file: GroupDocumentForm['file'] = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === GROUP_DOCUMENT_FILE_FIELD && file === null) {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = { filename: displayFilename(part.filename), bytes };
      } else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', uploadTooLargeMessage(limitBytes));
    throw error;
  }
  return { fields, file };
}

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * M-040, X-028, X-029: POST /api/admin/company/partner_groups/{id}/documents/upload (multipart name, company_id,
 * document_type, url, file): a file of the allowed types (content checked) or a link, shared in the name of the
 * admin's own company; a company_id naming another company is refused. Nothing is stored on any error.
 */
export async function uploadGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  parts: () => AsyncIterable<Multipart>,
): Promise<UploadGroupDocumentAnswer> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  requireDocumentsShown(group);
  const form = await readForm(parts(), deps.config.uploadLimitBytes);
  const parsed = groupDocumentFields.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);
  }
  const fields = parsed.data;
  if (fields.company_id !== undefined && fields.company_id !== '' && fields.company_id !== String(admin.companyId))
    throw invalid('company_id', OWN_COMPANY_MESSAGE);

  let stored: { fileKey: string; originalFilename: string; contentType: string; size: number } | null = null;
  if (fields.document_type === 'file') {
    if (!form.file) throw invalid(GROUP_DOCUMENT_FILE_FIELD, FILE_REQUIRED_MESSAGE);
    const contentType = await requireAllowedUpload(form.file, GROUP_DOCUMENT_FILE_FIELD);
    stored = {
      fileKey: await storeFile(deps.config.dataDir, form.file.bytes),
      originalFilename: form.file.filename,
      contentType,
      size: form.file.bytes.length,
    };
  }
  const documentId = await insertGroupDocument(deps.db, {
    communityId: group.id,
    companyId: admin.companyId,
    uploadedByUserId: admin.userId,
    name: fields.name,
    documentType: fields.document_type,
    url: fields.document_type === 'url' ? (fields.url ?? null) : null,
    ...stored,
  });
  const [row] = await findGroupDocuments(deps.db, group.id, documentId);
  if (!row) throw new Error('uploaded group document not found');
  return { success: true, message: GROUP_DOCUMENT_UPLOADED_MESSAGE, document: toGroupDocument(row, admin) };
}
