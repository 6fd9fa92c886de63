import { useMutation } from '@tanstack/react-query';
import { type LoginBody, type TokenAnswer, authLogin } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: a 401 here means wrong credentials, not an expired session (H-009). */
export const login = (body: LoginBody): Promise<TokenAnswer> => api.call(authLogin, { body, session: 'none' });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
