import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyCasesAnswer, type MyCasesSortField, callerMyCases } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

export type MyCasesRequest = { q: string; sort: MyCasesSortField; dir: 'asc' | 'desc'; page: number; limit: number };

/** GET /api/caller/my-cases (C-037): a page of the cases the signed-in user submitted. */
export const getMyCases = (
  { q, sort, dir, page, limit }: MyCasesRequest,
  signal?: AbortSignal,
): Promise<MyCasesAnswer> => api.call(callerMyCases, { query: { q, sort, dir, limit, page }, signal });

/** The page shown stays while the next one loads (no blank table between pages or sorts). */
export const useMyCases = (request: MyCasesRequest) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'mine', request] as const,
      queryFn: ({ signal }) => getMyCases(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
