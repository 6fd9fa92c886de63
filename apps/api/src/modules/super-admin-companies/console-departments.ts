import {
  DEPARTMENT_GROUP_MESSAGE,
  DEPARTMENT_NOT_FOUND_MESSAGE,
  DEPARTMENT_PROCESS_MESSAGE,
  DEPARTMENT_SAVED_MESSAGE,
  departmentDeletedMessage,
  type departmentBody,
  type DepartmentSavedAnswer,
} from '@casebridge/contract/super-admin-departments';
import type { SuperAdminDepartment } from '@casebridge/contract/super-admin-companies';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { readCompanyChoices } from '../company-documents/read-company-choices.ts';
import { deleteDepartment, insertDepartment, updateDepartment } from './department-writer.ts';
import { requireCompany } from './get-console-company.ts';
import { findDepartmentsOfCompany, findDocumentNames } from './super-admin-companies-repository.ts';

type DepartmentRow = Awaited<ReturnType<typeof findDepartmentsOfCompany>>[number];

/** A department as the console's screens read it (S-022). */
export const toConsoleDepartment = (row: DepartmentRow): SuperAdminDepartment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  community_id: row.communityId,
  community_name: row.communityName,
  contact_document_id: row.contactDocumentId,
  contact_document_name: row.contactDocumentName,
  status: row.status,
});

/**
 * S-023: POST /api/super_admin/companies/{company_id}/departments/{department_id}, one row of the departments screen
 * saved (0 adds one). Its group must be one the company belongs to and its process one of the company's, else the
 * field map; a department of another company is not found. Audit-logged.
 */
export async function saveConsoleDepartment(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  departmentId: number,
  body: z.output<typeof departmentBody>,
): Promise<DepartmentSavedAnswer> {
  const admin = requireSuperAdmin(actor);
  await requireCompany(deps, companyId);
  const [{ communities: groups }, processes] = await Promise.all([
    readCompanyChoices(deps, companyId),
    findDocumentNames(deps.db, companyId),
  ]);
  const errors: FieldErrors = {};
  if (body.community_id !== null && !groups.some((group) => group.id === body.community_id))
    errors.community_id = [DEPARTMENT_GROUP_MESSAGE];
  if (body.contact_document_id !== null && !processes.some((process) => process.id === body.contact_document_id))
    errors.contact_document_id = [DEPARTMENT_PROCESS_MESSAGE];
  const [first] = Object.values(errors);
  if (first?.[0] !== undefined) throw new AppError('validation', first[0], errors);

  const columns = {
    name: body.name,
    description: body.description,
    communityId: body.community_id,
    contactDocumentId: body.contact_document_id,
    status: body.status,
  };
  const savedId = await deps.db.transaction(async (tx) => {
    const id =
      departmentId === 0
        ? await insertDepartment(tx, companyId, columns)
        : await updateDepartment(tx, companyId, departmentId, columns);
    if (id === null) throw notFound(DEPARTMENT_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: departmentId === 0 ? 'department.create' : 'department.update',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { department_id: id, name: body.name, status: body.status },
    });
    return id;
  });
  const saved = (await findDepartmentsOfCompany(deps.db, companyId, false)).find((row) => row.id === savedId);
  if (!saved) throw notFound(DEPARTMENT_NOT_FOUND_MESSAGE);
  return { message: DEPARTMENT_SAVED_MESSAGE, department: toConsoleDepartment(saved) };
}

/** S-024: GET /api/super_admin/departments/{id}/delete, after the screen's confirmation. Audit-logged. */
export async function deleteConsoleDepartment(
  deps: AppDeps,
  actor: Actor | null,
  departmentId: number,
): Promise<{ message: string }> {
  const admin = requireSuperAdmin(actor);
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await deleteDepartment(tx, departmentId);
    if (!row) throw notFound(DEPARTMENT_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'department.delete',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: row.companyId,
      details: { department_id: row.id, name: row.name },
    });
    return row;
  });
  return { message: departmentDeletedMessage(deleted.name) };
}
