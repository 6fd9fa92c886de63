import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentSampleAnswer, type DocumentSampleAnswer } from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/documents/{id}/sample (M-031): the process as a partner's submit page reads it. */
export const documentSampleQueryKey = (documentId: number) => ['company-documents', documentId, 'sample'] as const;

export const getDocumentSample = (documentId: number): Promise<DocumentSampleAnswer> =>
  api.request(`/admin/company/documents/${String(documentId)}/sample`, { schema: documentSampleAnswer });

export const useDocumentSample = (documentId: number) =>
  useQuery(
    queryOptions({ queryKey: documentSampleQueryKey(documentId), queryFn: () => getDocumentSample(documentId) }),
  );
