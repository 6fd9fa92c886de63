import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** Every query of the console's companies starts with this key, so a change reloads them all. */
export const companiesKey = ['super_admin', 'companies'] as const;
export const companyKey = (companyId: number) => [...companiesKey, companyId] as const;

/** a super-admin read waits for the access token and is never sent without it. */
export const useConsoleQuery = <T, Selected = T>(
  queryKey: QueryKey,
  path: string,
  schema: z.ZodType<T>,
  options: { enabled?: boolean; select?: (answer: T) => Selected } = {},
) => {
  const token = useToken();
  return useQuery<T, Error, Selected>({
    queryKey,
    queryFn: ({ signal }) => api.request(`/super_admin/companies${path}`, { schema, signal }),
    enabled: token !== null && (options.enabled ?? true),
    select: options.select,
  });
};
