import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type MessageBody } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';
import { groupsQueryKey } from './get-groups';

/** GET /api/super_admin/groups/{id}/delete (S-051); the list reloads after. */
export const deleteGroup = (id: number): Promise<MessageBody> =>
  api.request(`/super_admin/groups/${String(id)}/delete`, { schema: messageSchema });

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'delete'],
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
};
