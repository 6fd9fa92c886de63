import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyUserRow, adminCompanyUsers } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/users (M-009, M-015): the users of the admin's company. */
export const companyUsersQueryKey = ['companies', 'users'] as const;

export const getCompanyUsers = async (): Promise<CompanyUserRow[]> => (await api.call(adminCompanyUsers)).users;

export const useCompanyUsers = () =>
  useQuery(queryOptions({ queryKey: companyUsersQueryKey, queryFn: getCompanyUsers }));
