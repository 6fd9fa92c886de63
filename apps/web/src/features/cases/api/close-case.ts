import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaseActionAnswer, callerCaseClose } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

/** POST /api/caller/case/{token}/close {token} (C-053). The page shows its own failure message. */
export const closeCase = (token: string): Promise<CaseActionAnswer> =>
  api.call(callerCaseClose, { params: { token }, body: { token } });

export const useCloseCase = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', 'close', token],
    mutationFn: () => closeCase(token),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
};
