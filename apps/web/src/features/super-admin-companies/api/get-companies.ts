import { superAdminCompaniesAnswer } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { companiesKey, useConsoleQuery } from './companies-keys';

/** S-010: GET /api/super_admin/companies. */
export const useCompanies = () => useConsoleQuery([...companiesKey, 'list'], '', superAdminCompaniesAnswer);

/** GET /api/super_admin/companies/export, saved as companies.xlsx. */
export const exportCompanies = async (): Promise<void> => {
  const { blob, filename } = await api.download('/super_admin/companies/export');
  saveFile(blob, filename);
};
