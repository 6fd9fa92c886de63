import { useMutation } from '@tanstack/react-query';
import { successAnswer, type SuccessAnswer } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** POST /api/users/delete (P-006): the user's own account, once they confirmed. */
export const deleteAccount = (): Promise<SuccessAnswer> =>
  api.request('/users/delete', { method: 'POST', body: { confirm: true }, schema: successAnswer });

export const useDeleteAccount = () => useMutation({ mutationKey: ['profile', 'delete'], mutationFn: deleteAccount });
