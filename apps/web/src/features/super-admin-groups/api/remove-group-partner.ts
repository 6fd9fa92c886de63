import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { superAdminGroupsPartnersRemove } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { groupPartnersQueryKey } from './get-group-partners';
import { groupsQueryKey } from './get-groups';

/** GET /api/super_admin/groups/{id}/partners/{pid}/remove (S-059); the list reloads after. */
export const removeGroupPartner = (id: number, partnerId: number): Promise<MessageBody> =>
  api.call(superAdminGroupsPartnersRemove, { params: { id, pid: partnerId } });

export const useRemoveGroupPartner = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'remove-partner', id],
    mutationFn: (partnerId: number) => removeGroupPartner(id, partnerId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: groupPartnersQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
  });
};
