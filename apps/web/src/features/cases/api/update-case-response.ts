import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaseActionAnswer, type UpdateEngineerBody, callerCaseUpdateResponse } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';
import { caseDetailsQueryKey } from './get-case-details';

/** POST /api/caller/case/{token}/update-response (C-050): the receiver's engineer on its acceptance. */
export const updateCaseResponse = (token: string, body: UpdateEngineerBody): Promise<CaseActionAnswer> =>
  api.call(callerCaseUpdateResponse, { params: { token }, body });

export const useUpdateCaseResponse = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', 'update-response', token],
    mutationFn: (body: UpdateEngineerBody) => updateCaseResponse(token, body),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseDetailsQueryKey(token) }),
  });
};
