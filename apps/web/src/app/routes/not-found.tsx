import { NotFoundPage, notFoundHomePath } from '@/components/not-found-page';
import { useAppConfig } from '@/lib/app-config';
import { getRememberedLandingSlug, getStoredRole, useToken } from '@/lib/session-storage';
import { hostSlug } from '@/lib/tenant';

/** /404. */
export const NotFoundRoute = () => {
  const config = useAppConfig();
  const token = useToken();
  const onTenantHost = hostSlug(window.location.hostname, config.app_domain) !== null;
  const homePath = notFoundHomePath({
    signedIn: token !== null,
    role: getStoredRole(),
    // On a tenant host "/" is already the tenant's home.
    pathSlug: onTenantHost ? null : getRememberedLandingSlug(),
  });
  return <NotFoundPage homePath={homePath} />;
};
