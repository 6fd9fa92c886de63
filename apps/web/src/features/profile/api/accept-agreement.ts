import { useMutation } from '@tanstack/react-query';
import { type AgreementBody, type ProfileAnswer, usersAgreement } from '@casebridge/contract/profile';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from './session-user';

/** POST /api/users/agreement (P-008): the privacy agreement accepted; answers the saved user. */
export const acceptAgreement = (body: AgreementBody): Promise<ProfileAnswer> => api.call(usersAgreement, { body });

export const useAcceptAgreement = () => {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationKey: ['profile', 'agreement'],
    mutationFn: acceptAgreement,
    onSuccess: (answer) => {
      setSessionUser(answer.user);
    },
  });
};
