import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeAnswer } from '@casebridge/contract/auth';
import { pathTo } from '@/config/paths';
import { api } from '@/lib/api-client';
import { appConfigQueryKey, appConfigQueryOptions } from '@/lib/app-config';
import {
  clearSession,
  getAdminReturnPath,
  getAdminToken,
  getStoredRole,
  getToken,
  setImpersonation,
  setRoleAndLevel,
  setToken,
  takePostLoginRedirect,
} from '@/lib/session-storage';
import { getMe, meQueryKey } from '../api/get-me';
import { loginAsUser } from '../api/login-as-user';
import { logout } from '../api/logout';
import { signedInHomePath } from './home-path';
import { logoutDestination } from './logout-destination';

/** Sign in, impersonate, return to admin and sign out: every change of who the user is goes through here. */
export const useSessionActions = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Everything but the deployment's config belongs to a user. */
  const forgetUnusedQueries = (): void => {
    queryClient.removeQueries({
      predicate: (query) => query.getObserversCount() === 0 && query.queryKey[0] !== appConfigQueryKey[0],
    });
  };

  /**
   * Switches to another user's token and goes to `destination`. The previous user's data must neither show for the
   * new user nor be fetched again with the new token while the old page is still mounted (a 403 there would log
   * the user out): unused queries go first, the user is set directly, and what the old page used goes after the
   * navigation.
   */
  const switchSession = async (
    token: string,
    destination: (me: MeAnswer) => string,
    replace = false,
  ): Promise<void> => {
    setToken(token);
    const me = await getMe();
    setRoleAndLevel(me.user.role, me.company?.membership_type ?? null);
    forgetUnusedQueries();
    queryClient.setQueryData(meQueryKey, me);
    await navigate(destination(me), { replace });
    forgetUnusedQueries();
  };

  /**
   * H-009, A-020: after login go to the stored destination once, else the user's dashboard; an emailed sign-in link
   * names its own destination (H-029).
   */
  const signIn = (
    token: string,
    destination: (me: MeAnswer) => string = (me) => takePostLoginRedirect() ?? signedInHomePath(me.user.role),
  ): Promise<void> => switchSession(token, destination, true);

  /** keep the admin's token and return path, continue as the user. */
  const impersonate = async (userId: number, returnPath: string): Promise<void> => {
    const adminToken = getToken();
    const answer = await loginAsUser(userId);
    setImpersonation(adminToken, returnPath);
    await switchSession(answer.token, (me) => signedInHomePath(me.user.role));
  };

  /**
   * restore the admin token and refresh with it as bearer: the server swaps the refresh cookie back to the
   * admin's session and answers a fresh admin token. Then back to the user's edit screen.
   */
  const backToAdmin = async (): Promise<void> => {
    const adminToken = getAdminToken();
    const returnPath = getAdminReturnPath() ?? pathTo('super_admin.dashboard');
    setImpersonation(null, null);
    if (adminToken === null) {
      await navigate(pathTo('auth.logout'));
      return;
    }
    setToken(adminToken);
    const token = await api.refresh();
    await switchSession(token, () => returnPath);
  };

  /**
   * revoke the session, forget everything, and leave for the company's SSO logout URL, the company host or the
   * main home.
   */
  const signOut = async (): Promise<string> => {
    const known = queryClient.getQueryData<MeAnswer>(meQueryKey);
    const me = known ?? (getToken() === null ? null : await getMe('none').catch(() => null));
    const config = await queryClient.query(appConfigQueryOptions);
    const answer = await logout().catch(() => null);
    const destination = logoutDestination({
      logoutUrl: answer?.logout_url ?? null,
      role: me?.user.role ?? getStoredRole(),
      companySlug: me?.company?.slug ?? null,
      appDomain: config.app_domain,
      location: window.location,
    });
    clearSession();
    queryClient.clear();
    return destination;
  };

  return { signIn, impersonate, backToAdmin, signOut };
};
