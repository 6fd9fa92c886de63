import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CaseListAnswer, type CaseListView, callerGetCases, callerGetCases30 } from '@casebridge/contract/cases';
import type { CaseFilters } from '@/components/case-filters';
import { api } from '@/lib/api-client';

export type CaseListRequest = {
  view: CaseListView;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  /** Issue 26: the page's cursor (the server's next_cursor or prev_cursor, or `last`); undefined: the first. */
  cursor: string | undefined;
  limit: number;
} & CaseFilters;

/** D-019: the call, scope and query of each view of the dashboard's table. */
export const caseListCall = ({ view, q, sort, dir, cursor, limit, status, waitingOnUs }: CaseListRequest) => {
  const [scope = 'mine', rest] = view.split(/-(.*)/s);
  return {
    endpoint: rest === '30' ? callerGetCases30 : callerGetCases,
    params: { scope },
    query: {
      q,
      sort,
      dir,
      limit,
      cursor,
      filter: rest === 'inbound-action' ? 'inbound-action' : undefined,
      not_closed: rest === 'all' ? undefined : true,
      status,
      waiting_on_us: waitingOnUs ? true : undefined,
    },
  };
};

/** GET /api/caller/get-cases/{mine|company}[/30] (D-019, D-020). */
export const getCaseList = (request: CaseListRequest, signal?: AbortSignal): Promise<CaseListAnswer> => {
  const { endpoint, params, query } = caseListCall(request);
  return api.call(endpoint, { params, query, signal });
};

/** The page shown stays while the next one loads (no blank table between pages or sorts). */
export const useCaseList = (request: CaseListRequest) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'list', request] as const,
      queryFn: ({ signal }) => getCaseList(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
