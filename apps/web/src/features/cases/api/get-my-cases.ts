import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyCasesAnswer, type MyCasesSortField, callerMyCases } from '@casebridge/contract/cases';
import type { CaseFilters } from '@/components/case-filters';
import { api } from '@/lib/api-client';

export type MyCasesRequest = {
  q: string;
  sort: MyCasesSortField;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
} & CaseFilters;

/** GET /api/caller/my-cases (C-037): a page of the cases the signed-in user submitted. */
export const getMyCases = (
  { q, sort, dir, page, limit, status, waitingOnUs }: MyCasesRequest,
  signal?: AbortSignal,
): Promise<MyCasesAnswer> =>
  api.call(callerMyCases, {
    query: { q, sort, dir, limit, page, status, waiting_on_us: waitingOnUs ? true : undefined },
    signal,
  });

/** The page shown stays while the next one loads (no blank table between pages or sorts). */
export const useMyCases = (request: MyCasesRequest) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'mine', request] as const,
      queryFn: ({ signal }) => getMyCases(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
