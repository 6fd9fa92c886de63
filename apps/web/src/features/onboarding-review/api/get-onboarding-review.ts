import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminOnboarding } from '@casebridge/contract/onboarding-review';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** S-062: GET /api/super_admin/onboarding/{session_id}: the request and its group. */
export const onboardingReviewQueryKey = (id: number) => ['super_admin', 'onboarding', id] as const;

/** super-admin calls wait for the access token. */
export const useOnboardingReview = (id: number) => {
  const token = useToken();
  return useQuery({
    ...queryOptions({
      queryKey: onboardingReviewQueryKey(id),
      queryFn: ({ signal }) => api.call(superAdminOnboarding, { params: { session_id: id }, signal }),
      retry: false,
    }),
    enabled: token !== null && id > 0,
  });
};
