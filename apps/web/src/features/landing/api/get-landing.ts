import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LandingAnswer, callerLanding } from '@casebridge/contract/landing';
import { api } from '@/lib/api-client';

/** GET /api/caller/landing/{slug}: a company's login page data or a partner group's home (H-004). */
export const landingQueryKey = (slug: string) => ['caller', 'landing', slug] as const;

export const getLanding = (slug: string): Promise<LandingAnswer> =>
  api.call(callerLanding, { params: { slug }, session: 'none' });

export const landingQueryOptions = (slug: string) =>
  queryOptions({ queryKey: landingQueryKey(slug), queryFn: () => getLanding(slug), retry: false });

export const useLanding = (slug: string) => useQuery(landingQueryOptions(slug));
