import {
  COMPANY_DELETED_MESSAGE,
  COMPANY_HAS_CASES_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_SPONSORS_GROUP_MESSAGE,
} from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { countCompanyCases, countSponsoredGroups, findCompanyFileKeys } from './super-admin-companies-repository.ts';
import { deleteCompany, updateCompany } from '../companies/company-writer.ts';

/**
 * S-014, M-008: GET /api/super_admin/companies/{id}/delete (ADR 28). A company that sent or received a case is
 * not deleted (409): its partners' cases would go with it; disabling it is the way. A company that sponsors a group
 * is not deleted either (409). Otherwise the company goes with everything that is its own (users, departments,
 * processes, relations, notes, favourites, registration settings: the foreign keys cascade) in one transaction that
 * holds its row, the deletion is audited, and its stored files are removed once it has committed.
 */
export async function deleteConsoleCompany(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ success: true; message: string }> {
  const admin = requireSuperAdmin(actor);
  const fileKeys = await deps.db.transaction(async (tx) => {
    // Locks the company's row: a case sent to it meanwhile waits for this transaction (its key references the row).
    if (!(await updateCompany(tx, companyId, {}))) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    if ((await countCompanyCases(tx, companyId)) > 0) throw conflict(COMPANY_HAS_CASES_MESSAGE);
    if ((await countSponsoredGroups(tx, companyId)) > 0) throw conflict(COMPANY_SPONSORS_GROUP_MESSAGE);
    const keys = await findCompanyFileKeys(tx, companyId);
    const deleted = await deleteCompany(tx, companyId);
    if (!deleted) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'company.deleted',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      // The company row is gone: the entry names it in its details.
      companyId: null,
      details: { company_id: deleted.id, name: deleted.name, slug: deleted.slug },
    });
    return keys;
  });
  await Promise.all(fileKeys.map((key) => deps.files.delete(key)));
  return { success: true, message: COMPANY_DELETED_MESSAGE };
}
