import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import {
  communities,
  companyRegistrationGroups,
  groupDocuments,
  groupRelations,
  groupUserAccess,
  partnerGroups,
} from '../../db/schema/groups.ts';
import { onboardingSessions } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const choiceColumns = {
  id: communities.id,
  name: communities.name,
  type: communities.type,
  status: communities.status,
  sponsorCompanyId: communities.sponsorCompanyId,
};

/** S-050, R-014: every group with its address, its sponsor and how many companies relate to it, by name. */
export function findGroups(db: DbOrTx) {
  const members = db
    .select({
      communityId: groupRelations.communityId,
      companies: sql<number>`count(distinct ${groupRelations.companyId})::int`.as('companies'),
    })
    .from(groupRelations)
    .groupBy(groupRelations.communityId)
    .as('members');
  return db
    .select({
      ...choiceColumns,
      vhost: partnerGroups.vhost,
      sponsorName: companies.name,
      companies: sql<number>`coalesce(${members.companies}, 0)`,
      createdAt: communities.createdAt,
    })
    .from(communities)
    .leftJoin(partnerGroups, eq(partnerGroups.communityId, communities.id))
    .leftJoin(companies, eq(companies.id, communities.sponsorCompanyId))
    .leftJoin(members, eq(members.communityId, communities.id))
    .orderBy(asc(communities.name), asc(communities.id));
}
export type GroupListRow = Awaited<ReturnType<typeof findGroups>>[number];

const GROUP_SEARCH_LIMIT = 25;

/** S-041: the groups whose name contains the term (case-insensitive), by name. */
export function searchGroups(db: DbOrTx, term: string) {
  return db
    .select(choiceColumns)
    .from(communities)
    .where(sql`lower(${communities.name}) like ${containsPattern(term.toLowerCase())}`)
    .orderBy(asc(communities.name), asc(communities.id))
    .limit(GROUP_SEARCH_LIMIT);
}

/** S-052: the community with its sponsor, department and process names and its partner group (programs). */
export async function findGroup(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      community: communities,
      sponsorName: companies.name,
      departmentName: departments.name,
      documentName: contactDocuments.name,
      partnerGroup: partnerGroups,
    })
    .from(communities)
    .leftJoin(companies, eq(companies.id, communities.sponsorCompanyId))
    .leftJoin(departments, eq(departments.id, communities.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, communities.documentId))
    .leftJoin(partnerGroups, eq(partnerGroups.communityId, communities.id))
    .where(eq(communities.id, id));
  return row;
}
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** 3 §5: a vhost is one host name: no other program's vhost and no company's slug may be the same. */
export async function isHostTaken(db: DbOrTx, host: string, communityId: number | null) {
  const [program] = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(
      and(
        eq(sql`lower(${partnerGroups.vhost})`, host),
        communityId === null ? undefined : sql`${partnerGroups.communityId} <> ${communityId}`,
      ),
    )
    .limit(1);
  if (program) return true;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, host))
    .limit(1);
  return company !== undefined;
}

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, id));
  return row;
}

/** A company's departments (active first, by name): the choices of a relation, a partner, a sponsor. */
export function findCompanyDepartments(db: DbOrTx, companyId: number) {
  return db
    .select({ id: departments.id, name: departments.name, status: departments.status })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.status), asc(departments.name), asc(departments.id));
}

/** A company's processes (contact documents), by name. */
export function findCompanyDocuments(db: DbOrTx, companyId: number) {
  return db
    .select({ id: contactDocuments.id, name: contactDocuments.name })
    .from(contactDocuments)
    .where(eq(contactDocuments.companyId, companyId))
    .orderBy(asc(contactDocuments.name), asc(contactDocuments.id));
}

/** Onboarding requests of the program still waiting for the super admin (approval or payment). */
export async function countOpenRequests(db: DbOrTx, communityId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(onboardingSessions)
    .innerJoin(partnerGroups, eq(partnerGroups.id, onboardingSessions.partnerGroupId))
    .where(
      and(
        eq(partnerGroups.communityId, communityId),
        inArray(onboardingSessions.status, ['pending_approval', 'pending_payment']),
      ),
    );
  return row?.n ?? 0;
}

