import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { OnboardingStep } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';
import { getStoredOnboarding, type StoredOnboarding } from '@/lib/session-storage';

type Guard = (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<Response | null>;

/** Where each step stands in either flow (the wizard checks the flow itself once the session is read). */
const stepOrder: Record<OnboardingStep, number> = {
  contact: 0,
  agreements: 1,
  'basic-premium': 1,
  process: 2,
  'choose-process': 2,
  success: 3,
};
const isStep = (step: string): step is OnboardingStep => step in stepOrder;

/**
 * O-005: an onboarding route without a stored session goes home; with one, the route follows the session's step
 * (the step the browser keeps, which each save updates), or a step before it (Back, issue 24 §4).
 */
export const createOnboardingLoader =
  (step: string, guard: Guard, stored: () => StoredOnboarding | null = getStoredOnboarding) =>
  async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<Response | null> => {
    const refused = await guard({ request });
    if (refused !== null) return refused;
    const onboarding = stored();
    if (onboarding === null) return redirect(pathTo('home'));
    const before = isStep(step) && isStep(onboarding.step) && stepOrder[step] < stepOrder[onboarding.step];
    if (onboarding.step !== step && !before) return redirect(`/onboarding/${onboarding.step}`);
    return null;
  };
