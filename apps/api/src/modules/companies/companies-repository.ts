import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments, documentNotes } from '../../db/schema/documents.ts';
import { communities, companyRegistrationGroups, groupRelations } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { companySummaryColumns } from './to-company-summary.ts';
import { updateCompanySettings } from './company-writer.ts';
import { replaceRegistrationGroups } from '../super-admin-groups/group-writer.ts';

/** Who sends a change request, with the company it is for (the session's company, never the body's). */
export async function findChangeRequester(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: { id: companies.id, name: companies.name, slug: companies.slug },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** M-002: the member company record's columns, with its registration settings. */
export async function findMemberCompany(db: DbOrTx, companyId: number) {
  const [company] = await db
    .select({
      ...companySummaryColumns,
      useGroupLogin: companies.useGroupLogin,
      additionalDomains: companies.additionalDomains,
      communicationsEmail: companies.communicationsEmail,
      bccResponseEmail: companies.bccResponseEmail,
      loginPageText: companies.loginPageText,
      showInPublicWeb: companies.showInPublicWeb,
      allowNotes: companies.allowNotes,
      requiresApproval: companies.requiresApproval,
      signupManagerId: companies.signupManagerId,
      altSignupManagerId: companies.altSignupManagerId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const defaultGroups = await findDefaultGroupIds(db, companyId);
  return { ...company, defaultGroups };
}

async function findDefaultGroupIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ communityId: companyRegistrationGroups.communityId })
    .from(companyRegistrationGroups)
    .where(eq(companyRegistrationGroups.companyId, companyId))
    .orderBy(asc(companyRegistrationGroups.communityId));
  return rows.map((row) => row.communityId);
}

/** M-004: the company's departments, by name. */
export async function findCompanyDepartments(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      status: departments.status,
    })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** M-005: the company's internal notes on partners' processes, with the partner and the process, newest first. */
export async function findInternalNotes(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: documentNotes.id,
      member: companies.name,
      process: contactDocuments.name,
      note: documentNotes.note,
      updatedAt: documentNotes.updatedAt,
    })
    .from(documentNotes)
    .innerJoin(contactDocuments, eq(contactDocuments.id, documentNotes.contactDocumentId))
    .innerJoin(companies, eq(companies.id, contactDocuments.companyId))
    .where(eq(documentNotes.companyId, companyId))
    .orderBy(desc(documentNotes.updatedAt), desc(documentNotes.id));
}

/** M-009: the company's group relations (its own and its departments'), by group name. */
export async function findCompanyRelations(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: groupRelations.id,
      communityId: communities.id,
      communityName: communities.name,
      communityType: communities.type,
      departmentName: departments.name,
      isActive: groupRelations.isActive,
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .where(eq(groupRelations.companyId, companyId))
    .orderBy(asc(communities.name), asc(groupRelations.id));
}

/** Of these community ids, those the company has a relation with. */
export async function findRelatedCommunityIds(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ communityId: groupRelations.communityId })
    .from(groupRelations)
    .where(and(eq(groupRelations.companyId, companyId), inArray(groupRelations.communityId, ids)));
  return rows.map((row) => row.communityId);
}

/** Of these user ids, the active users of the company. */
export async function findActiveCompanyUserIds(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
  return rows.map((row) => row.id);
}

export type RegistrationSettingsRow = {
  requiresApproval: boolean;
  signupManagerId: number;
  altSignupManagerId: number | null;
  defaultGroups: number[];
};

/** M-010: the columns registration reads (companies.requires_approval, the signup managers) and the default groups. */
export async function updateRegistrationSettings(tx: DbOrTx, companyId: number, settings: RegistrationSettingsRow) {
  await updateCompanySettings(tx, companyId, {
    requiresApproval: settings.requiresApproval,
    signupManagerId: settings.signupManagerId,
    altSignupManagerId: settings.altSignupManagerId,
  });
  await replaceRegistrationGroups(tx, companyId, settings.defaultGroups);
}
