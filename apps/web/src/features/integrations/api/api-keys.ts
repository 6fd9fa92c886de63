import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getIntegrationsKeys,
  integrationsKeysRevoke,
  postIntegrationsKeys,
  type createApiKeyBody,
} from '@casebridge/contract/integrations';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const apiKeysQuery = queryOptions({
  queryKey: ['integrations', 'keys'],
  queryFn: ({ signal }) => api.call(getIntegrationsKeys, { signal }),
});

/** GET /api/integrations/keys (issue 27): the company's API keys and its API users. */
export const useApiKeys = () => useQuery(apiKeysQuery);

/** POST /api/integrations/keys: the answer holds the new key's secret, shown once. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'keys', 'create'],
    mutationFn: (body: z.output<typeof createApiKeyBody>) => api.call(postIntegrationsKeys, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
};

/** POST /api/integrations/keys/{id}/revoke: the key stops at once. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'keys', 'revoke'],
    mutationFn: (id: number) => api.call(integrationsKeysRevoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
};
