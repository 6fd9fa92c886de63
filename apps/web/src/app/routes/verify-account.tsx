import { useParams } from 'react-router';
import { VerifyAccountPage } from '@/features/registration/components/verify-account-page';

/** verify-account (/verify_account/{token}, H-018): usable at 375 px wide (UI.md). */
export const VerifyAccountRoute = () => {
  const { token = '' } = useParams();
  return <VerifyAccountPage token={token} />;
};
