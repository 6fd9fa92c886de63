import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FavoritesAnswer, callerFavorites } from '@casebridge/contract/directory';
import { api } from '@/lib/api-client';

/** GET /api/caller/favorites (D-009): the user's starred partners with the process each was starred on. */
export const favoritesQueryKey = ['dashboard', 'favorites'] as const;

export const getFavorites = (): Promise<FavoritesAnswer> => api.call(callerFavorites);

/** Read again on each open: the star is set on the submit page, which does not know this list. */
export const useFavorites = () =>
  useQuery(queryOptions({ queryKey: favoritesQueryKey, queryFn: getFavorites, staleTime: 0 }));
