import { superAdminCompanies, superAdminCompaniesExport } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useSuperAdminQuery } from '@/lib/super-admin-query';
import { companiesKey } from './companies-keys';

/** S-010: GET /api/super_admin/companies. */
export const useCompanies = () =>
  useSuperAdminQuery([...companiesKey, 'list'], (signal) => api.call(superAdminCompanies, { signal }));

/** GET /api/super_admin/companies/export, saved as companies.xlsx. */
export const exportCompanies = async (): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminCompaniesExport);
  saveFile(blob, filename);
};
