import type { MessageBody } from '@casebridge/contract/errors';
import {
  GROUP_DELETED_MESSAGE,
  GROUP_HAS_OPEN_REQUESTS_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { countOpenRequests, deleteCommunity, findGroupFileKeys } from './super-admin-groups-repository.ts';

/**
 * S-051: GET /api/super_admin/groups/{id}/delete (ADR 29). A program with onboarding requests waiting for a
 * decision is refused (409); otherwise the group goes with its relations, user access, documents, registration
 * defaults, partner group and decided onboarding sessions, written to the audit log; its stored files are removed
 * once the deletion has committed. Partners reached only through it are no longer reachable (ADR 13).
 */
export async function deleteGroup(deps: AppDeps, actor: Actor | null, id: number): Promise<MessageBody> {
  const admin = requireSuperAdmin(actor);
  const fileKeys = await deps.db.transaction(async (tx) => {
    if ((await countOpenRequests(tx, id)) > 0) throw conflict(GROUP_HAS_OPEN_REQUESTS_MESSAGE);
    const keys = await findGroupFileKeys(tx, id);
    const deleted = await deleteCommunity(tx, id);
    if (!deleted) throw notFound(GROUP_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'group.deleted',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      details: { group_id: deleted.id, name: deleted.name, type: deleted.type, relations: deleted.relations },
    });
    return keys;
  });
  await Promise.all(fileKeys.map((key) => deps.files.delete(key)));
  return { message: GROUP_DELETED_MESSAGE };
}
