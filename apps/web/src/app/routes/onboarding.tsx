import { Navigate, useLocation, useParams } from 'react-router';
import type { OnboardingStep } from '@casebridge/contract/enums';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { CheckEmailPage } from '@/features/onboarding/components/check-email-page';
import { RestorePage } from '@/features/onboarding/components/restore-page';
import { VerifyLinkPage } from '@/features/onboarding/components/verify-link-page';
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

/** onboarding.check-email (issue 21): the email check's answer, kept in the navigation's state. */
export const OnboardingCheckEmailRoute = () => {
  const { state } = useLocation() as { state: { message?: string } | null };
  return <CheckEmailPage message={state?.message ?? null} />;
};

/** onboarding.verify (issue 21): the emailed link, opened on the program's own host. */
export const OnboardingVerifyRoute = () => {
  const config = useAppConfig();
  const { token = '' } = useParams();
  const vhost = hostSlug(window.location.hostname, config.app_domain);
  if (vhost === null) return <Navigate to="/" replace />;
  return <VerifyLinkPage vhost={vhost} linkToken={token} />;
};
