import { useMutation } from '@tanstack/react-query';
import { type AutoLoginBody, type TokenAnswer, callerAutoLogin } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** H-028: POST /api/caller/auto_login, the emailed sign-in link's token for a session (single use). */
export const autoLogin = (body: AutoLoginBody): Promise<TokenAnswer> =>
  api.call(callerAutoLogin, { body, session: 'none' });

/** The page shows a refused link itself (with the way to sign in), not as an alert. */
export const useAutoLogin = () =>
  useMutation({ mutationKey: ['auth', 'auto-login'], mutationFn: autoLogin, meta: { showsOwnErrors: true } });
