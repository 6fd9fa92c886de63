import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { useSessionActions } from '@/features/auth/utils/use-session-actions';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { storePendingAlert } from '@/lib/alerts';

/**
 * /profile for any signed-in user (A-016, P-001..P-006). Once the account is deleted the session ends as a logout
 * does, and the server's message shows after the page that follows has loaded.
 */
export const ProfileRoute = () => {
  const { signOut } = useSessionActions();
  const onDeleted = async (message: string) => {
    storePendingAlert(message);
    window.location.assign(await signOut());
  };
  return (
    <QueryBoundary query={useMe()} skeletonRows={8}>
      {(me) => <ProfilePage me={me} onDeleted={onDeleted} />}
    </QueryBoundary>
  );
};
