import type { z } from 'zod';
import type { RegistrationSettingsAnswer, registrationSettingsBody } from '@casebridge/contract/companies';
import type {
  CompanyGroup,
  CompanyManagers,
  CompanyProcess,
  DocsAndDepts,
  ProcessNote,
  SuperAdminDepartment,
} from '@casebridge/contract/super-admin-companies';
import type { CompanyRelation } from '@casebridge/contract/companies';
import type { CompanyUser } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readCompanyRelations } from '../companies/list-company-relations.ts';
import { notePreview } from '../companies/list-internal-notes.ts';
import { saveCompanyRegistrationSettings } from '../companies/save-registration-settings.ts';
import { readCompanyChoices } from '../company-documents/read-company-choices.ts';
import { companyUsersXlsx } from '../users/export-company-users.ts';
import { readCompanyUsers } from '../users/list-company-users.ts';
import { toConsoleDepartment } from './console-departments.ts';
import { requireCompany } from './get-console-company.ts';
import {
  findActiveCompanyUsers,
  findCompanyGroups,
  findCompanyProcesses,
  findDepartmentsOfCompany,
  findDocumentNames,
} from './super-admin-companies-repository.ts';

// The company detail's panels and the registration settings (S-020..S-025, S-040): each reads one company, named by
// the path, for a super admin; an unknown company is 404 (S-013).

/** S-040: GET /api/super_admin/companies/{id}/relations, the groups the company and its departments belong to. */
export async function listConsoleRelations(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ relations: CompanyRelation[] }> {
  requireSuperAdmin(actor);
  return { relations: await readCompanyRelations(deps, await requireCompany(deps, companyId)) };
}

/** S-040: GET /api/super_admin/companies/{id}/groups, the Groups panel: each relation with its access and process. */
export async function listCompanyGroups(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ groups: CompanyGroup[] }> {
  requireSuperAdmin(actor);
  const rows = await findCompanyGroups(deps.db, await requireCompany(deps, companyId));
  return {
    groups: rows.map((row) => ({
      id: row.id,
      community_id: row.communityId,
      community_name: row.communityName,
      community_type: row.communityType,
      department_name: row.departmentName,
      document_name: row.documentName,
      user_access_flag: row.userAccessFlag,
      member_relationship: row.memberRelationship,
      is_active: row.isActive,
    })),
  };
}

/** S-020: GET /api/super_admin/companies/{id}/managers, the active users who may be signup managers. */
export async function listCompanyManagers(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ managers: CompanyManagers }> {
  requireSuperAdmin(actor);
  const rows = await findActiveCompanyUsers(deps.db, await requireCompany(deps, companyId));
  return {
    managers: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
    })),
  };
}

/** S-020: POST /api/super_admin/companies/{id}/registration, through the member admin's own writer (ADR 20). */
export async function saveConsoleRegistration(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  input: z.output<typeof registrationSettingsBody>,
): Promise<RegistrationSettingsAnswer> {
  const admin = requireSuperAdmin(actor);
  return saveCompanyRegistrationSettings(deps, admin, await requireCompany(deps, companyId), input);
}

/** S-021: GET /api/super_admin/companies/{id}/users. */
export async function listConsoleCompanyUsers(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ users: CompanyUser[] }> {
  requireSuperAdmin(actor);
  return { users: await readCompanyUsers(deps, await requireCompany(deps, companyId)) };
}

/** GET /api/super_admin/companies/{id}/users/export, as users.xlsx like the member admin's. */
export async function exportConsoleCompanyUsers(deps: AppDeps, actor: Actor | null, companyId: number) {
  requireSuperAdmin(actor);
  return companyUsersXlsx(deps, await requireCompany(deps, companyId));
}

/** GET .../departments (active ones) and .../departments/all, with each one's group and process. */
export async function listConsoleDepartments(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  activeOnly: boolean,
): Promise<{ departments: SuperAdminDepartment[] }> {
  requireSuperAdmin(actor);
  const rows = await findDepartmentsOfCompany(deps.db, await requireCompany(deps, companyId), activeOnly);
  return { departments: rows.map(toConsoleDepartment) };
}

/** GET .../docs_and_depts: the company's processes, departments and groups, the choices of a department row. */
export async function getDocsAndDepts(deps: AppDeps, actor: Actor | null, companyId: number): Promise<DocsAndDepts> {
  requireSuperAdmin(actor);
  const id = await requireCompany(deps, companyId);
  return { documents: await findDocumentNames(deps.db, id), ...(await readCompanyChoices(deps, id)) };
}

/** S-025: GET .../contact_documents (approved: what partners reach) and .../contact_documents/all (every status). */
export async function listCompanyProcesses(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  approvedOnly: boolean,
): Promise<{ documents: CompanyProcess[] }> {
  requireSuperAdmin(actor);
  const rows = await findCompanyProcesses(deps.db, await requireCompany(deps, companyId), approvedOnly);
  return {
    documents: rows.map((row) => ({
      id: row.id,
      name: row.name,
      document_type: row.documentType,
      status: row.status,
      notes: row.notes ?? 0,
      cases: row.cases ?? 0,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export const toProcessNote = (row: { id: number; company: string; note: string; updatedAt: Date }): ProcessNote => ({
  id: row.id,
  company: row.company,
  note: notePreview(row.note, 2000),
  updated_at: row.updatedAt.toISOString(),
});
