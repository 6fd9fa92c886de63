import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type GroupAgreement = 'code_of_conduct' | 'current_license' | 'addendum';

/** M-035: GET /api/admin/company/partner_groups/{id}/code_of_conduct, /current_license or /addendum. */
export const downloadGroupAgreement = async (id: number, which: GroupAgreement): Promise<void> => {
  const { blob, filename } = await api.download(`/admin/company/partner_groups/${String(id)}/${which}`);
  saveFile(blob, filename);
};

/** GET /api/admin/company/partner_groups/{id}/export_members, saved under the server's name. */
export const downloadGroupMembers = async (id: number): Promise<void> => {
  const { blob, filename } = await api.download(`/admin/company/partner_groups/${String(id)}/export_members`);
  saveFile(blob, filename);
};
