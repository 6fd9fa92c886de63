import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveStatus } from '@casebridge/contract/enums';
import type { SuperAdminPasswordBody } from '@casebridge/contract/super-admin-users';
import {
  superAdminUsersDelete,
  superAdminUsersPassword,
  superAdminUsersStatus,
} from '@casebridge/contract/super-admin-users';
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
      api.call(superAdminUsersStatus, { params: { id: input.id }, body: { status: input.status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: superAdminUsersQueryKey }),
  });
};

export const useDeleteSuperAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'user-delete'],
    mutationFn: (id: number) => api.call(superAdminUsersDelete, { params: { id } }),
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
      api.call(superAdminUsersPassword, { params: { id: input.id }, body: input.body }),
  });
