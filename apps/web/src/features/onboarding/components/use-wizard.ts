import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { OnboardingState, OnboardingStepAnswer } from '@casebridge/contract/onboarding';
import { showAlert } from '@/lib/alerts';
import { storeOnboarding } from '@/lib/session-storage';
import { onboardingStateKey } from '../api/onboarding-api';

/**
 * What every step does with a save's answer: the session as saved replaces the page's copy (its version is what
 * the next save is made from), the browser keeps the step (O-005), and the wizard goes to that step's route; a
 * save for later shows the server's message and stays (O-010).
 */
export const useWizard = (state: OnboardingState) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { vhost } = state.group;
  const { token } = state.session;

  const keep = (answer: OnboardingStepAnswer): void => {
    client.setQueryData<OnboardingState>(onboardingStateKey(vhost, token), { ...state, session: answer.session });
    storeOnboarding({ token, step: answer.session.step });
  };

  return {
    vhost,
    token,
    version: state.session.version,
    /** After a save that moves on (also from a step opened again with Back). */
    advance: async (answer: OnboardingStepAnswer): Promise<void> => {
      keep(answer);
      const next = `/onboarding/${answer.session.step}`;
      if (pathname !== next) await navigate(next);
    },
    /** After 'Save and finish later'. */
    saved: (answer: OnboardingStepAnswer): void => {
      keep(answer);
      if (answer.message !== null) showAlert({ type: 'success', message: answer.message });
    },
    keep,
  };
};
