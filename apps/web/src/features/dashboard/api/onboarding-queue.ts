import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminOnboardingQueue } from '@casebridge/contract/onboarding';
import { api } from '@/lib/api-client';

/** S-002: GET /api/super_admin/onboarding/queue, the requests waiting for the super admin. */
export const useOnboardingQueue = () =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin', 'onboarding-queue'] as const,
      queryFn: async ({ signal }) => (await api.call(superAdminOnboardingQueue, { signal })).queue,
    }),
  );
