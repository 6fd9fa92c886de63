import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { useSessionActions } from '@/features/auth/utils/use-session-actions';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { pathTo } from '@/config/paths';
import { storePendingAlert } from '@/lib/alerts';

/**
 * /profile for any signed-in user (A-016, P-001..P-006). Once the account is deleted the session ends as a logout
 * does, and the server's message shows after the home page of this host has loaded (A-012: the message waits in
 * this host's storage, which the company's own host could not read).
 */
export const ProfileRoute = () => {
  const { signOut } = useSessionActions();
  const onDeleted = async (message: string) => {
    await signOut();
    storePendingAlert(message);
    window.location.assign(pathTo('home'));
  };
  return (
    <QueryBoundary query={useMe()} skeletonRows={8}>
      {(me) => <ProfilePage me={me} onDeleted={onDeleted} />}
    </QueryBoundary>
  );
};
