import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PartyCaseAnswer, type RespondBody, callerCaseRespond } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';
import { putAnswer } from '@/lib/query-client';
import { linkActivityQueryKey } from './get-case-activity';
import { partyCaseQueryKey } from './get-party-case';

/** POST /api/caller/case/{link}/respond (C-062, C-067): the fresh case it answers replaces the page's data (C-064). */
export const respondToCase = (link: string, body: RespondBody): Promise<PartyCaseAnswer> =>
  api.call(callerCaseRespond, { params: { token: link }, body, session: 'none' });

export const useRespondToCase = (link: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', 'respond', link],
    mutationFn: (body: RespondBody) => respondToCase(link, body),
    onSuccess: async (answer) => {
      await putAnswer(queryClient, partyCaseQueryKey(link), answer);
      void queryClient.invalidateQueries({ queryKey: linkActivityQueryKey(link) });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'details'] });
    },
  });
};
