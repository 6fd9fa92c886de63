import {
  companyGroupsAnswer,
  companyManagersAnswer,
  companyProcessesAnswer,
  processNotesAnswer,
  superAdminCompanyUsersAnswer,
  superAdminDepartmentsAnswer,
  superAdminRelationsAnswer,
} from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { companyKey, useConsoleQuery } from './companies-keys';

const path = (companyId: number, rest: string) => `/${String(companyId)}${rest}`;

/** S-021: GET .../users. */
export const useConsoleCompanyUsers = (companyId: number) =>
  useConsoleQuery([...companyKey(companyId), 'users'], path(companyId, '/users'), superAdminCompanyUsersAnswer, {
    select: (answer) => answer.users,
  });

/** GET .../users/export, saved under the server's name (users.xlsx). */
export const exportConsoleCompanyUsers = async (companyId: number): Promise<void> => {
  const { blob, filename } = await api.download(`/super_admin/companies${path(companyId, '/users/export')}`);
  saveFile(blob, filename);
};

/** GET .../departments/all: every department with its group and process. */
export const useConsoleDepartments = (companyId: number) =>
  useConsoleQuery(
    [...companyKey(companyId), 'departments'],
    path(companyId, '/departments/all'),
    superAdminDepartmentsAnswer,
    { select: (answer) => answer.departments },
  );

/** S-025: GET .../contact_documents/all. */
export const useCompanyProcesses = (companyId: number) =>
  useConsoleQuery(
    [...companyKey(companyId), 'processes'],
    path(companyId, '/contact_documents/all'),
    companyProcessesAnswer,
    { select: (answer) => answer.documents },
  );

/** S-025: GET .../contact_documents/{doc}/notes, read when the notes are opened. */
export const useProcessNotes = (companyId: number, documentId: number, enabled: boolean) =>
  useConsoleQuery(
    [...companyKey(companyId), 'processes', documentId, 'notes'],
    path(companyId, `/contact_documents/${String(documentId)}/notes`),
    processNotesAnswer,
    { enabled },
  );

/** S-040: GET .../groups. */
export const useCompanyGroups = (companyId: number) =>
  useConsoleQuery([...companyKey(companyId), 'groups'], path(companyId, '/groups'), companyGroupsAnswer, {
    select: (answer) => answer.groups,
  });

/** S-020: GET .../managers and .../relations, the registration settings' choices. */
export const useCompanyManagers = (companyId: number) =>
  useConsoleQuery([...companyKey(companyId), 'managers'], path(companyId, '/managers'), companyManagersAnswer);
export const useConsoleRelations = (companyId: number) =>
  useConsoleQuery([...companyKey(companyId), 'relations'], path(companyId, '/relations'), superAdminRelationsAnswer);
