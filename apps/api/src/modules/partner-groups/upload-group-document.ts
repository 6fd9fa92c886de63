import { GROUP_DOCUMENT_UPLOADED_MESSAGE, type UploadGroupDocumentAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import type { IncomingUpload } from '../../lib/upload-file.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup, requireDocumentsShown } from './company-group.ts';
import {
  groupDocumentFieldError,
  readGroupDocumentUpload,
  storeGroupDocument,
  toGroupDocument,
} from './group-documents.ts';

const OWN_COMPANY_MESSAGE = 'Documents are shared in the name of your own company.';

/**
 * M-040, X-028, X-029: POST /api/admin/company/partner_groups/{id}/documents/upload (multipart name, company_id,
 * document_type, url, file): a file of the allowed types (content checked) or a link, shared in the name of the
 * admin's own company; a company_id naming another company is refused. Nothing is stored on any error.
 */
export async function uploadGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  upload: IncomingUpload,
): Promise<UploadGroupDocumentAnswer> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  requireDocumentsShown(group);
  const form = await readGroupDocumentUpload(deps, upload);
  const companyId = form.fields.company_id;
  if (companyId !== undefined && companyId !== '' && companyId !== String(admin.companyId))
    throw groupDocumentFieldError('company_id', OWN_COMPANY_MESSAGE);
  const row = await storeGroupDocument(deps, form, {
    communityId: group.id,
    companyId: admin.companyId,
    uploadedByUserId: admin.userId,
  });
  return { success: true, message: GROUP_DOCUMENT_UPLOADED_MESSAGE, document: toGroupDocument(row, true) };
}
