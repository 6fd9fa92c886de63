import type { AppDeps } from '../../app-deps.ts';
import { findCompanyCommunities, findCompanyDepartmentNames } from './company-documents-repository.ts';

/**
 * The departments and the groups of a company by name (a process's or a department's choices), for a caller already
 * authorised for the company (the console's docs_and_depts, S-022).
 */
export async function readCompanyChoices(deps: AppDeps, companyId: number) {
  const [departments, communities] = await Promise.all([
    findCompanyDepartmentNames(deps.db, companyId),
    findCompanyCommunities(deps.db, companyId),
  ]);
  return { departments, communities };
}
