import { useQuery } from '@tanstack/react-query';
import { type MsteamsConnectedAnswer, msteamsConnected } from '@casebridge/contract/msteams';
import { api } from '@/lib/api-client';

/**
 * POST /api/msteams/connected/{token}: the Teams manager's connect link works once, so the page asks once and
 * keeps the answer, also when a stale session of this browser ends meanwhile (meta.public, app.tsx).
 */
export const confirmMsteamsConnection = (token: string): Promise<MsteamsConnectedAnswer> =>
  api.call(msteamsConnected, { params: { token }, session: 'none' });

export const useConfirmMsteamsConnection = (token: string) =>
  useQuery({
    queryKey: ['msteams', 'connected', token],
    queryFn: () => confirmMsteamsConnection(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    meta: { public: true },
  });
