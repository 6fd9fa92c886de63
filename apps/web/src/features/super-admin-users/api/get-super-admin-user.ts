import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSuperAdminUsers, type SuperAdminUserAnswer } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** GET /api/super_admin/users/{id} (S-046): the user, their group access and their company's groups. */
export const superAdminUsersQueryKey = ['super_admin', 'users'] as const;
export const superAdminUserQueryKey = (id: number) => [...superAdminUsersQueryKey, id] as const;

export const getSuperAdminUser = (id: number): Promise<SuperAdminUserAnswer> =>
  api.call(getSuperAdminUsers, { params: { id } });

/** super-admin calls wait for the access token and are never sent without it. */
export const useSuperAdminUser = (id: number) => {
  const token = useToken();
  return useQuery({
    ...queryOptions({ queryKey: superAdminUserQueryKey(id), queryFn: () => getSuperAdminUser(id), retry: false }),
    enabled: token !== null && id > 0,
  });
};
