import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySearchAnswer, userSearchAnswer } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';

/** S-001: GET /api/super_admin/search/company, from 2 characters. */
export const useCompanySearch = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin', 'search', 'company', q] as const,
      queryFn: ({ signal }) =>
        api.request(`/super_admin/search/company?${new URLSearchParams({ q }).toString()}`, {
          schema: companySearchAnswer,
          signal,
        }),
      enabled: q.length >= 2,
    }),
  );

/** S-001: GET /api/super_admin/search/user, from 2 characters. */
export const useUserSearch = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin', 'search', 'user', q] as const,
      queryFn: ({ signal }) =>
        api.request(`/super_admin/search/user?${new URLSearchParams({ q }).toString()}`, {
          schema: userSearchAnswer,
          signal,
        }),
      enabled: q.length >= 2,
    }),
  );