/** The stored files that go when the group goes (its agreements, its banner, its shared documents). */
export async function findGroupFileKeys(db: DbOrTx, communityId: number): Promise<string[]> {
  const [group] = await db
    .select({
      addendum: communities.addendumFileKey,
      banner: partnerGroups.bannerFileKey,
      codeOfConduct: partnerGroups.codeOfConductFileKey,
      license: partnerGroups.currentLicenseFileKey,
    })
    .from(communities)
    .leftJoin(partnerGroups, eq(partnerGroups.communityId, communities.id))
    .where(eq(communities.id, communityId));
  const documents = await db
    .select({ key: groupDocuments.fileKey })
    .from(groupDocuments)
    .where(eq(groupDocuments.communityId, communityId));
  return [group?.addendum, group?.banner, group?.codeOfConduct, group?.license, ...documents.map((d) => d.key)].filter(
    (key): key is string => typeof key === 'string',
  );
}

/**
 * S-051: deletes the group; its relations, user access, documents, registration defaults, partner group and that
 * program's decided onboarding sessions go with it (foreign keys cascade), departments keep no link to it.
 */
export async function deleteCommunity(db: DbOrTx, id: number) {
  const relations = await db.select({ n: count() }).from(groupRelations).where(eq(groupRelations.communityId, id));
  const [row] = await db
    .delete(communities)
    .where(eq(communities.id, id))
    .returning({ id: communities.id, name: communities.name, type: communities.type });
  return row ? { ...row, relations: relations[0]?.n ?? 0 } : undefined;
}

const partnerColumns = {
  id: groupRelations.id,
  companyId: companies.id,
  companyName: companies.name,
  departmentId: departments.id,
  departmentName: departments.name,
  documentId: contactDocuments.id,
  documentName: contactDocuments.name,
  isActive: groupRelations.isActive,
  memberRelationship: groupRelations.memberRelationship,
  userAccessFlag: groupRelations.userAccessFlag,
};

/** S-057, R-016: every relation of the group (active or not, of any company), by company and department. */
export function findPartners(db: DbOrTx, communityId: number, relationId?: number) {
  return db
    .select(partnerColumns)
    .from(groupRelations)
    .innerJoin(companies, eq(companies.id, groupRelations.companyId))
    .leftJoin(departments, eq(departments.id, groupRelations.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, groupRelations.documentId))
    .where(
      and(
        eq(groupRelations.communityId, communityId),
        relationId === undefined ? undefined : eq(groupRelations.id, relationId),
      ),
    )
    .orderBy(asc(companies.name), sql`${departments.name} asc nulls first`, asc(groupRelations.id));
}
export type PartnerRow = Awaited<ReturnType<typeof findPartners>>[number];

/** The relation of the company (and department: none for the company itself) to the group, if any. */
export async function findMemberRelation(
  db: DbOrTx,
  communityId: number,
  companyId: number,
  departmentId: number | null,
) {
  const [row] = await db
    .select({ id: groupRelations.id })
    .from(groupRelations)
    .where(
      and(
        eq(groupRelations.communityId, communityId),
        eq(groupRelations.companyId, companyId),
        departmentId === null ? isNull(groupRelations.departmentId) : eq(groupRelations.departmentId, departmentId),
      ),
    );
  return row;
}

/**
 * S-059: deletes the relation. When the company keeps no other relation to the group, its users' access to the
 * group and the group as one of its registration defaults go too: nothing is left pointing at a membership that
 * ended.
 */
