import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { SuperAdminDashboard } from '@/features/dashboard/components/super-admin-dashboard';

export const SuperAdminDashboardRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => <SuperAdminDashboard user={me.user} />}
  </QueryBoundary>
);
