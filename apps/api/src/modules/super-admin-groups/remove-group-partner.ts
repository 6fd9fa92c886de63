import type { MessageBody } from '@casebridge/contract/errors';
import { PARTNER_NOT_FOUND_MESSAGE, PARTNER_REMOVED_MESSAGE } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { requireGroup } from './get-group.ts';
import { deleteRelation } from './super-admin-groups-repository.ts';

/**
 * S-059: GET /api/super_admin/groups/{id}/partners/{pid}/remove: the relation goes (with the company's user access
 * and registration default for the group when it was its last relation), written to the audit log.
 */
export async function removeGroupPartner(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  relationId: number,
): Promise<MessageBody> {
  const admin = requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteRelation(tx, group.community.id, relationId);
    if (!removed) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'group.partner_removed',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: removed.companyId,
      details: { group_id: group.community.id, relation_id: removed.id, department_id: removed.departmentId },
    });
  });
  return { message: PARTNER_REMOVED_MESSAGE };
}
