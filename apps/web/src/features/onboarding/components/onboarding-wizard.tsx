import { useEffect } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { OnboardingStep } from '@casebridge/contract/enums';
import type { OnboardingState } from '@casebridge/contract/onboarding';
import { QueryBoundary } from '@/components/query-boundary';
import { flashAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { clearStoredOnboarding, storeOnboarding } from '@/lib/session-storage';
import { useOnboardingState } from '../api/onboarding-api';
import { AgreementsStep } from './agreements-step';
import { ChooseProcessStep } from './choose-process-step';
import { ContactStep } from './contact-step';
import { ProcessStep } from './process-step';
import { SuccessStep } from './success-step';

const stepTitles: Record<OnboardingStep, string> = {
  contact: 'Step 1: contact details',
  agreements: 'Step 2: agreements',
  'basic-premium': 'Step 2: agreements',
  process: 'Step 3: your process',
  'choose-process': 'Step 3: your process',
  success: 'Done',
};

const StepPage = ({ state, step }: { state: OnboardingState; step: OnboardingStep }) => {
  switch (step) {
    case 'contact':
      return <ContactStep state={state} />;
    case 'agreements':
    case 'basic-premium':
      return <AgreementsStep state={state} />;
    case 'process':
      return <ProcessStep state={state} />;
    case 'choose-process':
      return <ChooseProcessStep state={state} />;
    case 'success':
      return <SuccessStep state={state} />;
  }
};

/**
 * The wizard at one step (routes onboarding.*): the session is read from the server with the token the browser
 * keeps, so a reload at any step shows what was saved. A session the server no longer knows ends the wizard.
 */
export const OnboardingWizard = ({ vhost, token, step }: { vhost: string; token: string; step: OnboardingStep }) => {
  const state = useOnboardingState(vhost, token);
  const navigate = useNavigate();
  const gone = isApiError(state.error) && state.error.status === 404 ? state.error.message : null;

  // O-005: the session's step decides the route, also when it moved elsewhere (another tab, a changed choice).
  const serverStep = state.data?.session.status === 'in_progress' ? state.data.session.step : step;
  useEffect(() => {
    if (serverStep === step) return;
    storeOnboarding({ token, step: serverStep });
    void navigate(`/onboarding/${serverStep}`, { replace: true });
  }, [serverStep, step, token, navigate]);

  useEffect(() => {
    if (gone === null) return;
    clearStoredOnboarding();
    flashAlert({ type: 'warning', message: gone });
    void navigate('/', { replace: true });
  }, [gone, navigate]);

  return (
    <Stack maw={760} mx="auto" gap="md">
      <div>
        <Title order={1}>{state.data ? `Join ${state.data.group.name}` : 'Join the program'}</Title>
        <Text c="dimmed" size="sm">
          {stepTitles[step]}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', xs: 'lg' }} radius="md">
        <QueryBoundary query={state} skeletonRows={6}>
          {(loaded) => <StepPage state={loaded} step={step} />}
        </QueryBoundary>
      </Paper>
    </Stack>
  );
};
