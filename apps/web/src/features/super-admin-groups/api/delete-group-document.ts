import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { superAdminGroupsDocumentsDelete } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

/** GET /api/super_admin/groups/{id}/documents/{doc}/delete (S-061); the list reloads after. */
export const deleteGroupDocument = (id: number, documentId: number): Promise<MessageBody> =>
  api.call(superAdminGroupsDocumentsDelete, { params: { id, doc: documentId } });

export const useDeleteGroupDocument = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'delete-document', id],
    mutationFn: (documentId: number) => deleteGroupDocument(id, documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(id) }),
  });
};
