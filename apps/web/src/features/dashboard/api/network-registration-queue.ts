import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successAnswer } from '@casebridge/contract/auth';
import type { ApprovalAction } from '@casebridge/contract/registration';
import { networkRegistrationQueueAnswer } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

const queueKey = ['super-admin', 'registration-queue'] as const;

/** S-003: GET /api/super_admin/registration/queue, every company's registrations waiting for approval. */
export const useNetworkRegistrationQueue = () =>
  useQuery(
    queryOptions({
      queryKey: queueKey,
      queryFn: async ({ signal }) =>
        (await api.request('/super_admin/registration/queue', { schema: networkRegistrationQueueAnswer, signal }))
          .queue,
    }),
  );

/** S-003: GET /api/super_admin/registration/{id}/approve or /reject; the queue reloads afterwards, whatever the answer. */
export const useDecideNetworkRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: ApprovalAction }) =>
      api.request(`/super_admin/registration/${String(input.id)}/${input.action}`, { schema: successAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
};
