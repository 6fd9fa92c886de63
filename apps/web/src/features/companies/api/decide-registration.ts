import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successAnswer, type SuccessAnswer } from '@casebridge/contract/auth';
import type { ApprovalAction } from '@casebridge/contract/registration';
import { api } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-company-users';
import { registrationQueueQueryKey } from './get-registration-queue';

/**
 * GET /api/admin/company/registration/{id}/approve or /reject (M-018): the queue (and the users, where an approved
 * registrant now shows as active) is read again afterwards, whatever the answer.
 */
export const decideRegistration = (input: { id: number; action: ApprovalAction }): Promise<SuccessAnswer> =>
  api.request(`/admin/company/registration/${String(input.id)}/${input.action}`, { schema: successAnswer });

export const useDecideRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'registration-decision'],
    mutationFn: decideRegistration,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
      ]),
  });
};
