import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callerPartnerSearch } from '@casebridge/contract/directory';
import { api } from '@/lib/api-client';

/** Issue 26: the partner search's answers, one list per term ('' is the recently used partners). */
export const partnerSearchQueryKey = (q: string) => ['dashboard', 'partner-search', q] as const;

/**
 * Issue 26, ADR 47: GET /api/caller/partner_search, 50 partners a page ("Show more" asks for the next). A request
 * whose term was replaced before it answered is cancelled (its signal aborts the fetch), and the last term's list
 * stays on screen until the new one arrives.
 */
export const usePartnerSearch = (q: string) =>
  useInfiniteQuery({
    queryKey: partnerSearchQueryKey(q),
    queryFn: ({ pageParam, signal }) => api.call(callerPartnerSearch, { query: { q, after: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
