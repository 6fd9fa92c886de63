import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SSO_FILE_FIELD } from '@casebridge/contract/sso';
import {
  LOGO_FILE_FIELD,
  postSuperAdminCompanies,
  type SaveSuperAdminCompanyAnswer,
} from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { companiesKey } from './companies-keys';

export type CompanyFormInput = {
  companyId: number;
  fields: Record<string, string | null | undefined>;
  logo: File | null;
  identityFile: File | null;
};

/** S-018: POST /api/super_admin/companies/{id} (0 creates), multipart of the fields, logo_file and sso_idp_file. */
export const saveConsoleCompany = (input: CompanyFormInput): Promise<SaveSuperAdminCompanyAnswer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value ?? '');
  if (input.logo) form.append(LOGO_FILE_FIELD, input.logo, input.logo.name);
  if (input.identityFile) form.append(SSO_FILE_FIELD, input.identityFile, 'metadata.xml');
  return api.call(postSuperAdminCompanies, { params: { id: input.companyId }, body: form });
};

export const useSaveConsoleCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super_admin', 'companies', 'save'],
    mutationFn: saveConsoleCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};
