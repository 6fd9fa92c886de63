import { useEffect } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
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

type WizardStep = { step: OnboardingStep; title: string };

/**
 * Issue 24 §4: the steps as numbered to the applicant: a new company's contact details, agreements (with the
 * payment where the program costs) and process; an existing member's agreements and process.
 */
const stepsOf = (state: OnboardingState): WizardStep[] =>
  state.company === null
    ? [
        { step: 'contact', title: 'contact details' },
        { step: 'agreements', title: state.group.is_free ? 'agreements' : 'agreements and payment' },
        { step: 'process', title: 'your process' },
      ]
    : [
        { step: 'agreements', title: 'agreements' },
        { step: 'choose-process', title: 'your process' },
      ];

/** Where a step stands in the flow (basic-premium is an existing member's agreements); -1: not in it. */
const positionOf = (steps: WizardStep[], step: OnboardingStep) =>
  steps.findIndex((each) => each.step === (step === 'basic-premium' ? 'agreements' : step));

/**
 * O-005: the session's step decides the route, also when it moved elsewhere (another tab, a changed choice); a step
 * before it in the same flow may be opened again (Back) and saved again from there.
 */
const routeStepOf = (state: OnboardingState, step: OnboardingStep): OnboardingStep => {
  if (state.session.status !== 'in_progress') return step;
  const steps = stepsOf(state);
  const at = positionOf(steps, step);
  return at >= 0 && at < positionOf(steps, state.session.step) ? step : state.session.step;
};

/** "Step 2 of 3: agreements" and a Back to the step before, or Done. */
const StepHeading = ({ state, step }: { state: OnboardingState; step: OnboardingStep }) => {
  const steps = stepsOf(state);
  const at = positionOf(steps, step);
  const before = steps[at - 1];
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Text c="dimmed" size="sm">
        {at < 0 ? 'Done' : `Step ${String(at + 1)} of ${String(steps.length)}: ${steps[at]?.title ?? ''}`}
      </Text>
      {before === undefined ? null : (
        <Button component={Link} to={`/onboarding/${before.step}`} variant="subtle" size="compact-sm">
          ‹ Back
        </Button>
      )}
    </Group>
  );
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

  const routeStep = state.data === undefined ? step : routeStepOf(state.data, step);
  useEffect(() => {
    if (routeStep === step) return;
    storeOnboarding({ token, step: routeStep });
    void navigate(`/onboarding/${routeStep}`, { replace: true });
  }, [routeStep, step, token, navigate]);

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
        {state.data ? <StepHeading state={state.data} step={step} /> : null}
      </div>
      <Paper withBorder p={{ base: 'sm', xs: 'lg' }} radius="md">
        <QueryBoundary query={state} skeletonRows={6}>
          {(loaded) => <StepPage state={loaded} step={step} />}
        </QueryBoundary>
      </Paper>
    </Stack>
  );
};
