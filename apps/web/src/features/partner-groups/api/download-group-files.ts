import {
  adminCompanyPartnerGroupsExportMembers,
  partnerGroupAgreementEndpoints,
} from '@casebridge/contract/partner-groups';
import type { AgreementDocument } from '@casebridge/contract/enums';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** M-035: GET /api/admin/company/partner_groups/{id}/code_of_conduct, /current_license or /addendum. */
export const downloadGroupAgreement = async (id: number, which: AgreementDocument): Promise<void> => {
  const { blob, filename } = await api.downloadFile(partnerGroupAgreementEndpoints[which], { params: { id } });
  saveFile(blob, filename);
};

/** GET /api/admin/company/partner_groups/{id}/export_members, saved under the server's name. */
export const downloadGroupMembers = async (id: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(adminCompanyPartnerGroupsExportMembers, { params: { id } });
  saveFile(blob, filename);
};
