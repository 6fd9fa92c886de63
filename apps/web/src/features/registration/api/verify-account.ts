import { useQuery } from '@tanstack/react-query';
import { type VerifyAnswer, authVerify } from '@casebridge/contract/registration';
import { api } from '@/lib/api-client';

/**
 * GET /api/auth/verify/{token} (H-018): the link works once, so the answer is asked for once and kept, also when a
 * stale session of this browser ends meanwhile (meta.public, app.tsx).
 */
export const verifyAccount = (token: string): Promise<VerifyAnswer> =>
  api.call(authVerify, { params: { token }, session: 'none' });

export const useVerifyAccount = (token: string) =>
  useQuery({
    queryKey: ['auth', 'verify', token],
    queryFn: () => verifyAccount(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    meta: { public: true },
  });
