import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { communities, groupDocuments, groupRelations, groupUserAccess, partnerGroups } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A company's relations first at company level, then its departments' (the company's own relation speaks for it). */
const companyLevelFirst = [sql`${groupRelations.departmentId} is null desc`, asc(groupRelations.id)];

/** M-033: the groups the company (or one of its departments) has a relation to, one row per group. */
export async function findCompanyGroups(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({
      id: communities.id,
      name: communities.name,
      type: communities.type,
      status: communities.status,
      sponsorCompanyId: communities.sponsorCompanyId,
      userAccessFlag: groupRelations.userAccessFlag,
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .where(eq(groupRelations.companyId, companyId))
    .orderBy(asc(communities.name), ...companyLevelFirst);
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * The group as the company sees it, with the company's own relation to it (its company-level one first); none when
 * the company has no relation to the group: another company's group is not found.
 */
export async function findGroupOfCompany(db: DbOrTx, companyId: number, communityId: number) {
  const [row] = await db
    .select({
      id: communities.id,
      name: communities.name,
      description: communities.description,
      type: communities.type,
      status: communities.status,
      sponsorCompanyId: communities.sponsorCompanyId,
      addendumName: communities.addendumName,
      addendumFileKey: communities.addendumFileKey,
      customSla: communities.customSla,
      p1Message: communities.p1Message,
      p2Message: communities.p2Message,
      p3Message: communities.p3Message,
      p1ResponseTime: communities.p1ResponseTime,
      p2ResponseTime: communities.p2ResponseTime,
      p3ResponseTime: communities.p3ResponseTime,
      vhost: partnerGroups.vhost,
      registrationStatusUrl: partnerGroups.registrationStatusUrl,
      codeOfConductFileKey: partnerGroups.codeOfConductFileKey,
      codeOfConductFilename: partnerGroups.codeOfConductFilename,
      currentLicenseFileKey: partnerGroups.currentLicenseFileKey,
      currentLicenseFilename: partnerGroups.currentLicenseFilename,
      relation: {
        id: groupRelations.id,
        userAccessFlag: groupRelations.userAccessFlag,
        departmentName: departments.name,
        documentId: contactDocuments.id,
        documentName: contactDocuments.name,
      },
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .leftJoin(partnerGroups, eq(partnerGroups.communityId, communities.id))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, groupRelations.documentId))
    .where(and(eq(groupRelations.companyId, companyId), eq(groupRelations.communityId, communityId)))
    .orderBy(...companyLevelFirst)
    .limit(1);
  return row;
}
export type GroupOfCompany = NonNullable<Awaited<ReturnType<typeof findGroupOfCompany>>>;

/** M-038, R-007: the group's active members (companies and departments) of active companies. */
export function findGroupPartners(db: DbOrTx, communityId: number) {
  return db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      departmentId: departments.id,
      departmentName: departments.name,
      documentId: contactDocuments.id,
      documentName: contactDocuments.name,
    })
    .from(groupRelations)
    .innerJoin(companies, and(eq(companies.id, groupRelations.companyId), eq(companies.status, 'active')))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, groupRelations.documentId))
    .where(and(eq(groupRelations.communityId, communityId), eq(groupRelations.isActive, true)))
    .orderBy(asc(companies.name), sql`${departments.name} asc nulls first`);
}
export type GroupPartnerRow = Awaited<ReturnType<typeof findGroupPartners>>[number];

const documentColumns = {
  id: groupDocuments.id,
  name: groupDocuments.name,
  companyId: groupDocuments.companyId,
  companyName: companies.name,
  documentType: groupDocuments.documentType,
  url: groupDocuments.url,
  originalFilename: groupDocuments.originalFilename,
};
/** M-039: the documents shared in the group, oldest first. */
export function findGroupDocuments(db: DbOrTx, communityId: number, documentId?: number) {
  return db
    .select(documentColumns)
    .from(groupDocuments)
    .innerJoin(companies, eq(companies.id, groupDocuments.companyId))
    .where(
      and(
        eq(groupDocuments.communityId, communityId),
        documentId === undefined ? undefined : eq(groupDocuments.id, documentId),
      ),
    )
    .orderBy(asc(groupDocuments.id));
}

export type GroupDocumentRow = Awaited<ReturnType<typeof findGroupDocuments>>[number];

/** S-061: a group document's stored file, by the document's id. */
export async function findGroupDocumentFile(db: DbOrTx, documentId: number) {
  const [row] = await db
    .select({
      name: groupDocuments.name,
      fileKey: groupDocuments.fileKey,
      originalFilename: groupDocuments.originalFilename,
      contentType: groupDocuments.contentType,
    })
    .from(groupDocuments)
    .where(eq(groupDocuments.id, documentId));
  return row;
}

const accessColumns = {
  id: groupUserAccess.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  country: countries.name,
  role: users.role,
  lastLoginAt: users.lastLoginAt,
};

/** M-042: the company's users given access to the group (another company's grants are not its business). */
export function findGroupUsers(db: DbOrTx, communityId: number, companyId: number, userId?: number) {
  return db
    .select(accessColumns)
    .from(groupUserAccess)
    .innerJoin(users, and(eq(users.id, groupUserAccess.userId), eq(users.companyId, companyId)))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(
      and(
        eq(groupUserAccess.communityId, communityId),
        userId === undefined ? undefined : eq(groupUserAccess.userId, userId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
export type GroupUserRow = Awaited<ReturnType<typeof findGroupUsers>>[number];

const USER_SEARCH_LIMIT = 25;

/** M-043: the company's active users whose name or email contains the term, with the groups each may use. */
export async function searchCompanyUsers(db: DbOrTx, companyId: number, term: string) {
  const pattern = containsPattern(term.toLowerCase());
  const found = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      city: users.city,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        or(
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
          sql`lower(${users.email}) like ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(USER_SEARCH_LIMIT);
  const access =
    found.length === 0
      ? []
      : await db
          .select({ userId: groupUserAccess.userId, communityId: groupUserAccess.communityId })
          .from(groupUserAccess)
          .where(
            inArray(
              groupUserAccess.userId,
              found.map((user) => user.id),
            ),
          );
  return found.map((user) => ({
    ...user,
    groupAccess: access.filter((row) => row.userId === user.id).map((row) => row.communityId),
  }));
}

/** An active user of the company, or nothing (M-044: only the admin's own users are given access). */
export async function findActiveCompanyUser(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.status, 'active')));
  return row;
}

/** M-033: the names of these companies, by name. */
export function findCompanyNames(db: DbOrTx, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(asc(companies.name));
}
