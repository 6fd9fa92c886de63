import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { OnboardingReviewPage } from '@/features/onboarding-review/components/onboarding-review-page';

/** super_admin.onboarding (/super_admin/onboarding/{session_id}): the onboarding session review (S-062..S-065). */
export const SuperAdminOnboardingRoute = () => {
  const id = Number(useParams().session_id);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Alert color="yellow" variant="light" role="alert">
        No onboarding request has this address.
      </Alert>
    );
  return <OnboardingReviewPage key={id} sessionId={id} />;
};
