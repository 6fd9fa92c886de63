import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useToken } from './session-storage';

/** a super-admin read (a call of /api/super_admin) waits for the access token and is never sent without it. */
export const useSuperAdminQuery = <T, Selected = T>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; select?: (answer: T) => Selected } = {},
) => {
  const token = useToken();
  return useQuery<T, Error, Selected>({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled: token !== null && (options.enabled ?? true),
    select: options.select,
  });
};
