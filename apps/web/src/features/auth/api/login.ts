import { useMutation } from '@tanstack/react-query';
import { tokenAnswer, type LoginBody, type TokenAnswer } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: a 401 here means wrong credentials, not an expired session (H-009). */
export const login = (body: LoginBody): Promise<TokenAnswer> =>
  api.request('/auth/login', { method: 'POST', body, schema: tokenAnswer, session: 'none' });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
