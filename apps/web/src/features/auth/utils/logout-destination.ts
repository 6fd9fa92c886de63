import type { Role } from '@casebridge/contract/enums';
import { companyHostUrl, mainHomeUrl } from '@/lib/tenant';

export type LogoutDestinationInput = {
  role: Role | null;
  companySlug: string | null;
  appDomain: string;
  location: Pick<Location, 'protocol' | 'port' | 'hostname'>;
};

/** a non-super-admin lands on their company's host, a super admin (or a user without company) on the main home. */
export const logoutDestination = ({ role, companySlug, appDomain, location }: LogoutDestinationInput): string =>
  role === 'super_admin' || role === null || companySlug === null
    ? mainHomeUrl(appDomain, location)
    : companyHostUrl(companySlug, appDomain, location);
