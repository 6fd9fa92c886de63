import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminSearchCompany, superAdminSearchUser } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';

/** S-001: GET /api/super_admin/search/company, from 2 characters. */
export const useCompanySearch = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin', 'search', 'company', q] as const,
      queryFn: ({ signal }) => api.call(superAdminSearchCompany, { query: { q }, signal }),
      enabled: q.length >= 2,
    }),
  );

/** S-001: GET /api/super_admin/search/user, from 2 characters. */
export const useUserSearch = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin', 'search', 'user', q] as const,
      queryFn: ({ signal }) => api.call(superAdminSearchUser, { query: { q }, signal }),
      enabled: q.length >= 2,
    }),
  );
