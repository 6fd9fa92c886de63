import type { Role } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';

/** Where a signed-in user belongs: the super admin dashboard for super admins, the dashboard for everyone else. */
export const signedInHomePath = (role: Role | null): string =>
  role === 'super_admin' ? pathTo('super_admin.dashboard') : pathTo('dashboard');
