import { Navigate, useParams } from 'react-router';
import { approvalActions, type ApprovalAction } from '@casebridge/contract/registration';
import { pathTo } from '@/config/paths';
import { AccountApprovalPage } from '@/features/registration/components/account-approval-page';

const isApprovalAction = (action: string): action is ApprovalAction =>
  (approvalActions as readonly string[]).includes(action);

/** account approval (/users/approval/{token}/{action}, H-023): an action other than approve or reject is no page. */
export const AccountApprovalRoute = () => {
  const { token = '', action = '' } = useParams();
  if (!isApprovalAction(action)) return <Navigate to={pathTo('not-found')} replace />;
  return <AccountApprovalPage token={token} action={action} />;
};
