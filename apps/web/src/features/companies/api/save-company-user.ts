import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type SaveCompanyUserAnswer,
  type saveCompanyUserBody,
  postAdminCompanyUsers,
} from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-company-users';

/** POST /api/admin/company/users/{id} (M-022): id 0 creates; the users are read again. */
export const saveCompanyUser = (input: {
  id: number;
  body: z.output<typeof saveCompanyUserBody>;
}): Promise<SaveCompanyUserAnswer> => api.call(postAdminCompanyUsers, { params: { id: input.id }, body: input.body });

export const useSaveCompanyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'user-save'],
    mutationFn: saveCompanyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
  });
};
