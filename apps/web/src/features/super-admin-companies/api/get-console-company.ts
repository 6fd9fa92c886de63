import { superAdminCompanyAnswer } from '@casebridge/contract/super-admin-companies';
import { companyKey, useConsoleQuery } from './companies-keys';

/** S-012, S-013: GET /api/super_admin/companies/{id} (none for 0, a new company). */
export const useConsoleCompany = (companyId: number) =>
  useConsoleQuery(companyKey(companyId), `/${String(companyId)}`, superAdminCompanyAnswer, {
    enabled: companyId > 0,
  });
