import { useParams } from 'react-router';
import { ManagerResponsePage } from '@/features/manager-requests/components/manager-response';

/** manager.response (/manager/response/{token}). */
export const ManagerResponseRoute = () => {
  const { token = '' } = useParams();
  return <ManagerResponsePage token={token} />;
};
