import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { caseListAnswer, type CaseListAnswer, type CaseListView } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

export type CaseListRequest = {
  view: CaseListView;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
};

/** D-019: the path and query of each view of the dashboard's table. */
export const caseListUrl = ({ view, q, sort, dir, page, limit }: CaseListRequest): string => {
  const [scope = 'mine', rest] = view.split(/-(.*)/s);
  const path = rest === '30' ? `/caller/get-cases/${scope}/30` : `/caller/get-cases/${scope}`;
  const query = new URLSearchParams({ q, sort, dir, limit: String(limit), page: String(page) });
  if (rest === 'inbound-action') query.set('filter', 'inbound-action');
  if (rest !== 'all') query.set('not_closed', 'true');
  return `${path}?${query.toString()}`;
};

/** GET /api/caller/get-cases/{mine|company}[/30] (D-019, D-020). */
export const getCaseList = (request: CaseListRequest, signal?: AbortSignal): Promise<CaseListAnswer> =>
  api.request(caseListUrl(request), { schema: caseListAnswer, signal });

/** The page shown stays while the next one loads (no blank table between pages or sorts). */
export const useCaseList = (request: CaseListRequest) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'list', request] as const,
      queryFn: ({ signal }) => getCaseList(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
