import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  superAdminGroupsPartnersAdd,
  type AddGroupPartnerAnswer,
  type AddGroupPartnerBody,
} from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { groupPartnersQueryKey } from './get-group-partners';
import { groupsQueryKey } from './get-groups';

/** POST /api/super_admin/groups/{id}/partners/add (S-058) {company_id, document_id, department_id}. */
export const addGroupPartner = (id: number, body: AddGroupPartnerBody): Promise<AddGroupPartnerAnswer> =>
  api.call(superAdminGroupsPartnersAdd, { params: { id }, body });

export const useAddGroupPartner = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'add-partner', id],
    mutationFn: (body: AddGroupPartnerBody) => addGroupPartner(id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupPartnersQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
  });
};
