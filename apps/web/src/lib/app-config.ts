import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type PublicConfig, config } from '@casebridge/contract/config';
import { api } from './api-client';

/** GET /api/config: the deployment's settings (base domain, product name, header links, dev mailbox). */
export const appConfigQueryKey = ['config'] as const;

export const getAppConfig = (): Promise<PublicConfig> => api.call(config, { session: 'none' });

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigQueryKey,
  queryFn: getAppConfig,
  staleTime: 'static',
});

/** The root route's loader has loaded it before any page renders, so this never suspends. */
export const useAppConfig = (): PublicConfig => useSuspenseQuery(appConfigQueryOptions).data;
