import type { Multipart } from '@fastify/multipart';
import type { MessageBody } from '@casebridge/contract/errors';
import {
  GROUP_DOCUMENT_DELETED_MESSAGE,
  GROUP_DOCUMENT_UPLOADED_MESSAGE,
  type UploadGroupDocumentAnswer,
} from '@casebridge/contract/partner-groups';
import {
  DOCUMENT_COMPANY_MESSAGE,
  GROUP_DOCUMENTS_HIDDEN_MESSAGE,
  GROUP_FILE_NOT_FOUND_MESSAGE,
  type SuperAdminGroupDocumentsAnswer,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readAgreementDocument } from '../onboarding/agreement-documents.ts';
import {
  groupDocumentFieldError,
  readGroupDocumentFile,
  readGroupDocumentUpload,
  readGroupDocuments,
  removeGroupDocument,
  storeGroupDocument,
  toGroupDocument,
} from '../partner-groups/group-documents.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { requireGroup } from './get-group.ts';
import { isGroupPartner, type GroupRow } from './super-admin-groups-repository.ts';

/** 3 §6, ADR 27: open groups have no documents, for the super admin as for their members. */
async function requireDocumentsGroup(deps: AppDeps, id: number): Promise<GroupRow> {
  const group = await requireGroup(deps.db, id);
  if (group.community.type === 'open_group') throw notFound(GROUP_DOCUMENTS_HIDDEN_MESSAGE);
  return group;
}

/** S-060: GET /api/super_admin/groups/{id}/documents, every document shared in the group; a super admin deletes any. */
export async function listSuperAdminGroupDocuments(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<SuperAdminGroupDocumentsAnswer> {
  requireSuperAdmin(actor);
  const group = await requireDocumentsGroup(deps, id);
  return { documents: await readGroupDocuments(deps, group.community.id, () => true) };
}

/**
 * S-060, X-028, X-029: POST /api/super_admin/groups/{id}/documents/upload (multipart name, company_id, document_type,
 * url, file): shared in the name of a partner of the group, which company_id names.
 */
export async function uploadSuperAdminGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  parts: () => AsyncIterable<Multipart>,
): Promise<UploadGroupDocumentAnswer> {
  const admin = requireSuperAdmin(actor);
  const group = await requireDocumentsGroup(deps, id);
  const upload = await readGroupDocumentUpload(parts(), deps.config.uploadLimitBytes);
  const companyId = /^[1-9][0-9]{0,9}$/.test(upload.fields.company_id ?? '') ? Number(upload.fields.company_id) : null;
  if (companyId === null || !(await isGroupPartner(deps.db, group.community.id, companyId)))
    throw groupDocumentFieldError('company_id', DOCUMENT_COMPANY_MESSAGE);
  const row = await storeGroupDocument(deps, upload, {
    communityId: group.community.id,
    companyId,
    uploadedByUserId: admin.userId,
  });
  return { success: true, message: GROUP_DOCUMENT_UPLOADED_MESSAGE, document: toGroupDocument(row, true) };
}

/** S-061: GET /api/super_admin/groups/{id}/documents/{doc}/delete, any document of the group, audited. */
export async function deleteSuperAdminGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  documentId: number,
): Promise<MessageBody> {
  const admin = requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const deleted = await removeGroupDocument(deps, group.community.id, documentId, null);
  if (!deleted) throw notFound('No document of this group has this id.');
  await writeAuditLog(deps.db, {
    action: 'group.document_deleted',
    actorUserId: admin.userId,
    impersonatorUserId: admin.impersonatorId,
    companyId: deleted.companyId,
    details: { group_id: group.community.id, document_id: documentId, name: deleted.name },
  });
  return { message: GROUP_DOCUMENT_DELETED_MESSAGE };
}

/** S-061: GET /api/super_admin/groups/documents/{id}/download, a stored group document's file. */
export async function downloadSuperAdminGroupDocument(deps: AppDeps, actor: Actor | null, documentId: number) {
  requireSuperAdmin(actor);
  const file = await readGroupDocumentFile(deps, documentId);
  if (!file) throw notFound(GROUP_FILE_NOT_FOUND_MESSAGE);
  return file;
}

/** S-061: GET /api/super_admin/groups/{id}/addendum, the group's addendum (the onboarding module's reader). */
export async function downloadGroupAddendum(deps: AppDeps, actor: Actor | null, id: number) {
  requireSuperAdmin(actor);
  const { community, partnerGroup } = await requireGroup(deps.db, id);
  return readAgreementDocument(
    deps,
    {
      name: community.name,
      addendumName: community.addendumName,
      addendumFileKey: community.addendumFileKey,
      codeOfConductFileKey: partnerGroup?.codeOfConductFileKey ?? null,
      codeOfConductFilename: partnerGroup?.codeOfConductFilename ?? null,
      currentLicenseFileKey: partnerGroup?.currentLicenseFileKey ?? null,
      currentLicenseFilename: partnerGroup?.currentLicenseFilename ?? null,
    },
    'addendum',
  );
}
