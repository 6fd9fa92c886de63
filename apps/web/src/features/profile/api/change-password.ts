import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordAnswer, type ChangePasswordBody, usersPassword } from '@casebridge/contract/profile';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session-storage';

/**
 * POST /api/users/password (P-005): the other sessions end, this one goes on with the access token answered (the
 * earlier ones no longer hold, X-041).
 */
export const changePassword = (body: ChangePasswordBody): Promise<ChangePasswordAnswer> =>
  api.call(usersPassword, { body });

export const useChangePassword = () =>
  useMutation({
    mutationKey: ['profile', 'password'],
    mutationFn: changePassword,
    onSuccess: (answer) => {
      setToken(answer.token);
    },
  });
