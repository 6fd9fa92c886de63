import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSuperAdminFormDesignerSwitch } from '@casebridge/contract/process-forms';
import type { SuperAdminCompany } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { putAnswer } from '@/lib/query-client';
import { companyKey } from './companies-keys';

/**
 * Issue 25 (ADR 53): POST /api/super_admin/companies/{id}/form_designer, the company's admins' own designer. The
 * company's cached record takes the saved value (no reload: the company form around the switch keeps what is typed).
 */
export const useSetFormDesigner = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.call(postSuperAdminFormDesignerSwitch, { params: { id: companyId }, body: { enabled } }),
    onSuccess: (answer) =>
      putAnswer<{ company: SuperAdminCompany }>(queryClient, companyKey(companyId), (old) =>
        old ? { company: { ...old.company, form_designer: answer.enabled } } : old,
      ),
  });
};
