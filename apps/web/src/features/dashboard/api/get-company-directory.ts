import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyDirectoryAnswer, callerCompanyDirectory } from '@casebridge/contract/directory';
import { api } from '@/lib/api-client';

/** GET /api/caller/company_directory (D-003): the network's partners with has_access; a limited member's only. */
export const companyDirectoryQueryKey = ['dashboard', 'company-directory'] as const;

export const getCompanyDirectory = (): Promise<CompanyDirectoryAnswer> => api.call(callerCompanyDirectory);

export const useCompanyDirectory = () =>
  useQuery(queryOptions({ queryKey: companyDirectoryQueryKey, queryFn: getCompanyDirectory, staleTime: 5 * 60_000 }));
