import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { openRequestStatuses, waitingOnboardingStatuses } from '@casebridge/contract/onboarding';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { communities, groupRelations, partnerGroups } from '../../db/schema/groups.ts';
import { onboardingSessions } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';

/** A partner program by its vhost: what the wizard needs of it (prices, agreements, files). */
export async function findProgramByVhost(db: DbOrTx, vhost: string) {
  const [row] = await db
    .select({
      partnerGroupId: partnerGroups.id,
      communityId: communities.id,
      name: communities.name,
      type: communities.type,
      status: communities.status,
      vhost: partnerGroups.vhost,
      price: partnerGroups.price,
      priceThreeYears: partnerGroups.priceThreeYears,
      forceAddendum: partnerGroups.forceAddendum,
      addendumName: communities.addendumName,
      addendumFileKey: communities.addendumFileKey,
      codeOfConductFileKey: partnerGroups.codeOfConductFileKey,
      codeOfConductFilename: partnerGroups.codeOfConductFilename,
      currentLicenseFileKey: partnerGroups.currentLicenseFileKey,
      currentLicenseFilename: partnerGroups.currentLicenseFilename,
      registrationStatusUrl: partnerGroups.registrationStatusUrl,
    })
    .from(partnerGroups)
    .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
    .where(eq(sql`lower(${partnerGroups.vhost})`, vhost.toLowerCase()));
  return row;
}
export type Program = NonNullable<Awaited<ReturnType<typeof findProgramByVhost>>>;

export type SessionRow = typeof onboardingSessions.$inferSelect;

/**
 * The session a token names, on the program whose vhost the request came through (never another program's), once
 * its address is proven (a session of before the emailed link was required has a token but no proof: none).
 */
export async function findSessionOfProgram(db: DbOrTx, partnerGroupId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(onboardingSessions)
    .where(
      and(
        eq(onboardingSessions.tokenHash, tokenHash),
        eq(onboardingSessions.partnerGroupId, partnerGroupId),
        isNotNull(onboardingSessions.emailVerifiedAt),
      ),
    );
  return row;
}

/** The session whose emailed verification link this is, on this program: unused, unexpired and not yet proven. */
const openVerifyLink = (partnerGroupId: number, verifyTokenHash: string) =>
  and(
    eq(onboardingSessions.verifyTokenHash, verifyTokenHash),
    eq(onboardingSessions.partnerGroupId, partnerGroupId),
    gt(onboardingSessions.verifyExpiresAt, sql`now()`),
    isNull(onboardingSessions.emailVerifiedAt),
    eq(onboardingSessions.status, 'in_progress'),
  );

export async function findSessionOfVerifyLink(db: DbOrTx, partnerGroupId: number, verifyTokenHash: string) {
  const [row] = await db.select().from(onboardingSessions).where(openVerifyLink(partnerGroupId, verifyTokenHash));
  return row;
}

/**
 * Takes the emailed verification link (single use: the first taker clears it) and records the proof; a session the
 * address may go on with gets its first token, its company and its step. Undefined when the link was taken first.
 */
export async function takeVerifyLink(
  db: DbOrTx,
  partnerGroupId: number,
  verifyTokenHash: string,
  proven: Partial<Pick<SessionRow, 'tokenHash' | 'companyId' | 'step'>>,
) {
  const [row] = await db
    .update(onboardingSessions)
    .set({
      ...proven,
      verifyTokenHash: null,
      verifyExpiresAt: null,
      emailVerifiedAt: sql`now()`,
      version: sql`${onboardingSessions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(openVerifyLink(partnerGroupId, verifyTokenHash))
    .returning();
  return row;
}

/**
 * Compare-and-set: writes the change only if the session is still at `version` and in progress, and bumps the
 * version. Undefined when another save came first (or the session was submitted meanwhile).
 */
export async function updateSessionAtVersion(
  db: DbOrTx,
  id: number,
  version: number,
  change: Partial<
    Pick<
      SessionRow,
      'step' | 'status' | 'data' | 'companyId' | 'userId' | 'submittedAt' | 'restoreTokenHash' | 'restoreExpiresAt'
    >
  >,
) {
  const [row] = await db
    .update(onboardingSessions)
    .set({ ...change, version: sql`${onboardingSessions.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(onboardingSessions.id, id),
        eq(onboardingSessions.version, version),
        eq(onboardingSessions.status, 'in_progress'),
      ),
    )
    .returning();
  return row;
}

/**
 * O-003: the company an address belongs to: its user's company (with that user), else the company whose domain it
 * is (no user).
 */
export async function findCompanyOfEmail(db: DbOrTx, email: string) {
  const columns = {
    id: companies.id,
    name: companies.name,
    slug: companies.slug,
    status: companies.status,
    membershipType: companies.membershipType,
    loginMethod: companies.loginMethod,
  };
  const [byUser] = await db
    .select({ ...columns, user: { id: users.id, status: users.status } })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (byUser) return byUser;
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  const [byDomain] = await db
    .select(columns)
    .from(companies)
    .where(eq(sql`lower(${companies.domain})`, domain))
    .orderBy(asc(companies.id))
    .limit(1);
  return byDomain && { ...byDomain, user: null };
}

export async function findCompanySummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, membershipType: companies.membershipType })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Whether the company is already a member of the program (a relation to its community). */
export async function isMemberOfCommunity(db: DbOrTx, companyId: number, communityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: groupRelations.id })
    .from(groupRelations)
    .where(and(eq(groupRelations.companyId, companyId), eq(groupRelations.communityId, communityId)))
    .limit(1);
  return row !== undefined;
}

