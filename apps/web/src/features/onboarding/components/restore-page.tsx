import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '@casebridge/contract/onboarding';
import { PageSkeleton } from '@/components/page-skeleton';
import { storeOnboarding } from '@/lib/session-storage';
import { onboardingStateKey, restoreOnboarding } from '../api/onboarding-api';
import { LinkRefused } from './link-refused';
import { useSingleUseLink } from './use-single-use-link';

/**
 * O-006: /onboarding/restore/{token}, the emailed link. The server hands over a new session token with the saved
 * session; the browser keeps it and the wizard resumes at the saved step. A used or expired link says so.
 */
export const RestorePage = ({ restoreToken }: { restoreToken: string }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const resume = useCallback(
    async (state: OnboardingState) => {
      client.setQueryData(onboardingStateKey(state.group.vhost, state.session.token), state);
      storeOnboarding({ token: state.session.token, step: state.session.step });
      await navigate(`/onboarding/${state.session.step}`, { replace: true });
    },
    [client, navigate],
  );
  const error = useSingleUseLink(restoreToken, restoreOnboarding, resume);
  if (error === null) return <PageSkeleton rows={4} />;
  return <LinkRefused title="Restore your registration" error={error} />;
};
