import { useParams } from 'react-router';
import { OnboardingReviewPage } from '@/features/onboarding-review/components/onboarding-review-page';

/** super_admin.onboarding (/super_admin/onboarding/{session_id}): the onboarding session review (S-062..S-065). */
export const SuperAdminOnboardingRoute = () => {
  const id = Number(useParams().session_id);
  return <OnboardingReviewPage key={id} sessionId={Number.isInteger(id) && id > 0 ? id : 0} />;
};
