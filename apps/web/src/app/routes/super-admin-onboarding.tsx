import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { OnboardingReviewPage } from '@/features/onboarding-review/components/onboarding-review-page';
import { pathId } from '@/lib/path-ids';

/** super_admin.onboarding (/super_admin/onboarding/{session_id}): the onboarding session review (S-062..S-065). */
export const SuperAdminOnboardingRoute = () => {
  const id = pathId(useParams().session_id);
  if (id === null)
    return (
      <Alert color="yellow" variant="light" role="alert">
        No onboarding request has this address.
      </Alert>
    );
  return <OnboardingReviewPage key={id} sessionId={id} />;
};
