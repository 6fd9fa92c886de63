import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminSearchCompany, type CompanySearchAnswer } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';

/** The console's company autocomplete (GET /api/super_admin/search/company, S-001): a partner or a sponsor to pick. */
export const useCompanySearch = (term: string) => {
  const trimmed = term.trim();
  return useQuery(
    queryOptions({
      queryKey: ['super-admin-groups', 'company-search', trimmed.toLowerCase()],
      queryFn: async (): Promise<CompanySearchAnswer['companies']> =>
        (await api.call(superAdminSearchCompany, { query: { q: trimmed } })).companies,
      enabled: trimmed.length >= 2,
      placeholderData: keepPreviousData,
    }),
  );
};
