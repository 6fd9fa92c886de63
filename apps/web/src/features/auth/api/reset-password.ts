import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordBody, authResetPassword } from '@casebridge/contract/auth';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset_password with the token from the route (H-027). */
export const resetPassword = (body: ResetPasswordBody): Promise<SuccessAnswer> =>
  api.call(authResetPassword, { body, session: 'none' });

/** The form shows a refused link itself, beside the way to ask for a new one. */
export const useResetPassword = () =>
  useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword, meta: { showsOwnErrors: true } });
