import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type RegistrationSettingsAnswer,
  type registrationSettingsBody,
  adminCompanyRegistration,
} from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';
import { companyQueryKey } from './get-company';

/** POST /api/admin/company/registration (M-010): the saved settings come back; the company record is read again. */
export const saveRegistrationSettings = (
  body: z.output<typeof registrationSettingsBody>,
): Promise<RegistrationSettingsAnswer> => api.call(adminCompanyRegistration, { body });

export const useSaveRegistrationSettings = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'registration-settings'],
    mutationFn: saveRegistrationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
  });
};
