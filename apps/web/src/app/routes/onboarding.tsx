import { Navigate, useParams } from 'react-router';
import type { OnboardingStep } from '@casebridge/contract/enums';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { RestorePage } from '@/features/onboarding/components/restore-page';
import { useAppConfig } from '@/lib/app-config';
import { getStoredOnboarding } from '@/lib/session-storage';
import { hostSlug } from '@/lib/tenant';
import { useCurrentRoute } from '@/lib/use-current-route';

/** onboarding.{step} (O-005): the wizard at the route's step, on the program's own host. */
export const OnboardingRoute = () => {
  const config = useAppConfig();
  const route = useCurrentRoute();
  const vhost = hostSlug(window.location.hostname, config.app_domain);
  const stored = getStoredOnboarding();
  if (vhost === null || stored === null || route === null) return <Navigate to="/" replace />;
  const step = route.name.replace('onboarding.', '') as OnboardingStep;
  return <OnboardingWizard key={stored.token} vhost={vhost} token={stored.token} step={step} />;
};

/** onboarding.restore (O-006). */
export const OnboardingRestoreRoute = () => {
  const { token = '' } = useParams();
  return <RestorePage restoreToken={token} />;
};
