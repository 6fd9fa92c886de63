import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';

export const DashboardRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => <MemberDashboard user={me.user} company={me.company} />}
  </QueryBoundary>
);
