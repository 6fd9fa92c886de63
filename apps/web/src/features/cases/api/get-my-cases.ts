import { queryOptions, useQuery } from '@tanstack/react-query';
import { myCasesAnswer, type MyCasesAnswer } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

/** GET /api/caller/my-cases (C-037): the cases the signed-in user submitted. */
export const myCasesQueryKey = ['cases', 'mine'] as const;

export const getMyCases = (): Promise<MyCasesAnswer> => api.request('/caller/my-cases', { schema: myCasesAnswer });

export const useMyCases = () => useQuery(queryOptions({ queryKey: myCasesQueryKey, queryFn: getMyCases }));
