import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type MessageBody } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups/{id}/users/{userId}/delete (M-045); the list reloads after. */
export const removeGroupUser = (groupId: number, userId: number): Promise<MessageBody> =>
  api.request(`/admin/company/partner_groups/${String(groupId)}/users/${String(userId)}/delete`, {
    schema: messageSchema,
  });

export const useRemoveGroupUser = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'remove-user', groupId],
    mutationFn: (userId: number) => removeGroupUser(groupId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partner-groups'] }),
  });
};
