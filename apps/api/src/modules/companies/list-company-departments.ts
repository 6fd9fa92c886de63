import type { CompanyDepartment } from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findCompanyDepartments } from './companies-repository.ts';
import { requireOwnCompany } from './require-own-company.ts';

/** M-004: GET /api/admin/company/{id}/departments, the departments of the admin's own company. */
export async function listCompanyDepartments(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ departments: CompanyDepartment[] }> {
  const admin = requireCompanyAdmin(actor);
  return { departments: await findCompanyDepartments(deps.db, requireOwnCompany(admin, companyId)) };
}
