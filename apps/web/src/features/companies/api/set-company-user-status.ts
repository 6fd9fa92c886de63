import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveStatus } from '@casebridge/contract/enums';
import { adminCompanyUsersStatus } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-company-users';

/**
 * POST /api/admin/company/users/{id}/status (M-023): Disable/Enable; the user and the list are read again. An error
 * shows as a warning (the query client's banner for a failed action, X-045).
 */
export const setCompanyUserStatus = (input: { id: number; status: ActiveStatus }) =>
  api.call(adminCompanyUsersStatus, { params: { id: input.id }, body: { status: input.status } });

export const useSetCompanyUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'user-status'],
    mutationFn: setCompanyUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
  });
};
