import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GROUP_DOCUMENT_FILE_FIELD,
  uploadGroupDocumentAnswer,
  type UploadGroupDocumentAnswer,
} from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';
import { groupDocumentsQueryKey } from './get-group-documents';

export type GroupDocumentInput = {
  name: string;
  company_id: number;
  document_type: 'file' | 'url';
  url: string;
  file: File | null;
};

/** POST /api/admin/company/partner_groups/{id}/documents/upload (M-040): multipart; the list reloads after. */
export const uploadGroupDocument = (groupId: number, input: GroupDocumentInput): Promise<UploadGroupDocumentAnswer> => {
  const form = new FormData();
  form.append('name', input.name);
  form.append('company_id', String(input.company_id));
  form.append('document_type', input.document_type);
  if (input.document_type === 'url') form.append('url', input.url);
  if (input.document_type === 'file' && input.file) form.append(GROUP_DOCUMENT_FILE_FIELD, input.file);
  return api.request(`/admin/company/partner_groups/${String(groupId)}/documents/upload`, {
    method: 'POST',
    body: form,
    schema: uploadGroupDocumentAnswer,
  });
};

export const useUploadGroupDocument = (groupId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-groups', 'upload-document', groupId],
    mutationFn: (input: GroupDocumentInput) => uploadGroupDocument(groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupDocumentsQueryKey(groupId) }),
  });
};
