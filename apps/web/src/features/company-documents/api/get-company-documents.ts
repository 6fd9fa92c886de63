import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyDocumentRow, adminCompanyDocuments } from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/documents (M-025): the processes of the admin's company. */
export const companyDocumentsQueryKey = ['company-documents', 'list'] as const;

export const getCompanyDocuments = async (): Promise<CompanyDocumentRow[]> =>
  (await api.call(adminCompanyDocuments)).documents;

export const useCompanyDocuments = () =>
  useQuery(queryOptions({ queryKey: companyDocumentsQueryKey, queryFn: getCompanyDocuments }));
