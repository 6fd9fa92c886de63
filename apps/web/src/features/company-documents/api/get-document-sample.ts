import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DocumentSampleAnswer, adminCompanyDocumentsSample } from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/documents/{id}/sample (M-031): the process as a partner's submit page reads it. */
export const documentSampleQueryKey = (documentId: number) => ['company-documents', documentId, 'sample'] as const;

export const getDocumentSample = (documentId: number): Promise<DocumentSampleAnswer> =>
  api.call(adminCompanyDocumentsSample, { params: { id: documentId } });

export const useDocumentSample = (documentId: number) =>
  useQuery(
    queryOptions({ queryKey: documentSampleQueryKey(documentId), queryFn: () => getDocumentSample(documentId) }),
  );
