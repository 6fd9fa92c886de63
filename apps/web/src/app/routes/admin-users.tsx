import { useParams } from 'react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { mayOpen } from '@/features/auth/utils/access-rule';
import { UserManagePage } from '@/features/companies/components/user-manage-page';
import { UsersPage } from '@/features/companies/components/users-page';
import { pathIdOrNew } from '@/lib/path-ids';

/** admin.users (/admin/users, M-015..M-018): the admin's own company's users, named by the session. */
export const AdminUsersRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => (me.company ? <UsersPage companyId={me.company.id} mayOpen={(route) => mayOpen(route, me)} /> : null)}
  </QueryBoundary>
);

/** admin.user.manage (/admin/users/{id}, M-019..M-024): id 0 is a new user; an id that is no number finds none. */
export const AdminUserManageRoute = () => {
  const { id } = useParams();
  const userId = pathIdOrNew(id) ?? -1;
  return <UserManagePage key={userId} userId={userId} />;
};
