import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successAnswer } from '@casebridge/contract/auth';
import type { ActiveStatus } from '@casebridge/contract/enums';
import type { SuperAdminPasswordBody } from '@casebridge/contract/super-admin-users';
import { companyUserStatusAnswer } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { superAdminUsersQueryKey } from './get-super-admin-user';

/**
 * S-048: POST /api/super_admin/users/{id}/status (Disable/Enable) and GET .../delete; the users are read again. An
 * error shows as a warning (the query client's banner for a failed action, X-045).
 */
export const useSetSuperAdminUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'user-status'],
    mutationFn: (input: { id: number; status: ActiveStatus }) =>
      api.request(`/super_admin/users/${String(input.id)}/status`, {
        method: 'POST',
        body: { status: input.status },
        schema: companyUserStatusAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: superAdminUsersQueryKey }),
  });
};

export const useDeleteSuperAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'user-delete'],
    mutationFn: (id: number) => api.request(`/super_admin/users/${String(id)}/delete`, { schema: successAnswer }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...superAdminUsersQueryKey, id] });
    },
  });
};

/** S-049: POST /api/super_admin/users/{id}/password. */
export const useSetSuperAdminUserPassword = () =>
  useMutation({
    mutationKey: ['super_admin', 'user-password'],
    mutationFn: (input: { id: number; body: SuperAdminPasswordBody }) =>
      api.request(`/super_admin/users/${String(input.id)}/password`, {
        method: 'POST',
        body: input.body,
        schema: successAnswer,
      }),
  });
