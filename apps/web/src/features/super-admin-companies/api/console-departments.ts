import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageSchema } from '@casebridge/contract/errors';
import { docsAndDeptsAnswer } from '@casebridge/contract/super-admin-companies';
import { departmentSavedAnswer, type departmentBody } from '@casebridge/contract/super-admin-departments';
import { api } from '@/lib/api-client';
import { companyKey, useConsoleQuery } from './companies-keys';

/** S-022: GET .../docs_and_depts, the groups and processes a department row may choose. */
export const useDepartmentChoices = (companyId: number) =>
  useConsoleQuery(
    [...companyKey(companyId), 'docs_and_depts'],
    `/${String(companyId)}/docs_and_depts`,
    docsAndDeptsAnswer,
  );

/** S-023: POST /api/super_admin/companies/{company_id}/departments/{department_id} (0 adds one); the lists reload. */
export const useSaveDepartment = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, body }: { departmentId: number; body: z.output<typeof departmentBody> }) =>
      api.request(`/super_admin/companies/${String(companyId)}/departments/${String(departmentId)}`, {
        method: 'POST',
        body,
        schema: departmentSavedAnswer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
};

/** S-024: GET /api/super_admin/departments/{id}/delete, after the confirmation; the lists reload. */
export const useDeleteDepartment = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) =>
      api.request(`/super_admin/departments/${String(departmentId)}/delete`, { schema: messageSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
};
