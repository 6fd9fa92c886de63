import type { MessageBody } from '@casebridge/contract/errors';
import { GROUP_DOCUMENT_DELETED_MESSAGE } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { removeGroupDocument } from '../partner-groups/group-documents.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { requireGroup } from './get-group.ts';

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
