import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RegistrationQueueItem, adminCompanyRegistrationQueue } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/registration/queue (M-018): the company's registrations waiting for approval. */
export const registrationQueueQueryKey = ['companies', 'registration-queue'] as const;

export const getRegistrationQueue = async (): Promise<RegistrationQueueItem[]> =>
  (await api.call(adminCompanyRegistrationQueue)).queue;

export const useRegistrationQueue = () =>
  useQuery(queryOptions({ queryKey: registrationQueueQueryKey, queryFn: getRegistrationQueue }));
