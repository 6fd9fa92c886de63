import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MeAnswer, authMe } from '@casebridge/contract/auth';
import { api, type SessionMode } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** GET /api/auth/me: the signed-in user, their company and the impersonating admin, if any. */
export const meQueryKey = ['auth', 'me'] as const;

export const getMe = (session: SessionMode = 'logout'): Promise<MeAnswer> => api.call(authMe, { session });

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: () => getMe(), staleTime: 5 * 60_000 });

/** Loads the user only while a token is stored: without one the app is the public home. */
export const useMe = () => {
  const token = useToken();
  return useQuery({ ...meQueryOptions, enabled: token !== null });
};
