import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { superAdminSaveUserBody } from '@casebridge/contract/super-admin-users';
import type { SaveCompanyUserAnswer } from '@casebridge/contract/users';
import { postSuperAdminUsers } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';
import { superAdminUsersQueryKey } from './get-super-admin-user';

/** POST /api/super_admin/users/{id} (S-047): id 0 creates a user of body.company_id. */
export const saveSuperAdminUser = (input: {
  id: number;
  body: z.output<typeof superAdminSaveUserBody>;
}): Promise<SaveCompanyUserAnswer> => api.call(postSuperAdminUsers, { params: { id: input.id }, body: input.body });

export const useSaveSuperAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'user-save'],
    mutationFn: saveSuperAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminUsersQueryKey }),
  });
};
