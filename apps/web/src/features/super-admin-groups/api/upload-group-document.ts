import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadGroupDocumentAnswer } from '@casebridge/contract/partner-groups';
import { superAdminGroupsDocumentsUpload } from '@casebridge/contract/super-admin-groups';
import { groupDocumentFormData, type GroupDocumentInput } from '@/components/group-document-upload-modal';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

/** POST /api/super_admin/groups/{id}/documents/upload (S-060): multipart; the list reloads after. */
export const uploadGroupDocument = (id: number, input: GroupDocumentInput): Promise<UploadGroupDocumentAnswer> =>
  api.call(superAdminGroupsDocumentsUpload, { params: { id }, body: groupDocumentFormData(input) });

export const useUploadGroupDocument = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'upload-document', id],
    mutationFn: (input: GroupDocumentInput) => uploadGroupDocument(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(id) }),
  });
};
