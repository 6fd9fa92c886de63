import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegistrationSettingsAnswer, registrationSettingsBody } from '@casebridge/contract/companies';
import { superAdminCompaniesRegistration } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { companyKey } from './companies-keys';

/** S-020: POST /api/super_admin/companies/{id}/registration. */
export const useSaveConsoleRegistration = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'companies', 'registration'],
    mutationFn: (body: z.output<typeof registrationSettingsBody>): Promise<RegistrationSettingsAnswer> =>
      api.call(superAdminCompaniesRegistration, { params: { id: companyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
};
