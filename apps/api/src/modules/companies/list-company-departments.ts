import type { CompanyDepartment } from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireAccess } from '../access/require-access.ts';
import { findCompanyDepartments } from './companies-repository.ts';

/** M-004: GET /api/admin/company/{id}/departments, the departments of the admin's own company. */
export async function listCompanyDepartments(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ departments: CompanyDepartment[] }> {
  await requireAccess(deps.db, actor, 'company.read', [companyId]);
  return { departments: await findCompanyDepartments(deps.db, companyId) };
}
