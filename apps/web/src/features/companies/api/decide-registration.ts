import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { ApprovalAction } from '@casebridge/contract/registration';
import { companyRegistrationDecisionEndpoints } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { companyUsersQueryKey } from './get-company-users';
import { registrationQueueQueryKey } from './get-registration-queue';

/**
 * GET /api/admin/company/registration/{id}/approve or /reject (M-018): the queue (and the users, where an approved
 * registrant now shows as active) is read again afterwards, whatever the answer.
 */
export const decideRegistration = (input: { id: number; action: ApprovalAction }): Promise<SuccessAnswer> =>
  api.call(companyRegistrationDecisionEndpoints[input.action], { params: { id: input.id } });

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
