import { GROUP_DOCUMENT_DELETED_MESSAGE, GROUP_DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/partner-groups';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { requireCompanyGroup } from './company-group.ts';
import { removeGroupDocument } from './group-documents.ts';

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
  await requireAccess(deps.db, admin, 'group_file.manage', [documentId]);
  const deleted = await removeGroupDocument(deps, group.id, documentId, admin.companyId);
  if (!deleted) throw notFound(GROUP_DOCUMENT_NOT_FOUND_MESSAGE);
  return { message: GROUP_DOCUMENT_DELETED_MESSAGE };
}
