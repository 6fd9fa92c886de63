import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { adminCompanyPartnerGroupsUsersDelete } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups/{id}/users/{userId}/delete (M-045); the list reloads after. */
export const removeGroupUser = (groupId: number, userId: number): Promise<MessageBody> =>
  api.call(adminCompanyPartnerGroupsUsersDelete, { params: { id: groupId, userId } });

export const useRemoveGroupUser = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'remove-user', groupId],
    mutationFn: (userId: number) => removeGroupUser(groupId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partner-groups'] }),
  });
};
