import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAction } from '@casebridge/contract/registration';
import { networkRegistrationDecisionEndpoints, superAdminRegistrationQueue } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

const queueKey = ['super-admin', 'registration-queue'] as const;

/** S-003: GET /api/super_admin/registration/queue, every company's registrations waiting for approval. */
export const useNetworkRegistrationQueue = () =>
  useQuery(
    queryOptions({
      queryKey: queueKey,
      queryFn: async ({ signal }) => (await api.call(superAdminRegistrationQueue, { signal })).queue,
    }),
  );

/** S-003: GET /api/super_admin/registration/{id}/approve or /reject; the queue reloads afterwards, whatever the answer. */
export const useDecideNetworkRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: ApprovalAction }) =>
      api.call(networkRegistrationDecisionEndpoints[input.action], { params: { id: input.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
};
