import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddGroupUserAnswer, adminPartnerGroupsUsersAdd } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/partner_groups/{id}/users/add/{userId} (M-044): answers the new access record. */
export const addGroupUser = (groupId: number, userId: number): Promise<AddGroupUserAnswer> =>
  api.call(adminPartnerGroupsUsersAdd, { params: { id: groupId, userId } });

export const useAddGroupUser = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'add-user', groupId],
    mutationFn: (userId: number) => addGroupUser(groupId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner-groups'] }),
  });
};
