import { type LoginAsUserAnswer, authSuperAdminLoginAsUser } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** GET /api/auth/super_admin/login_as_user/{user_id}: a session for the user (A-036, super admin only). */
export const loginAsUser = (userId: number): Promise<LoginAsUserAnswer> =>
  api.call(authSuperAdminLoginAsUser, { params: { user_id: userId } });
