import { useMutation } from '@tanstack/react-query';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import { usersDelete } from '@casebridge/contract/profile';
import { api } from '@/lib/api-client';

/** POST /api/users/delete (P-006): the user's own account, once they confirmed. */
export const deleteAccount = (): Promise<SuccessAnswer> => api.call(usersDelete, { body: { confirm: true } });

export const useDeleteAccount = () => useMutation({ mutationKey: ['profile', 'delete'], mutationFn: deleteAccount });
