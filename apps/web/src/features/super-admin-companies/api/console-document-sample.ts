import { documentSampleAnswer } from '@casebridge/contract/company-documents';
import { companyKey, useConsoleQuery } from './companies-keys';

/** S-039: GET /api/super_admin/companies/{id}/documents/{doc}/sample, the process as a partner's submit page reads it. */
export const useConsoleDocumentSample = (companyId: number, documentId: number) =>
  useConsoleQuery(
    [...companyKey(companyId), 'processes', documentId, 'sample'],
    `/${String(companyId)}/documents/${String(documentId)}/sample`,
    documentSampleAnswer,
  );
