import { useMutation } from '@tanstack/react-query';
import { successAnswer, type ResetPasswordBody, type SuccessAnswer } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset_password with the token from the route (H-027). */
export const resetPassword = (body: ResetPasswordBody): Promise<SuccessAnswer> =>
  api.request('/auth/reset_password', { method: 'POST', body, schema: successAnswer, session: 'none' });

/** The form shows a refused link itself, beside the way to ask for a new one. */
export const useResetPassword = () =>
  useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword, meta: { showsOwnErrors: true } });
