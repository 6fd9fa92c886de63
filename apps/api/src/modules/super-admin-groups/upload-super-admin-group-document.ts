import { GROUP_DOCUMENT_UPLOADED_MESSAGE, type UploadGroupDocumentAnswer } from '@casebridge/contract/partner-groups';
import { DOCUMENT_COMPANY_MESSAGE } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import type { IncomingUpload } from '../../lib/upload-file.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import {
  groupDocumentFieldError,
  readGroupDocumentUpload,
  storeGroupDocument,
  toGroupDocument,
} from '../partner-groups/group-documents.ts';
import { isGroupPartner } from './super-admin-groups-repository.ts';
import { requireDocumentsGroup } from './documents-group.ts';

/**
 * S-060, X-028, X-029: POST /api/super_admin/groups/{id}/documents/upload (multipart name, company_id, document_type,
 * url, file): shared in the name of a partner of the group, which company_id names.
 */
export async function uploadSuperAdminGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  upload: IncomingUpload,
): Promise<UploadGroupDocumentAnswer> {
  const admin = requireSuperAdmin(actor);
  const group = await requireDocumentsGroup(deps, id);
  const form = await readGroupDocumentUpload(deps, upload);
  const companyId = /^[1-9][0-9]{0,9}$/.test(form.fields.company_id ?? '') ? Number(form.fields.company_id) : null;
  if (companyId === null || !(await isGroupPartner(deps.db, group.community.id, companyId)))
    throw groupDocumentFieldError('company_id', DOCUMENT_COMPANY_MESSAGE);
  const row = await storeGroupDocument(deps, form, {
    communityId: group.community.id,
    companyId,
    uploadedByUserId: admin.userId,
  });
  return { success: true, message: GROUP_DOCUMENT_UPLOADED_MESSAGE, document: toGroupDocument(row, true) };
}