/** A submitted request for this address on this program, still waiting (for its company, approval or payment). */
export async function findOpenRequest(db: DbOrTx, partnerGroupId: number, email: string) {
  const [row] = await db
    .select({ id: onboardingSessions.id })
    .from(onboardingSessions)
    .where(
      and(
        eq(onboardingSessions.partnerGroupId, partnerGroupId),
        eq(sql`lower(${onboardingSessions.email})`, email.toLowerCase()),
        inArray(onboardingSessions.status, [...openRequestStatuses]),
      ),
    );
  return row;
}

/**
 * Issue 21: the requests whose new user waited for the company move on with its decision: approved, to the super
 * admin's review; rejected, declined (by the manager who decided).
 */
export async function moveRequestsOfApplicant(
  db: DbOrTx,
  userId: number,
  decision: { approved: boolean; decidedByUserId: number | null },
) {
  await db
    .update(onboardingSessions)
    .set(
      decision.approved
        ? { status: 'pending_approval', updatedAt: sql`now()` }
        : {
            status: 'rejected',
            decidedAt: sql`now()`,
            decidedByUserId: decision.decidedByUserId,
            updatedAt: sql`now()`,
          },
    )
    .where(and(eq(onboardingSessions.userId, userId), eq(onboardingSessions.status, 'pending_company')));
}

/** O-023: the processes an existing company could join the program with. */
export async function listCompanyDocuments(db: DbOrTx, companyId: number) {
  return db
    .select({ id: contactDocuments.id, name: contactDocuments.name })
    .from(contactDocuments)
    .where(eq(contactDocuments.companyId, companyId))
    .orderBy(asc(contactDocuments.name));
}

export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
}

/**
 * O-006: takes an emailed restore link (single use: the first taker clears it) and gives the session a new token,
 * in one statement. Undefined when the link is unknown, used, expired or its registration already submitted.
 */
export async function takeRestoreLink(db: DbOrTx, restoreTokenHash: string, newTokenHash: string) {
  const [row] = await db
    .update(onboardingSessions)
    .set({
      tokenHash: newTokenHash,
      restoreTokenHash: null,
      restoreExpiresAt: null,
      version: sql`${onboardingSessions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(onboardingSessions.restoreTokenHash, restoreTokenHash),
        gt(onboardingSessions.restoreExpiresAt, sql`now()`),
        eq(onboardingSessions.status, 'in_progress'),
        isNotNull(onboardingSessions.emailVerifiedAt),
      ),
    )
    .returning();
  return row;
}

export async function findProgramOfSession(db: DbOrTx, partnerGroupId: number) {
  const [row] = await db
    .select({ vhost: partnerGroups.vhost })
    .from(partnerGroups)
    .where(eq(partnerGroups.id, partnerGroupId));
  return row;
}

/**
 * S-002: the requests waiting for the super admin (approval, or an invoice's payment), oldest first, each with its
 * company's name (the existing company's, else the one the request gives, else its address) and its group's.
 */
export function findWaitingOnboardingRequests(db: DbOrTx) {
  return db
    .select({
      id: onboardingSessions.id,
      companyName: sql<string>`coalesce(${companies.name}, nullif(${onboardingSessions.data} #>> '{company,name}', ''), ${onboardingSessions.email})`,
      groupName: communities.name,
      status: onboardingSessions.status,
      createdAt: onboardingSessions.createdAt,
      sfOpportunity: onboardingSessions.sfOpportunity,
    })
    .from(onboardingSessions)
    .innerJoin(partnerGroups, eq(partnerGroups.id, onboardingSessions.partnerGroupId))
    .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
    .leftJoin(companies, eq(companies.id, onboardingSessions.companyId))
    .where(inArray(onboardingSessions.status, [...waitingOnboardingStatuses]))
    .orderBy(asc(onboardingSessions.createdAt), asc(onboardingSessions.id));
}
