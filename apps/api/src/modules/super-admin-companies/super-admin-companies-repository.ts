import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments, documentFiles, documentNotes, documentVersions } from '../../db/schema/documents.ts';
import { communities, groupDocuments, groupRelations, partnerGroups } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';

/** A count read through a left join: none is null (mapWith(Number) would type it as always present). */
const countOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

/** S-010, R-013: every company with its groups (by name) and its number of users, by name. */
export async function findCompanyRows(db: DbOrTx) {
  const groupNames = db
    .select({
      companyId: groupRelations.companyId,
      names: sql<string[]>`array_agg(distinct ${communities.name} order by ${communities.name})`.as('names'),
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .groupBy(groupRelations.companyId)
    .as('group_names');
  const userCounts = db
    .select({ companyId: users.companyId, total: count().as('total') })
    .from(users)
    .where(isNotNull(users.companyId))
    .groupBy(users.companyId)
    .as('user_counts');
  return db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      membershipType: companies.membershipType,
      loginMethod: companies.loginMethod,
      status: companies.status,
      domain: companies.domain,
      createdAt: companies.createdAt,
      groups: sql<string[] | null>`${groupNames.names}`,
      users: sql<number | null>`${userCounts.total}`.mapWith(countOrNull),
    })
    .from(companies)
    .leftJoin(groupNames, eq(groupNames.companyId, companies.id))
    .leftJoin(userCounts, eq(userCounts.companyId, companies.id))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/** S-011: every company by name, for pickers. */
export async function findCompanyPickList(db: DbOrTx) {
  return db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/** The console's columns of a company that the member record does not hold. */
export async function findConsoleColumns(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      regionText: companies.regionText,
      publicWebText: companies.publicWebText,
      logoFileKey: companies.logoFileKey,
      ssoIdentitySource: companies.ssoIdentitySource,
      ssoIdpEntityUrl: companies.ssoIdpEntityUrl,
      ssoIdpFederationUrl: companies.ssoIdpFederationUrl,
      ssoIdpLogoutUrl: companies.ssoIdpLogoutUrl,
      ssoIdentityFileKey: companies.ssoIdentityFileKey,
      ssoLoginSection: companies.ssoLoginSection,
      ssoRegistrationSection: companies.ssoRegistrationSection,
      ssoIdpInitiated: companies.ssoIdpInitiated,
      createdAt: companies.createdAt,
      formDesigner: companies.formDesigner,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Whether a login subdomain is taken: by another company, or by a partner program's vhost (one namespace of hosts). */
export async function isSlugTaken(db: DbOrTx, slug: string, exceptCompanyId: number): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(sql`lower(${companies.slug})`, slug.toLowerCase()), sql`${companies.id} <> ${exceptCompanyId}`))
    .limit(1);
  if (company) return true;
  const [group] = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(eq(sql`lower(${partnerGroups.vhost})`, slug.toLowerCase()))
    .limit(1);
  return group !== undefined;
}

/** The company's users' ids (their sessions end when the company is disabled). */
export async function findCompanyUserIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  return rows.map((row) => row.id);
}

/** How many cases the company sent or received (a company with cases is not deleted, ADR 28). */
export async function countCompanyCases(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cases)
    .where(or(eq(cases.submitCompanyId, companyId), eq(cases.receiverCompanyId, companyId)));
  return row?.total ?? 0;
}

export async function countSponsoredGroups(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(communities)
    .where(eq(communities.sponsorCompanyId, companyId));
  return row?.total ?? 0;
}

/** The stored files that go with the company: its logo, its identity file, its processes' and its group documents' files. */
export async function findCompanyFileKeys(db: DbOrTx, companyId: number): Promise<string[]> {
  const [company] = await db
    .select({ logo: companies.logoFileKey, identity: companies.ssoIdentityFileKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  const processFiles = await db
    .select({ key: documentFiles.fileKey })
    .from(documentFiles)
    .innerJoin(contactDocuments, eq(contactDocuments.id, documentFiles.contactDocumentId))
    .where(eq(contactDocuments.companyId, companyId));
  const groupFiles = await db
    .select({ key: groupDocuments.fileKey })
    .from(groupDocuments)
    .where(and(eq(groupDocuments.companyId, companyId), isNotNull(groupDocuments.fileKey)));
  return [company?.logo, company?.identity, ...processFiles.map((f) => f.key), ...groupFiles.map((f) => f.key)].filter(
    (key): key is string => typeof key === 'string',
  );
}

/** S-040: the company's group relations with their group, department and process. */
export async function findCompanyGroups(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: groupRelations.id,
      communityId: communities.id,
      communityName: communities.name,
      communityType: communities.type,
      departmentName: departments.name,
      documentName: contactDocuments.name,
      userAccessFlag: groupRelations.userAccessFlag,
      memberRelationship: groupRelations.memberRelationship,
      isActive: groupRelations.isActive,
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, groupRelations.documentId))
    .where(eq(groupRelations.companyId, companyId))
    .orderBy(asc(communities.name), asc(groupRelations.id));
}

