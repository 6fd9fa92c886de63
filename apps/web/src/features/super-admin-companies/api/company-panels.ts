import {
  superAdminCompaniesContactDocumentsAll,
  superAdminCompaniesContactDocumentsNotes,
  superAdminCompaniesDepartmentsAll,
  superAdminCompaniesGroups,
  superAdminCompaniesManagers,
  superAdminCompaniesRelations,
  superAdminCompaniesUsers,
  superAdminCompaniesUsersExport,
} from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useSuperAdminQuery } from '@/lib/super-admin-query';
import { companyKey } from './companies-keys';

/** S-021: GET .../users. */
export const useConsoleCompanyUsers = (companyId: number) =>
  useSuperAdminQuery(
    [...companyKey(companyId), 'users'],
    (signal) => api.call(superAdminCompaniesUsers, { params: { id: companyId }, signal }),
    { select: (answer) => answer.users },
  );

/** GET .../users/export, saved under the server's name (users.xlsx). */
export const exportConsoleCompanyUsers = async (companyId: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminCompaniesUsersExport, { params: { id: companyId } });
  saveFile(blob, filename);
};

/** GET .../departments/all: every department with its group and process. */
export const useConsoleDepartments = (companyId: number) =>
  useSuperAdminQuery(
    [...companyKey(companyId), 'departments'],
    (signal) => api.call(superAdminCompaniesDepartmentsAll, { params: { id: companyId }, signal }),
    { select: (answer) => answer.departments },
  );

/** S-025: GET .../contact_documents/all. */
export const useCompanyProcesses = (companyId: number) =>
  useSuperAdminQuery(
    [...companyKey(companyId), 'processes'],
    (signal) => api.call(superAdminCompaniesContactDocumentsAll, { params: { id: companyId }, signal }),
    { select: (answer) => answer.documents },
  );

/** S-025: GET .../contact_documents/{doc}/notes, read when the notes are opened. */
export const useProcessNotes = (companyId: number, documentId: number, enabled: boolean) =>
  useSuperAdminQuery(
    [...companyKey(companyId), 'processes', documentId, 'notes'],
    (signal) =>
      api.call(superAdminCompaniesContactDocumentsNotes, { params: { id: companyId, doc: documentId }, signal }),
    { enabled },
  );

/** S-040: GET .../groups. */
export const useCompanyGroups = (companyId: number) =>
  useSuperAdminQuery(
    [...companyKey(companyId), 'groups'],
    (signal) => api.call(superAdminCompaniesGroups, { params: { id: companyId }, signal }),
    { select: (answer) => answer.groups },
  );

/** S-020: GET .../managers and .../relations, the registration settings' choices. */
export const useCompanyManagers = (companyId: number) =>
  useSuperAdminQuery([...companyKey(companyId), 'managers'], (signal) =>
    api.call(superAdminCompaniesManagers, { params: { id: companyId }, signal }),
  );
export const useConsoleRelations = (companyId: number) =>
  useSuperAdminQuery([...companyKey(companyId), 'relations'], (signal) =>
    api.call(superAdminCompaniesRelations, { params: { id: companyId }, signal }),
  );
