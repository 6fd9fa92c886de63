import { useQueryClient } from '@tanstack/react-query';
import type { MeAnswer, SessionUser } from '@casebridge/contract/auth';

/** The session's query (GET /api/auth/me, loaded by the shell); features do not import each other, so by its key. */
const sessionQueryKey = ['auth', 'me'] as const;

/** P-003, P-008, P-009: the user a save answered replaces the session's, so the header and the forced modals follow. */
export const useSetSessionUser = () => {
  const queryClient = useQueryClient();
  return (user: SessionUser): void => {
    queryClient.setQueryData<MeAnswer>(sessionQueryKey, (me) => (me === undefined ? me : { ...me, user }));
  };
};
