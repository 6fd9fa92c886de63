import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyUserAnswer, getAdminCompanyUsers } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/users/{id} (M-019, M-020): the user (none for 0, a new user) and the role options. */
export const companyUserQueryKey = (userId: number) => ['companies', 'users', userId] as const;

export const getCompanyUser = (userId: number): Promise<CompanyUserAnswer> =>
  api.call(getAdminCompanyUsers, { params: { id: userId } });

export const useCompanyUser = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: companyUserQueryKey(userId), queryFn: () => getCompanyUser(userId), retry: false }),
  );
