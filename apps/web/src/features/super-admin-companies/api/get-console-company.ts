import { getSuperAdminCompanies } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';
import { companyKey } from './companies-keys';

/** S-012, S-013: GET /api/super_admin/companies/{id} (none for 0, a new company). */
export const useConsoleCompany = (companyId: number) =>
  useSuperAdminQuery(
    companyKey(companyId),
    (signal) => api.call(getSuperAdminCompanies, { params: { id: companyId }, signal }),
    { enabled: companyId > 0 },
  );
