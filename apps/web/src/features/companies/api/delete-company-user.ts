import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import { adminCompanyUsersDelete } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-company-users';

/**
 * GET /api/admin/company/users/{id}/delete (M-017): the list is read again afterwards; an error shows as a warning
 * (the query client's banner for a failed action, X-045).
 */
export const deleteCompanyUser = (id: number): Promise<SuccessAnswer> =>
  api.call(adminCompanyUsersDelete, { params: { id } });

export const useDeleteCompanyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'user-delete'],
    mutationFn: deleteCompanyUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
  });
};