/** The company's active users by first name (the signup manager choices, S-020). */
export async function findActiveCompanyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The company's departments with their group and process, by name; `activeOnly` leaves out the inactive ones. */
export async function findDepartmentsOfCompany(db: DbOrTx, companyId: number, activeOnly: boolean) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      communityId: departments.communityId,
      communityName: communities.name,
      contactDocumentId: departments.contactDocumentId,
      contactDocumentName: contactDocuments.name,
      status: departments.status,
    })
    .from(departments)
    .leftJoin(communities, eq(communities.id, departments.communityId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, departments.contactDocumentId))
    .where(and(eq(departments.companyId, companyId), activeOnly ? eq(departments.status, 'active') : undefined))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** The company's processes (id, name) by name. */
export async function findDocumentNames(db: DbOrTx, companyId: number) {
  return db
    .select({ id: contactDocuments.id, name: contactDocuments.name })
    .from(contactDocuments)
    .where(eq(contactDocuments.companyId, companyId))
    .orderBy(asc(contactDocuments.name), asc(contactDocuments.id));
}

/** S-025: the company's processes with their current version's type and status, their notes and their cases. */
export async function findCompanyProcesses(db: DbOrTx, companyId: number, approvedOnly: boolean) {
  const noteCounts = db
    .select({ documentId: documentNotes.contactDocumentId, total: count().as('notes_total') })
    .from(documentNotes)
    .groupBy(documentNotes.contactDocumentId)
    .as('note_counts');
  const caseCounts = db
    .select({ documentId: cases.contactDocumentId, total: count().as('cases_total') })
    .from(cases)
    .where(eq(cases.receiverCompanyId, companyId))
    .groupBy(cases.contactDocumentId)
    .as('case_counts');
  return db
    .select({
      id: contactDocuments.id,
      name: contactDocuments.name,
      documentType: documentVersions.documentType,
      status: documentVersions.status,
      notes: sql<number | null>`${noteCounts.total}`.mapWith(countOrNull),
      cases: sql<number | null>`${caseCounts.total}`.mapWith(countOrNull),
      updatedAt: contactDocuments.updatedAt,
    })
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .leftJoin(noteCounts, eq(noteCounts.documentId, contactDocuments.id))
    .leftJoin(caseCounts, eq(caseCounts.documentId, contactDocuments.id))
    .where(
      and(
        eq(contactDocuments.companyId, companyId),
        approvedOnly ? eq(documentVersions.status, 'approved') : undefined,
      ),
    )
    .orderBy(asc(contactDocuments.name), asc(contactDocuments.id));
}

/** A process of the company (another company's is none), locked until the transaction ends. */
export async function findCompanyProcess(tx: DbOrTx, companyId: number, documentId: number) {
  const [row] = await tx
    .select({ id: contactDocuments.id, name: contactDocuments.name })
    .from(contactDocuments)
    .where(and(eq(contactDocuments.id, documentId), eq(contactDocuments.companyId, companyId)))
    .for('update');
  return row;
}

/** How many cases were sent to the process (by its document or one of its versions). */
export async function countProcessCases(db: DbOrTx, documentId: number): Promise<number> {
  const versionIds = db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(eq(documentVersions.contactDocumentId, documentId));
  const [row] = await db
    .select({ total: count() })
    .from(cases)
    .where(or(eq(cases.contactDocumentId, documentId), inArray(cases.documentVersionId, versionIds)));
  return row?.total ?? 0;
}

export async function findProcessFileKeys(db: DbOrTx, documentId: number): Promise<string[]> {
  const rows = await db
    .select({ key: documentFiles.fileKey })
    .from(documentFiles)
    .where(eq(documentFiles.contactDocumentId, documentId));
  return rows.map((row) => row.key);
}

/** S-025: the internal notes member companies keep on a process, newest first. */
export async function findProcessNotes(db: DbOrTx, documentId: number) {
  return db
    .select({
      id: documentNotes.id,
      company: companies.name,
      note: documentNotes.note,
      updatedAt: documentNotes.updatedAt,
    })
    .from(documentNotes)
    .innerJoin(companies, eq(companies.id, documentNotes.companyId))
    .where(eq(documentNotes.contactDocumentId, documentId))
    .orderBy(desc(documentNotes.updatedAt), desc(documentNotes.id));
}

export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}
