import { superAdminCompaniesDocumentsSample } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';
import { companyKey } from './companies-keys';

/** S-039: GET /api/super_admin/companies/{id}/documents/{doc}/sample, the process as a partner's submit page reads it. */
export const useConsoleDocumentSample = (companyId: number, documentId: number) =>
  useSuperAdminQuery([...companyKey(companyId), 'processes', documentId, 'sample'], (signal) =>
    api.call(superAdminCompaniesDocumentsSample, { params: { id: companyId, doc: documentId }, signal }),
  );
