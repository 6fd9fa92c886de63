import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SSO_FILE_FIELD,
  type SaveSsoAnswer,
  type SsoSettingsFields,
  postAdminCompanySso,
} from '@casebridge/contract/sso';
import { api } from '@/lib/api-client';
import { ssoSettingsQuery } from './get-sso-settings';

/** POST /api/admin/company/sso (M-013): multipart of the seven fields and the identity file (not its name). */
export const saveSsoSettings = (input: { fields: SsoSettingsFields; file: File | null }): Promise<SaveSsoAnswer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value ?? '');
  if (input.file) form.append(SSO_FILE_FIELD, input.file, 'metadata.xml');
  return api.call(postAdminCompanySso, { body: form });
};

export const useSaveSsoSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sso', 'save'],
    mutationFn: saveSsoSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQuery.queryKey }),
  });
};
