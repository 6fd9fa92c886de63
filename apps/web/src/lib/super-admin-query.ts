import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';
import { useToken } from './session-storage';

/** a super-admin read (GET /api/super_admin{path}) waits for the access token and is never sent without it. */
export const useSuperAdminQuery = <T, Selected = T>(
  queryKey: QueryKey,
  path: string,
  schema: z.ZodType<T>,
  options: { enabled?: boolean; select?: (answer: T) => Selected } = {},
) => {
  const token = useToken();
  return useQuery<T, Error, Selected>({
    queryKey,
    queryFn: ({ signal }) => api.request(`/super_admin${path}`, { schema, signal }),
    enabled: token !== null && (options.enabled ?? true),
    select: options.select,
  });
};
