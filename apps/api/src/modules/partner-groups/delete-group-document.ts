import { GROUP_DOCUMENT_DELETED_MESSAGE, GROUP_DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/partner-groups';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { deleteStoredFile } from '../../lib/file-store.ts';
import { requireCompanyGroup } from './company-group.ts';
import { deleteOwnGroupDocument } from './partner-groups-repository.ts';

/**
 * M-041: GET /api/admin/company/partner_groups/{id}/documents/{docId}/delete, a document of the admin's own company
 * only: another member's document in the group is not found and stays. A file's stored bytes go with it.
 */
export async function deleteGroupDocument(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  documentId: number,
): Promise<MessageBody> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  const deleted = await deleteOwnGroupDocument(deps.db, group.id, admin.companyId, documentId);
  if (!deleted) throw notFound(GROUP_DOCUMENT_NOT_FOUND_MESSAGE);
  if (deleted.fileKey !== null) await deleteStoredFile(deps.config.dataDir, deleted.fileKey);
  return { message: GROUP_DOCUMENT_DELETED_MESSAGE };
}
