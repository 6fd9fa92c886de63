import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { adminCompanyPartnerGroupsDocumentsDelete } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

/** GET /api/admin/company/partner_groups/{id}/documents/{docId}/delete (M-041); the list reloads after. */
export const deleteGroupDocument = (groupId: number, documentId: number): Promise<MessageBody> =>
  api.call(adminCompanyPartnerGroupsDocumentsDelete, { params: { id: groupId, docId: documentId } });

export const useDeleteGroupDocument = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'delete-document', groupId],
    mutationFn: (documentId: number) => deleteGroupDocument(groupId, documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(groupId) }),
  });
};
