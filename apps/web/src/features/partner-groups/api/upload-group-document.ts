import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type UploadGroupDocumentAnswer,
  adminCompanyPartnerGroupsDocumentsUpload,
} from '@casebridge/contract/partner-groups';
import { groupDocumentFormData, type GroupDocumentInput } from '@/components/group-document-upload-modal';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

/** POST /api/admin/company/partner_groups/{id}/documents/upload (M-040): multipart; the list reloads after. */
export const uploadGroupDocument = (groupId: number, input: GroupDocumentInput): Promise<UploadGroupDocumentAnswer> =>
  api.call(adminCompanyPartnerGroupsDocumentsUpload, { params: { id: groupId }, body: groupDocumentFormData(input) });

export const useUploadGroupDocument = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'upload-document', groupId],
    mutationFn: (input: GroupDocumentInput) => uploadGroupDocument(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(groupId) }),
  });
};
