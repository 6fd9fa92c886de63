import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaseActionAnswer, type UpdateEngineerBody, callerCaseUpdateSubmission } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';
import { caseDetailsQueryKey } from './get-case-details';

/** POST /api/caller/case/{token}/update-submission (C-051): the submitting engineer and internal case number. */
export const updateCaseSubmission = (token: string, body: UpdateEngineerBody): Promise<CaseActionAnswer> =>
  api.call(callerCaseUpdateSubmission, { params: { token }, body });

export const useUpdateCaseSubmission = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', 'update-submission', token],
    mutationFn: (body: UpdateEngineerBody) => updateCaseSubmission(token, body),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseDetailsQueryKey(token) }),
  });
};
