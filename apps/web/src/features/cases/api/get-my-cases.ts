import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MyCasesAnswer, type MyCasesSortField, callerMyCases } from '@casebridge/contract/cases';
import type { CaseFilters } from '@/components/case-filters';
import { api } from '@/lib/api-client';

export type MyCasesRequest = {
  q: string;
  sort: MyCasesSortField;
  dir: 'asc' | 'desc';
  /** Issue 26: the page's cursor (the server's next_cursor or prev_cursor, or `last`); undefined: the first. */
  cursor: string | undefined;
  limit: number;
} & CaseFilters;

/** GET /api/caller/my-cases (C-037): a page of the cases the signed-in user submitted. */
export const getMyCases = (
  { q, sort, dir, cursor, limit, status, waitingOnUs }: MyCasesRequest,
  signal?: AbortSignal,
): Promise<MyCasesAnswer> =>
  api.call(callerMyCases, {
    query: { q, sort, dir, limit, cursor, status, waiting_on_us: waitingOnUs ? true : undefined },
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
