import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type onboardingReviewBody,
  superAdminOnboardingPut,
  superAdminOnboardingApprove,
  superAdminOnboardingReject,
} from '@casebridge/contract/onboarding-review';
import { api } from '@/lib/api-client';

const decisions = { approve: superAdminOnboardingApprove, reject: superAdminOnboardingReject } as const;

/** The dashboard's onboarding queue (S-002), read again once a request is saved or decided. */
const onboardingQueueKey = ['super-admin', 'onboarding-queue'] as const;

/**
 * S-063: POST /api/super_admin/onboarding/{id}/put (the corrections), /approve and /reject. A field map (422) is for
 * the form; any other error shows in the banner.
 */
export const useDecideOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'onboarding-decide'],
    mutationFn: (
      input:
        | { id: number; action: 'put'; body: z.output<typeof onboardingReviewBody> }
        | { id: number; action: 'approve' | 'reject' },
    ) =>
      input.action === 'put'
        ? api.call(superAdminOnboardingPut, { params: { id: input.id }, body: input.body })
        : api.call(decisions[input.action], { params: { id: input.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingQueueKey }),
  });
};
