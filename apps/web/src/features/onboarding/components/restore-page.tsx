import { useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '@casebridge/contract/onboarding';
import { PageSkeleton } from '@/components/page-skeleton';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { storeOnboarding } from '@/lib/session-storage';
import { onboardingStateKey, restoreOnboarding } from '../api/onboarding-api';

/** A restore link works once: one request per token and page, however often React runs the effect. */
const restoring = new Map<string, Promise<OnboardingState>>();

/**
 * O-006: /onboarding/restore/{token}, the emailed link. The server hands over a new session token with the saved
 * session; the browser keeps it and the wizard resumes at the saved step. A used or expired link says so.
 */
export const RestorePage = ({ restoreToken }: { restoreToken: string }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let pending = restoring.get(restoreToken);
    if (pending === undefined) {
      pending = restoreOnboarding(restoreToken);
      restoring.set(restoreToken, pending);
    }
    pending.then(
      async (state) => {
        client.setQueryData(onboardingStateKey(state.group.vhost, state.session.token), state);
        storeOnboarding({ token: state.session.token, step: state.session.step });
        await navigate(`/onboarding/${state.session.step}`, { replace: true });
      },
      (failure: unknown) => {
        setError(isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE);
      },
    );
  }, [restoreToken, client, navigate]);

  if (error === null) return <PageSkeleton rows={4} />;
  return (
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1}>Restore your registration</Title>
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
      <Anchor href="/">Go to the program home</Anchor>
    </Stack>
  );
};
