import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integrationsWebhooksCreate,
  integrationsWebhooksDelete,
  integrationsWebhooksDeliveries,
  integrationsWebhooksList,
  integrationsWebhooksReplay,
  integrationsWebhooksRotate,
  integrationsWebhooksTest,
  integrationsWebhooksUpdate,
  type createWebhookBody,
  type updateWebhookBody,
} from '@casebridge/contract/webhooks';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const webhooksQuery = queryOptions({
  queryKey: ['integrations', 'webhooks'],
  queryFn: ({ signal }) => api.call(integrationsWebhooksList, { signal }),
});

/** GET /api/integrations/webhooks (issue 27): the company's webhooks. */
export const useWebhooks = () => useQuery(webhooksQuery);

const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: ['integrations', 'webhooks', id, 'deliveries'],
    queryFn: ({ signal }) => api.call(integrationsWebhooksDeliveries, { params: { id }, query: {}, signal }),
  });

/** GET /api/integrations/webhooks/{id}/deliveries: the delivery log, newest first, read afresh each time it opens. */
export const useWebhookDeliveries = (id: number) => useQuery({ ...deliveriesQuery(id), refetchOnMount: 'always' });

const useWebhookMutation = <Input, Answer>(name: string, call: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'webhooks', name],
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey }),
  });
};

/** POST /api/integrations/webhooks: the answer holds the signing secret, shown once. */
export const useCreateWebhook = () =>
  useWebhookMutation('create', (body: z.output<typeof createWebhookBody>) =>
    api.call(integrationsWebhooksCreate, { body }),
  );

/** PATCH /api/integrations/webhooks/{id}: address, events, or enabled. */
export const useUpdateWebhook = () =>
  useWebhookMutation('update', ({ id, body }: { id: number; body: z.input<typeof updateWebhookBody> }) =>
    api.call(integrationsWebhooksUpdate, { params: { id }, body }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation('delete', (id: number) => api.call(integrationsWebhooksDelete, { params: { id } }));

/** POST .../rotate-secret: a new secret; the old one keeps signing for the overlap. */
export const useRotateWebhookSecret = () =>
  useWebhookMutation('rotate', (id: number) =>
    api.call(integrationsWebhooksRotate, { params: { id }, body: { overlapHours: 24 } }),
  );

/** POST .../test: a webhook.test event through the queue. */
export const useSendTestEvent = () =>
  useWebhookMutation('test', (id: number) => api.call(integrationsWebhooksTest, { params: { id } }));

/** POST .../deliveries/{deliveryId}/replay: the delivery again, under its same webhook-id. */
export const useReplayDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'webhooks', 'replay'],
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      api.call(integrationsWebhooksReplay, { params: { id, deliveryId } }),
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: deliveriesQuery(id).queryKey }),
  });
};
