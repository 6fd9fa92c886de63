import { useParams } from 'react-router';
import { MsteamsConnectedPage } from '@/features/msteams/components/msteams-connected-page';

/** msteams.connected (/msteams/connected/{token}, X-040): usable at 375 px wide (UI.md). */
export const MsteamsConnectedRoute = () => {
  const { token = '' } = useParams();
  return <MsteamsConnectedPage token={token} />;
};