export async function deleteRelation(db: DbOrTx, communityId: number, relationId: number) {
  const [row] = await db
    .delete(groupRelations)
    .where(and(eq(groupRelations.id, relationId), eq(groupRelations.communityId, communityId)))
    .returning({
      id: groupRelations.id,
      companyId: groupRelations.companyId,
      departmentId: groupRelations.departmentId,
    });
  if (!row) return undefined;
  const [remaining] = await db
    .select({ n: count() })
    .from(groupRelations)
    .where(and(eq(groupRelations.communityId, communityId), eq(groupRelations.companyId, row.companyId)));
  if ((remaining?.n ?? 0) === 0) {
    await db
      .delete(groupUserAccess)
      .where(
        and(
          eq(groupUserAccess.communityId, communityId),
          inArray(
            groupUserAccess.userId,
            db.select({ id: users.id }).from(users).where(eq(users.companyId, row.companyId)),
          ),
        ),
      );
    await db
      .delete(companyRegistrationGroups)
      .where(
        and(
          eq(companyRegistrationGroups.communityId, communityId),
          eq(companyRegistrationGroups.companyId, row.companyId),
        ),
      );
  }
  return row;
}

/** S-041: the company's relation by id, with its group. */
export async function findCompanyRelation(db: DbOrTx, companyId: number, relationId: number) {
  const [row] = await db
    .select({
      id: groupRelations.id,
      departmentId: groupRelations.departmentId,
      documentId: groupRelations.documentId,
      userAccessFlag: groupRelations.userAccessFlag,
      memberRelationship: groupRelations.memberRelationship,
      isActive: groupRelations.isActive,
      community: choiceColumns,
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .where(and(eq(groupRelations.id, relationId), eq(groupRelations.companyId, companyId)));
  return row;
}
export type CompanyRelationRow = NonNullable<Awaited<ReturnType<typeof findCompanyRelation>>>;

export async function findGroupChoice(db: DbOrTx, communityId: number) {
  const [row] = await db.select(choiceColumns).from(communities).where(eq(communities.id, communityId));
  return row;
}

/** S-042: the company's users (active first, by name) and whether each has access to the group. */
export function findCompanyUsers(db: DbOrTx, companyId: number, communityId: number | null) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
      accessId: groupUserAccess.id,
    })
    .from(users)
    .leftJoin(
      groupUserAccess,
      and(eq(groupUserAccess.userId, users.id), eq(groupUserAccess.communityId, communityId ?? 0)),
    )
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.status), asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The ids among these that are active users of the company. */
export async function findActiveUserIds(db: DbOrTx, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, userIds)));
  return rows.map((row) => row.id);
}

/**
 * S-042: the company's users with access to the group become exactly these (under this relation); others of the
 * company lose it. Users of other companies keep theirs.
 */
export async function replaceGroupUserAccess(
  db: DbOrTx,
  input: { communityId: number; relationId: number; companyId: number; userIds: number[] },
) {
  const companyUsers = db.select({ id: users.id }).from(users).where(eq(users.companyId, input.companyId));
  await db
    .delete(groupUserAccess)
    .where(
      and(
        eq(groupUserAccess.communityId, input.communityId),
        inArray(groupUserAccess.userId, companyUsers),
        input.userIds.length === 0 ? undefined : notInArray(groupUserAccess.userId, input.userIds),
      ),
    );
  if (input.userIds.length === 0) return;
  await db
    .insert(groupUserAccess)
    .values(input.userIds.map((userId) => ({ communityId: input.communityId, relationId: input.relationId, userId })))
    .onConflictDoUpdate({
      target: [groupUserAccess.communityId, groupUserAccess.userId],
      set: { relationId: input.relationId },
    });
}

export async function findGroupUserIds(db: DbOrTx, communityId: number, companyId: number) {
  const rows = await db
    .select({ id: groupUserAccess.userId })
    .from(groupUserAccess)
    .innerJoin(users, and(eq(users.id, groupUserAccess.userId), eq(users.companyId, companyId)))
    .where(eq(groupUserAccess.communityId, communityId))
    .orderBy(asc(groupUserAccess.userId));
  return rows.map((row) => row.id);
}

/** S-060: whether the company has a relation to the group (a document is shared in a partner's name). */
export async function isGroupPartner(db: DbOrTx, communityId: number, companyId: number) {
  const [row] = await db
    .select({ id: groupRelations.id })
    .from(groupRelations)
    .where(and(eq(groupRelations.communityId, communityId), eq(groupRelations.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}
