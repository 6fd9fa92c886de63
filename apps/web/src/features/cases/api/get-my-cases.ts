import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myCasesAnswer, type MyCasesAnswer, type MyCasesSortField } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

export type MyCasesRequest = { q: string; sort: MyCasesSortField; dir: 'asc' | 'desc'; page: number; limit: number };

export const myCasesUrl = ({ q, sort, dir, page, limit }: MyCasesRequest): string =>
  `/caller/my-cases?${new URLSearchParams({ q, sort, dir, limit: String(limit), page: String(page) }).toString()}`;

/** GET /api/caller/my-cases (C-037): a page of the cases the signed-in user submitted. */
export const getMyCases = (request: MyCasesRequest, signal?: AbortSignal): Promise<MyCasesAnswer> =>
  api.request(myCasesUrl(request), { schema: myCasesAnswer, signal });

/** The page shown stays while the next one loads (no blank table between pages or sorts). */
export const useMyCases = (request: MyCasesRequest) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'mine', request] as const,
      queryFn: ({ signal }) => getMyCases(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
