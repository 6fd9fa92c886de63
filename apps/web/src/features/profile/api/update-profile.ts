import { useMutation } from '@tanstack/react-query';
import { type ProfileAnswer, type updateProfileBody, usersProfile } from '@casebridge/contract/profile';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from './session-user';

/** POST /api/users/profile (P-003): the contact details and the privacy agreement; answers the saved user. */
export const updateProfile = (body: z.output<typeof updateProfileBody>): Promise<ProfileAnswer> =>
  api.call(usersProfile, { body });

export const useUpdateProfile = () => {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      setSessionUser(answer.user);
    },
  });
};
