import {
  PROCESS_DELETED_MESSAGE,
  PROCESS_HAS_CASES_MESSAGE,
  PROCESS_NOT_FOUND_MESSAGE,
  type ProcessNote,
} from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { toProcessNote } from './company-panels.ts';
import {
  countProcessCases,
  findCompanyProcess,
  findProcessFileKeys,
  findProcessNotes,
} from './super-admin-companies-repository.ts';
import { deleteProcessRow } from '../company-documents/process-writer.ts';

/** S-025: GET .../contact_documents/{doc}/notes, the internal notes member companies keep on the company's process. */
export async function listProcessNotes(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  documentId: number,
): Promise<{ notes: ProcessNote[] }> {
  requireSuperAdmin(actor);
  if (!(await findCompanyProcess(deps.db, companyId, documentId))) throw notFound(PROCESS_NOT_FOUND_MESSAGE);
  return { notes: (await findProcessNotes(deps.db, documentId)).map(toProcessNote) };
}

/**
 * S-026: GET .../contact_documents/{doc}/delete (ADR 28). A process that cases were sent to is kept (409): the
 * cases read their form and escalation instructions from its versions (ADR 25); rejecting it hides it instead. Any
 * other process goes with its versions, files, notes and favourites; departments and relations that pointed at it
 * keep no process. Audited; its files are removed once the deletion has committed.
 */
export async function deleteCompanyProcess(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  documentId: number,
): Promise<{ success: true; message: string }> {
  const admin = requireSuperAdmin(actor);
  const fileKeys = await deps.db.transaction(async (tx) => {
    const process = await findCompanyProcess(tx, companyId, documentId);
    if (!process) throw notFound(PROCESS_NOT_FOUND_MESSAGE);
    if ((await countProcessCases(tx, documentId)) > 0) throw conflict(PROCESS_HAS_CASES_MESSAGE);
    const keys = await findProcessFileKeys(tx, documentId);
    await deleteProcessRow(tx, documentId);
    await writeAuditLog(tx, {
      action: 'process.deleted',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { contact_document_id: process.id, name: process.name },
    });
    return keys;
  });
  await Promise.all(fileKeys.map((key) => deps.files.delete(key)));
  return { success: true, message: PROCESS_DELETED_MESSAGE };
}
