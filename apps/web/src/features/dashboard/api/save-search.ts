import { useMutation } from '@tanstack/react-query';
import { type SaveSearchAnswer, type SaveSearchBody, callerSaveSearch } from '@casebridge/contract/directory';
import { api } from '@/lib/api-client';

/** POST /api/caller/save_search (D-007): the term typed into the partner search, after a pause. */
export const saveSearch = (body: SaveSearchBody): Promise<SaveSearchAnswer> => api.call(callerSaveSearch, { body });

/** A background save: a failure is logged, never bannered over the search the user is typing. */
export const useSaveSearch = () =>
  useMutation({
    mutationKey: ['dashboard', 'save-search'],
    mutationFn: saveSearch,
    meta: { showsOwnErrors: true },
    onError: (error) => {
      console.error(error);
    },
  });
