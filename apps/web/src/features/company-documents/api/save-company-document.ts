import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CompanyDocumentSavedAnswer,
  type companyDocumentBody,
  postAdminCompanyDocuments,
} from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** POST /api/admin/company/documents/{id} (M-029): the saved process comes back; the lists are read again. */
export const saveCompanyDocument = (
  documentId: number,
  body: z.output<typeof companyDocumentBody>,
): Promise<CompanyDocumentSavedAnswer> =>
  api.call(postAdminCompanyDocuments, { params: { document_id: documentId }, body });

export const useSaveCompanyDocument = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company-documents', 'save', documentId],
    mutationFn: (body: z.output<typeof companyDocumentBody>) => saveCompanyDocument(documentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-documents'] }),
  });
};
