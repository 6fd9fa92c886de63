import { CASE_DELETED_MESSAGE } from '@casebridge/contract/escalation';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { CASE_NOT_FOUND_MESSAGE } from '../access/require-access.ts';
import { deleteCaseById } from './escalation-repository.ts';

/**
 * S-007: GET /api/super_admin/escalation/{id}/delete. The case goes with its responses, notes, files and events,
 * written to the audit log; its stored files are removed once the deletion has committed.
 */
export async function deleteEscalationCase(
  deps: AppDeps,
  actor: Actor | null,
  caseId: number,
): Promise<{ message: string }> {
  const admin = requireSuperAdmin(actor);
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await deleteCaseById(tx, caseId);
    if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'case.deleted',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: row.submitCompanyId,
      details: { case_id: row.id, internal_case_number: row.internalCaseNumber },
    });
    return row;
  });
  await Promise.all(deleted.fileKeys.map((key) => deps.files.delete(key)));
  return { message: CASE_DELETED_MESSAGE };
}
