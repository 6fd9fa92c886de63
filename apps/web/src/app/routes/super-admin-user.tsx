import { Navigate, useParams } from 'react-router';
import { pathTo } from '@/config/paths';
import { LoginAsUserButton } from '@/features/auth/components/login-as-user-button';
import { InactiveUsersPage } from '@/features/super-admin-users/components/inactive-users-page';
import { SuperAdminUserPage } from '@/features/super-admin-users/components/super-admin-user-page';
import { pathIdOrNew } from '@/lib/path-ids';

/**
 * super_admin.user.edit (/super_admin/companies/{company_id}/users/{user_id}, 0: a new user) and super_admin.user
 * (/super_admin/user/{user_id}): the super admin's user form, with 'Login as {first name}'.
 */
export const SuperAdminUserRoute = () => {
  const params = useParams();
  const userId = pathIdOrNew(params.user_id);
  // /super_admin/user/{user_id} names no company; 0 in the company's path is a user of none.
  const companyId = params.company_id === undefined ? null : pathIdOrNew(params.company_id);
  if (userId === null || (params.company_id !== undefined && companyId === null))
    return <Navigate to={pathTo('not-found')} replace />;
  return (
    <SuperAdminUserPage
      // Save & New opens the same route for user 0: a new form.
      key={`${String(companyId)}-${String(userId)}`}
      userId={userId}
      companyId={companyId === 0 ? null : companyId}
      loginAs={(user, returnPath) => (
        <LoginAsUserButton userId={user.id} firstName={user.first_name} returnPath={returnPath} />
      )}
    />
  );
};

/** super_admin.list_users (/super_admin/users): the inactive users (S-066, X-047). */
export const SuperAdminInactiveUsersRoute = () => <InactiveUsersPage />;
