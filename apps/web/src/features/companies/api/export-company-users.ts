import { adminCompanyUsersExport } from '@casebridge/contract/users';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/admin/company/users/export, the company's users as an xlsx saved under the server's name. */
export const exportCompanyUsers = async (): Promise<void> => {
  const { blob, filename } = await api.downloadFile(adminCompanyUsersExport);
  saveFile(blob, filename);
};
