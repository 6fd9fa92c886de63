import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LimitedDocumentAnswer, adminCompanyDocumentsLimited } from '@casebridge/contract/company-documents';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/documents/limited (M-032): the company's process, read-only. */
export const limitedDocumentQueryKey = ['company-documents', 'limited'] as const;

export const getLimitedDocument = (): Promise<LimitedDocumentAnswer> => api.call(adminCompanyDocumentsLimited);

export const useLimitedDocument = () =>
  useQuery(queryOptions({ queryKey: limitedDocumentQueryKey, queryFn: getLimitedDocument }));
