import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyDocumentAnswer, getAdminCompanyDocuments } from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/documents/{document_id} (M-026): the process with the escalation contact choices. */
export const companyDocumentQueryKey = (documentId: number) => ['company-documents', documentId] as const;

export const getCompanyDocument = (documentId: number): Promise<CompanyDocumentAnswer> =>
  api.call(getAdminCompanyDocuments, { params: { document_id: documentId } });

export const useCompanyDocument = (documentId: number) =>
  useQuery(
    queryOptions({ queryKey: companyDocumentQueryKey(documentId), queryFn: () => getCompanyDocument(documentId) }),
  );
