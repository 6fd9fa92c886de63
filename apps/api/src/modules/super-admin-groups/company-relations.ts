import {
  COMPANY_NOT_FOUND_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  RELATION_EXISTS_MESSAGE,
  RELATION_GROUP_FIXED_MESSAGE,
  RELATION_NOT_FOUND_MESSAGE,
  RELATION_SAVED_MESSAGE,
  SELECTED_USERS_MESSAGE,
  defaultMemberRelationship,
  type GroupRelation,
  type RelationAnswer,
  type RelationUser,
  type RelationUsersAnswer,
  type SaveRelationAnswer,
  type SaveRelationBody,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { checkCompanyChoices } from './group-partners.ts';
import {
  findActiveUserIds,
  findCompany,
  findCompanyDepartments,
  findCompanyDocuments,
  findCompanyRelation,
  findCompanyUsers,
  findGroupChoice,
  findGroupUserIds,
  findMemberRelation,
  insertRelation,
  replaceGroupUserAccess,
  updateRelation,
  type CompanyRelationRow,
} from './super-admin-groups-repository.ts';

async function requireCompany(db: DbOrTx, id: number) {
  const company = await findCompany(db, id);
  if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return company;
}

async function requireRelation(db: DbOrTx, companyId: number, relationId: number): Promise<CompanyRelationRow> {
  const relation = await findCompanyRelation(db, companyId, relationId);
  if (!relation) throw notFound(RELATION_NOT_FOUND_MESSAGE);
  return relation;
}

async function toRelation(db: DbOrTx, companyId: number, row: CompanyRelationRow): Promise<GroupRelation> {
  return {
    relation_id: row.id,
    community: {
      id: row.community.id,
      name: row.community.name,
      type: row.community.type,
      status: row.community.status,
      sponsor_company_id: row.community.sponsorCompanyId,
    },
    department_id: row.departmentId,
    document_id: row.documentId,
    user_access_flag: row.userAccessFlag,
    member_relationship: row.memberRelationship,
    is_active: row.isActive,
    selected_users: await findGroupUserIds(db, row.community.id, companyId),
  };
}

async function readUsers(db: DbOrTx, companyId: number, communityId: number | null): Promise<RelationUser[]> {
  const rows = await findCompanyUsers(db, companyId, communityId);
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
    selected: row.accessId !== null,
  }));
}

/**
 * S-042: GET /api/super_admin/companies/{id}/users/{relation_id}: the company's users, each selected when it has
 * access to the relation's group (0: a new relation, nobody selected).
 */
export async function listRelationUsers(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  relationId: number,
): Promise<RelationUsersAnswer> {
  requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const relation = relationId === 0 ? null : await requireRelation(deps.db, company.id, relationId);
  return { users: await readUsers(deps.db, company.id, relation?.community.id ?? null) };
}

/**
 * S-041: GET /api/super_admin/companies/{id}/relation/{relation_id}: the relation and the company's users, with the
 * company's departments and processes to choose from (0: the form of a new relation).
 */
export async function getCompanyRelation(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  relationId: number,
): Promise<RelationAnswer> {
  requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const row = relationId === 0 ? null : await requireRelation(deps.db, company.id, relationId);
  const [users, departments, documents] = await Promise.all([
    readUsers(deps.db, company.id, row?.community.id ?? null),
    findCompanyDepartments(deps.db, company.id),
    findCompanyDocuments(deps.db, company.id),
  ]);
  return {
    company,
    relation: row === null ? null : await toRelation(deps.db, company.id, row),
    users,
    departments,
    documents,
  };
}

const invalid = (errors: FieldErrors) =>
  new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);

/**
 * S-043..S-045: POST /api/super_admin/companies/{id}/groups/put: creates (relation_id 0) or updates the company's
 * relation to a group; a restricted relation's selected users become the company's users with access to the group.
 * Who may work with whom follows at once (ADR 13 reads the relations; the directory's counter moves by its trigger,
 * ADR 16). Written to the audit log.
 */
export async function saveCompanyRelation(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  body: SaveRelationBody,
): Promise<SaveRelationAnswer> {
  const admin = requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const existing = body.relation_id === 0 ? null : await requireRelation(deps.db, company.id, body.relation_id);
  const group = await findGroupChoice(deps.db, body.community_id);
  if (!group) throw invalid({ community_id: [GROUP_NOT_FOUND_MESSAGE] });
  if (existing && existing.community.id !== group.id) throw invalid({ community_id: [RELATION_GROUP_FIXED_MESSAGE] });
  const errors = await checkCompanyChoices(deps.db, company.id, body, { departmentRequired: false });
  const selected = [...new Set(body.selected_users)];
  if (body.user_access_flag === 'limit') {
    const active = await findActiveUserIds(deps.db, company.id, selected);
    if (active.length !== selected.length) errors.selected_users = [SELECTED_USERS_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const values = {
    communityId: group.id,
    departmentId: body.department_id,
    documentId: body.document_id,
    userAccessFlag: body.user_access_flag,
    memberRelationship:
      body.member_relationship ??
      existing?.memberRelationship ??
      defaultMemberRelationship({ type: group.type, sponsor_company_id: group.sponsorCompanyId }, company.id),
    isActive: body.is_active,
  };
  const relationId = await deps.db.transaction(async (tx) => {
    const same = await findMemberRelation(tx, group.id, company.id, body.department_id);
    if (same && same.id !== existing?.id) throw invalid({ department_id: [RELATION_EXISTS_MESSAGE] });
    let id = existing?.id;
    if (id === undefined) id = await insertRelation(tx, { ...values, companyId: company.id });
    else await updateRelation(tx, id, values);
    if (id === undefined) throw invalid({ department_id: [RELATION_EXISTS_MESSAGE] });
    if (body.user_access_flag === 'limit')
      await replaceGroupUserAccess(tx, {
        communityId: group.id,
        relationId: id,
        companyId: company.id,
        userIds: selected,
      });
    await writeAuditLog(tx, {
      action: existing ? 'group.relation_updated' : 'group.relation_created',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: company.id,
      details: {
        relation_id: id,
        group_id: group.id,
        is_active: values.isActive,
        user_access_flag: values.userAccessFlag,
        member_relationship: values.memberRelationship,
        department_id: values.departmentId,
        selected_users: body.user_access_flag === 'limit' ? selected.length : null,
      },
    });
    return id;
  });
  return {
    message: RELATION_SAVED_MESSAGE,
    relation: await toRelation(deps.db, company.id, await requireRelation(deps.db, company.id, relationId)),
  };
}
