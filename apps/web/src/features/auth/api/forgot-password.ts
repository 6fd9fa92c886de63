import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordBody, authForgotPassword } from '@casebridge/contract/auth';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot_password (H-010). */
export const forgotPassword = (body: ForgotPasswordBody): Promise<SuccessAnswer> =>
  api.call(authForgotPassword, { body, session: 'none' });

/** The modal shows its failures itself: a banner would sit behind it, out of sight. */
export const useForgotPassword = () =>
  useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: forgotPassword,
    meta: { showsOwnErrors: true },
  });
