import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationQueueAnswer, type RegistrationQueueItem } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/registration/queue (M-018): the company's registrations waiting for approval. */
export const registrationQueueQueryKey = ['companies', 'registration-queue'] as const;

export const getRegistrationQueue = async (): Promise<RegistrationQueueItem[]> =>
  (await api.request('/admin/company/registration/queue', { schema: registrationQueueAnswer })).queue;

export const useRegistrationQueue = () =>
  useQuery(queryOptions({ queryKey: registrationQueueQueryKey, queryFn: getRegistrationQueue }));
