import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartyCaseAnswer, callerCase } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

/** GET /api/caller/case/{link} (C-059, C-066, C-067): the case through a party's emailed link, no sign-in needed. */
export const partyCaseQueryKey = (link: string) => ['cases', 'link', link] as const;

export const getPartyCase = (link: string): Promise<PartyCaseAnswer> =>
  api.call(callerCase, { params: { token: link }, session: 'none' });

export const usePartyCase = (link: string) =>
  useQuery(queryOptions({ queryKey: partyCaseQueryKey(link), queryFn: () => getPartyCase(link) }));
