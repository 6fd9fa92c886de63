import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSuperAdminQuery } from '@/lib/super-admin-query';

/** Every query of the console's companies starts with this key, so a change reloads them all. */
export const companiesKey = ['super_admin', 'companies'] as const;
export const companyKey = (companyId: number) => [...companiesKey, companyId] as const;

/** A read of the console's companies (GET /api/super_admin/companies{path}), sent only with the access token. */
export const useConsoleQuery = <T, Selected = T>(
  queryKey: QueryKey,
  path: string,
  schema: z.ZodType<T>,
  options: { enabled?: boolean; select?: (answer: T) => Selected } = {},
) => useSuperAdminQuery(queryKey, `/companies${path}`, schema, options);
