import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type managerResponseBody,
  managerRequestGet,
  managerRequestResponse,
} from '@casebridge/contract/manager-requests';
import { api } from '@/lib/api-client';

export const managerRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['manager-request', token],
    queryFn: ({ signal }) => api.call(managerRequestGet, { params: { token }, session: 'none', signal }),
  });

/** C-034: GET /api/manager/request/get/{token} (public: the emailed link is the credential). */
export const useManagerRequest = (token: string) => useQuery(managerRequestQuery(token));

/** C-036: POST /api/manager/request/response/{token}; the request then shows the answer instead of the form. */
export const useRespondToManagerRequest = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['manager-request', token, 'respond'],
    mutationFn: (body: z.output<typeof managerResponseBody>) =>
      api.call(managerRequestResponse, { params: { token }, body, session: 'none' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerRequestQuery(token).queryKey }),
  });
};
