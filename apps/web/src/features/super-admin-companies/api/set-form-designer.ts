import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSuperAdminFormDesignerSwitch } from '@casebridge/contract/process-forms';
import { api } from '@/lib/api-client';
import { companiesKey } from './companies-keys';

/** Issue 25 (ADR 53): POST /api/super_admin/companies/{id}/form_designer, the company's admins' own designer. */
export const useSetFormDesigner = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.call(postSuperAdminFormDesignerSwitch, { params: { id: companyId }, body: { enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};
