import { useMutation } from '@tanstack/react-query';
import { type ResultToSearchBody, callerResultToSearch } from '@casebridge/contract/directory';
import { api } from '@/lib/api-client';

/** POST /api/caller/result_to_search (D-008): links the partner the user opened to the saved search. */
export const resultToSearch = (body: ResultToSearchBody) => api.call(callerResultToSearch, { body });

/** Sent as the user leaves for the partner's page: a failure is logged, never bannered. */
export const useResultToSearch = () =>
  useMutation({
    mutationKey: ['dashboard', 'result-to-search'],
    mutationFn: resultToSearch,
    meta: { showsOwnErrors: true },
    onError: (error) => {
      console.error(error);
    },
  });
