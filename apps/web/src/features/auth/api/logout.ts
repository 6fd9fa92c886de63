import { type LogoutAnswer, authLogout } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout: revokes the refresh credential, names the SSO company's logout URL. */
export const logout = (): Promise<LogoutAnswer> => api.call(authLogout, { session: 'none' });
