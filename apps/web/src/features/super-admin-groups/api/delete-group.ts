import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { superAdminGroupsDelete } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { groupsQueryKey } from './get-groups';

/** GET /api/super_admin/groups/{id}/delete (S-051); the list reloads after. */
export const deleteGroup = (id: number): Promise<MessageBody> => api.call(superAdminGroupsDelete, { params: { id } });

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'delete'],
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
};
