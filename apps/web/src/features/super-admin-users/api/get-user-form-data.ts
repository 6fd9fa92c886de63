import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminUsersFormData } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** GET /api/super_admin/users/form_data/{company_id} (S-046): the countries, the roles and the company. */
export const userFormDataQueryKey = (companyId: number) => ['super_admin', 'users', 'form_data', companyId] as const;

/** waits for the access token; no company (a super admin's page), no call. */
export const useUserFormData = (companyId: number | null) => {
  const token = useToken();
  return useQuery({
    ...queryOptions({
      queryKey: userFormDataQueryKey(companyId ?? 0),
      queryFn: ({ signal }) => api.call(superAdminUsersFormData, { params: { company_id: companyId ?? 0 }, signal }),
      staleTime: 60_000,
    }),
    enabled: token !== null && companyId !== null && companyId > 0,
  });
};
