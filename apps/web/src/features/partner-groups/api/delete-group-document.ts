import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type MessageBody } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

/** GET /api/admin/company/partner_groups/{id}/documents/{docId}/delete (M-041); the list reloads after. */
export const deleteGroupDocument = (groupId: number, documentId: number): Promise<MessageBody> =>
  api.request(`/admin/company/partner_groups/${String(groupId)}/documents/${String(documentId)}/delete`, {
    schema: messageSchema,
  });

export const useDeleteGroupDocument = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'delete-document', groupId],
    mutationFn: (documentId: number) => deleteGroupDocument(groupId, documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(groupId) }),
  });
};
