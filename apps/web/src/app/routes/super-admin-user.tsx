import { useParams } from 'react-router';
import { LoginAsUserButton } from '@/features/auth/components/login-as-user-button';
import { InactiveUsersPage } from '@/features/super-admin-users/components/inactive-users-page';
import { SuperAdminUserPage } from '@/features/super-admin-users/components/super-admin-user-page';

const idOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id >= 0 ? id : null;
};

/**
 * super_admin.user.edit (/super_admin/companies/{company_id}/users/{user_id}, 0: a new user) and super_admin.user
 * (/super_admin/user/{user_id}): the super admin's user form, with 'Login as {first name}'.
 */
export const SuperAdminUserRoute = () => {
  const params = useParams();
  const userId = idOf(params.user_id) ?? 0;
  const companyId = idOf(params.company_id);
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
