import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveStatus } from '@casebridge/contract/enums';
import {
  superAdminCompaniesContactDocumentsDelete,
  superAdminCompaniesDelete,
  superAdminCompaniesStatus,
} from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { companiesKey, companyKey } from './companies-keys';

/** S-014, M-008: GET /api/super_admin/companies/{id}/status/{active|inactive}. */
export const useSetCompanyStatus = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ActiveStatus) => api.call(superAdminCompaniesStatus, { params: { id: companyId, status } }),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};

/**
 * S-014, M-008: GET /api/super_admin/companies/{id}/delete. The page leaves first, then forgets the company: read
 * again while its page is still open, the company would answer 404 and send the page back a second time.
 */
export const useDeleteCompany = (companyId: number) => {
  const queryClient = useQueryClient();
  return {
    ...useMutation({
      mutationFn: () => api.call(superAdminCompaniesDelete, { params: { id: companyId } }),
      meta: { showsOwnErrors: true },
    }),
    forget: () => {
      queryClient.removeQueries({ queryKey: companyKey(companyId) });
      return queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  };
};

/** S-026: GET /api/super_admin/companies/{id}/contact_documents/{doc}/delete; the panel reloads. */
export const useDeleteProcess = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      api.call(superAdminCompaniesContactDocumentsDelete, { params: { id: companyId, doc: documentId } }),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};
