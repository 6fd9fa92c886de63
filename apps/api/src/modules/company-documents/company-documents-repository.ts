import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments, documentManagers, documentVersions } from '../../db/schema/documents.ts';
import { communities, groupRelations } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { insertVersion, type VersionEdit } from './process-writer.ts';

/** M-025: the company's processes with their current version, by name. */
export async function findCompanyDocuments(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: contactDocuments.id,
      name: contactDocuments.name,
      title: documentVersions.title,
      documentType: documentVersions.documentType,
      status: documentVersions.status,
      supportHours: documentVersions.supportHours,
      productSupported: documentVersions.productSupported,
      updatedAt: contactDocuments.updatedAt,
    })
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(eq(contactDocuments.companyId, companyId))
    .orderBy(asc(contactDocuments.name), asc(contactDocuments.id));
}

const versionColumns = {
  id: documentVersions.id,
  versionNumber: documentVersions.versionNumber,
  status: documentVersions.status,
  title: documentVersions.title,
  supportHours: documentVersions.supportHours,
  productSupported: documentVersions.productSupported,
  documentType: documentVersions.documentType,
  jsonType: documentVersions.jsonType,
  collaborateEmail: documentVersions.collaborateEmail,
  collaborateCcEmail: documentVersions.collaborateCcEmail,
  escalationInstructions: documentVersions.escalationInstructions,
  escalationAlias: documentVersions.escalationAlias,
  adminNote: documentVersions.adminNote,
  commonCustomerSectionTitle: documentVersions.commonCustomerSectionTitle,
};

/**
 * A process of the company with its current version, or undefined when the company has none of this id (another
 * company's document included). `lock` holds the document's row until the transaction ends, so that two saves do
 * not both write version n+1.
 */
export async function findCompanyDocument(db: DbOrTx, companyId: number, documentId: number, lock = false) {
  const query = db
    .select({
      id: contactDocuments.id,
      name: contactDocuments.name,
      companyId: contactDocuments.companyId,
      staticDocument: contactDocuments.staticDocument,
      parentOptionName: contactDocuments.parentOptionName,
      version: versionColumns,
    })
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(and(eq(contactDocuments.id, documentId), eq(contactDocuments.companyId, companyId)));
  const [row] = lock ? await query.for('update', { of: contactDocuments }) : await query;
  return row;
}

export type CompanyDocumentRow = NonNullable<Awaited<ReturnType<typeof findCompanyDocument>>>;

/** M-032: the company's first process (the one a limited member has), by id. */
export async function findFirstDocumentId(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contactDocuments.id })
    .from(contactDocuments)
    .where(and(eq(contactDocuments.companyId, companyId), sql`${contactDocuments.currentVersionId} is not null`))
    .orderBy(asc(contactDocuments.id))
    .limit(1);
  return row?.id;
}

export async function findVersionManagers(db: DbOrTx, versionId: number) {
  return db
    .select({
      userType: documentManagers.userType,
      userId: documentManagers.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentManagers)
    .innerJoin(users, eq(users.id, documentManagers.userId))
    .where(eq(documentManagers.versionId, versionId))
    .orderBy(asc(documentManagers.userType));
}

/** M-030: the groups in which partners reach the company (or a department) through this process. */
export async function findDocumentGroupRelations(db: DbOrTx, companyId: number, documentId: number) {
  return db
    .select({ communityId: communities.id, communityName: communities.name, departmentName: departments.name })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .where(and(eq(groupRelations.companyId, companyId), eq(groupRelations.documentId, documentId)))
    .orderBy(asc(communities.name), asc(groupRelations.id));
}

export async function findCompanyName(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function findCompanyDepartmentNames(db: DbOrTx, companyId: number) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** The groups the company or one of its departments belongs to, once each, by name. */
export async function findCompanyCommunities(db: DbOrTx, companyId: number) {
  return db
    .selectDistinct({ id: communities.id, name: communities.name })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .where(eq(groupRelations.companyId, companyId))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** M-027: the escalation contact choices, the company's active users by first name. */
export async function findEscalationUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

/** Of these user ids, the active users of the company. */
export async function findActiveUserIds(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * M-029: the member's edit becomes the document's next version: the current version's other fields, requirements,
 * tags and departments are copied, the managers are the ones given.
 */
export async function insertNextVersion(
  tx: DbOrTx,
  current: CompanyDocumentRow,
  edit: VersionEdit,
  createdByUserId: number,
): Promise<number> {
  const { managers, ...columns } = edit;
  const { version } = current;
  return insertVersion(
    tx,
    current.id,
    version.id,
    {
      status: version.status,
      documentType: version.documentType,
      jsonType: version.jsonType,
      adminNote: version.adminNote,
      commonCustomerSectionTitle: version.commonCustomerSectionTitle,
      ...columns,
    },
    { managers },
    createdByUserId,
  );
}
