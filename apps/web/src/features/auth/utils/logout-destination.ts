import type { Role } from '@casebridge/contract/enums';
import { companyHostUrl, mainHomeUrl } from '@/lib/tenant';

export type LogoutDestinationInput = {
  /** The single sign-on company's logout URL the server named, if any. */
  logoutUrl: string | null;
  role: Role | null;
  companySlug: string | null;
  appDomain: string;
  location: Pick<Location, 'protocol' | 'port' | 'hostname'>;
};

/**
 * a user of a single sign-on company with a logout URL goes there (the identity provider ends its session);
 * another non-super-admin lands on their company's host, a super admin (or a user without company) on the main home.
 */
export const logoutDestination = ({
  logoutUrl,
  role,
  companySlug,
  appDomain,
  location,
}: LogoutDestinationInput): string =>
  logoutUrl !== null
    ? logoutUrl
    : role === 'super_admin' || role === null || companySlug === null
      ? mainHomeUrl(appDomain, location)
      : companyHostUrl(companySlug, appDomain, location);
