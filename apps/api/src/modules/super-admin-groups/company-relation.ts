import {
  COMPANY_NOT_FOUND_MESSAGE,
  RELATION_NOT_FOUND_MESSAGE,
  type GroupRelation,
  type RelationUser,
} from '@casebridge/contract/super-admin-groups';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findCompany,
  findCompanyRelation,
  findCompanyUsers,
  findGroupUserIds,
  type CompanyRelationRow,
} from './super-admin-groups-repository.ts';

export async function requireCompany(db: DbOrTx, id: number) {
  const company = await findCompany(db, id);
  if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return company;
}

export async function requireRelation(db: DbOrTx, companyId: number, relationId: number): Promise<CompanyRelationRow> {
  const relation = await findCompanyRelation(db, companyId, relationId);
  if (!relation) throw notFound(RELATION_NOT_FOUND_MESSAGE);
  return relation;
}

export async function toRelation(db: DbOrTx, companyId: number, row: CompanyRelationRow): Promise<GroupRelation> {
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

export async function readUsers(db: DbOrTx, companyId: number, communityId: number | null): Promise<RelationUser[]> {
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
