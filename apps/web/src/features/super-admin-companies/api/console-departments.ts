import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { superAdminCompaniesDocsAndDepts } from '@casebridge/contract/super-admin-companies';
import {
  postSuperAdminCompaniesDepartments,
  superAdminDepartmentsDelete,
  type departmentBody,
} from '@casebridge/contract/super-admin-departments';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';
import { companyKey } from './companies-keys';

/** S-022: GET .../docs_and_depts, the groups and processes a department row may choose. */
export const useDepartmentChoices = (companyId: number) =>
  useSuperAdminQuery([...companyKey(companyId), 'docs_and_depts'], (signal) =>
    api.call(superAdminCompaniesDocsAndDepts, { params: { id: companyId }, signal }),
  );

/** S-023: POST /api/super_admin/companies/{company_id}/departments/{department_id} (0 adds one); the lists reload. */
export const useSaveDepartment = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, body }: { departmentId: number; body: z.output<typeof departmentBody> }) =>
      api.call(postSuperAdminCompaniesDepartments, { params: { id: companyId, department_id: departmentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
};

/** S-024: GET /api/super_admin/departments/{id}/delete, after the confirmation; the lists reload. */
export const useDeleteDepartment = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => api.call(superAdminDepartmentsDelete, { params: { id: departmentId } }),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
};
