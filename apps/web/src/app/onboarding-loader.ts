import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@/config/paths';
import { getStoredOnboarding, type StoredOnboarding } from '@/lib/session-storage';

type Guard = (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<Response | null>;

/**
 * O-005: an onboarding route without a stored session goes home; with one, the route follows the session's step
 * (the step the browser keeps, which each save updates).
 */
export const createOnboardingLoader =
  (step: string, guard: Guard, stored: () => StoredOnboarding | null = getStoredOnboarding) =>
  async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<Response | null> => {
    const refused = await guard({ request });
    if (refused !== null) return refused;
    const onboarding = stored();
    if (onboarding === null) return redirect(pathTo('home'));
    if (onboarding.step !== step) return redirect(`/onboarding/${onboarding.step}`);
    return null;
  };
