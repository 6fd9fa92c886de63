import {
  DEPARTMENT_NOT_OF_COMPANY_MESSAGE,
  DEPARTMENT_REQUIRED_MESSAGE,
  DOCUMENT_NOT_OF_COMPANY_MESSAGE,
} from '@casebridge/contract/super-admin-groups';
import type { DbOrTx } from '../../db/client.ts';
import type { FieldErrors } from '../../lib/app-error.ts';
import { findCompanyDepartments, findCompanyDocuments } from './super-admin-groups-repository.ts';

/**
 * S-058, 3 §5: a company's department must be chosen when the company has departments, and the department and the
 * process must be the company's. Answers the field map of what does not fit.
 */
export async function checkCompanyChoices(
  db: DbOrTx,
  companyId: number,
  choice: { department_id: number | null; document_id: number | null },
  options: { departmentRequired: boolean },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [departments, documents] = await Promise.all([
    findCompanyDepartments(db, companyId),
    findCompanyDocuments(db, companyId),
  ]);
  if (choice.department_id === null) {
    if (options.departmentRequired && departments.length > 0) errors.department_id = [DEPARTMENT_REQUIRED_MESSAGE];
  } else if (!departments.some((d) => d.id === choice.department_id))
    errors.department_id = [DEPARTMENT_NOT_OF_COMPANY_MESSAGE];
  if (choice.document_id !== null && !documents.some((d) => d.id === choice.document_id))
    errors.document_id = [DOCUMENT_NOT_OF_COMPANY_MESSAGE];
  return errors;
}
