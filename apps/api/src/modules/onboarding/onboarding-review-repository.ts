import { and, eq, inArray, sql } from 'drizzle-orm';
import { waitingOnboardingStatuses } from '@casebridge/contract/onboarding';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { outboundEmails } from '../../db/schema/email.ts';
import { communities, partnerGroups } from '../../db/schema/groups.ts';
import { onboardingSessions, type OnboardingData } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';

/** S-062: a session with its program (the group it asks to join) and the existing company's name. */
export async function findSessionForReview(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({
      session: onboardingSessions,
      communityId: communities.id,
      groupName: communities.name,
      sponsorCompanyId: communities.sponsorCompanyId,
      vhost: partnerGroups.vhost,
      companyName: companies.name,
      companySlug: companies.slug,
      verifyLinkSentAt: outboundEmails.createdAt,
    })
    .from(onboardingSessions)
    .innerJoin(partnerGroups, eq(partnerGroups.id, onboardingSessions.partnerGroupId))
    .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
    .leftJoin(companies, eq(companies.id, onboardingSessions.companyId))
    .leftJoin(outboundEmails, eq(outboundEmails.id, onboardingSessions.verifyEmailId))
    .where(eq(onboardingSessions.id, id));
  const [row] = lock ? await query.for('update', { of: onboardingSessions }) : await query;
  return row;
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findSessionForReview>>>;

const isWaiting = inArray(onboardingSessions.status, [...waitingOnboardingStatuses]);

/** S-063: the super admin's corrections, to a request still waiting; undefined when it was decided meanwhile. */
export async function updateWaitingSession(
  db: DbOrTx,
  id: number,
  change: { data: OnboardingData; sfOpportunity: string | null },
) {
  const [row] = await db
    .update(onboardingSessions)
    .set({ ...change, version: sql`${onboardingSessions.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(onboardingSessions.id, id), isWaiting))
    .returning({ id: onboardingSessions.id });
  return row;
}

/** S-063, S-065: the decision, once: only a waiting request moves (undefined otherwise). */
export async function decideSession(
  db: DbOrTx,
  id: number,
  change: {
    status: 'approved' | 'rejected';
    decidedByUserId: number;
    companyId?: number | null;
    userId?: number | null;
  },
) {
  const [row] = await db
    .update(onboardingSessions)
    .set({
      ...change,
      decidedAt: sql`now()`,
      version: sql`${onboardingSessions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(onboardingSessions.id, id), isWaiting))
    .returning({ id: onboardingSessions.id });
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function isSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row !== undefined;
}

/** O-023: whether the process is the company's own. */
export async function isProcessOfCompany(db: DbOrTx, documentId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contactDocuments.id })
    .from(contactDocuments)
    .where(and(eq(contactDocuments.id, documentId), eq(contactDocuments.companyId, companyId)));
  return row !== undefined;
}
