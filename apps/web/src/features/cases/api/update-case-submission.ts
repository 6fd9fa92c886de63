import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseActionAnswer, type CaseActionAnswer, type UpdateEngineerBody } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';
import { caseDetailsQueryKey } from './get-case-details';

/** POST /api/caller/case/{token}/update-submission (C-051): the submitting engineer and internal case number. */
export const updateCaseSubmission = (token: string, body: UpdateEngineerBody): Promise<CaseActionAnswer> =>
  api.request(`/caller/case/${encodeURIComponent(token)}/update-submission`, {
    method: 'POST',
    body,
    schema: caseActionAnswer,
  });

export const useUpdateCaseSubmission = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', 'update-submission', token],
    mutationFn: (body: UpdateEngineerBody) => updateCaseSubmission(token, body),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseDetailsQueryKey(token) }),
  });
};
