import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import type { VerifyAccountBody } from '@casebridge/contract/registration';
import { authVerifyAccount } from '@casebridge/contract/registration';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify_account (H-020): a new verification link. */
export const resendVerification = (body: VerifyAccountBody): Promise<MessageBody> =>
  api.call(authVerifyAccount, { body, session: 'none' });

export const useResendVerification = () =>
  useMutation({ mutationKey: ['auth', 'verify-account'], mutationFn: resendVerification });
