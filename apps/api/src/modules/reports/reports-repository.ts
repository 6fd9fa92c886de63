import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { caseResponses, cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { communities, groupRelations } from '../../db/schema/groups.ts';

const submitter = alias(companies, 'submitter');
const receiver = alias(companies, 'receiver');
const partnerRelation = alias(groupRelations, 'partner_relation');

/** The cases a usage report covers: those the company sent or received, created in [from, to). */
export type UsageRange = { companyId: number; from: Date; to: Date };

const inRange = ({ companyId, from, to }: UsageRange) =>
  and(
    or(eq(cases.submitCompanyId, companyId), eq(cases.receiverCompanyId, companyId)),
    gte(cases.createdAt, from),
    lt(cases.createdAt, to),
  );

export async function countUsageCases(db: DbOrTx, range: UsageRange): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(cases)
    .where(inRange(range));
  return row?.total ?? 0;
}

/**
 * a page of the range's cases, newest first; `before` (the id of the last row of the page before) continues
 * after it: the export reads the range page by page. The database compares the times, at its precision.
 */
export function findUsageCases(db: DbOrTx, range: UsageRange, page: { limit: number; before?: number | undefined }) {
  const outbound = eq(cases.submitCompanyId, range.companyId);
  const after: SQL | undefined =
    page.before === undefined
      ? undefined
      : sql`(${cases.createdAt}, ${cases.id}) < (select previous.created_at, previous.id from ${cases} as previous
          where previous.id = ${page.before})`;
  return db
    .select({
      id: cases.id,
      token: cases.token,
      outbound: sql<boolean>`(${outbound})`,
      internalCaseNumber: cases.internalCaseNumber,
      partnerCaseNumber: cases.partnerCaseNumber,
      partner: sql<string>`case when ${outbound} then ${receiver.name} else ${submitter.name} end`,
      createdAt: cases.createdAt,
      // The receiver's first answer: an acceptance, a rejection or a request for information.
      responseDate: sql<Date | string | null>`(select min(${caseResponses.createdAt}) from ${caseResponses}
        where ${caseResponses.caseId} = ${cases.id}
          and ${caseResponses.type} in ('approval', 'rejection', 'information-request'))`,
    })
    .from(cases)
    .innerJoin(submitter, eq(submitter.id, cases.submitCompanyId))
    .innerJoin(receiver, eq(receiver.id, cases.receiverCompanyId))
    .where(and(inRange(range), after))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(page.limit);
}

/** the partner companies named, each with the active groups it shares with the company, by name. */
export function findPartnerGroups(db: DbOrTx, companyId: number, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      name: companies.name,
      domain: companies.domain,
      groups: sql<string[]>`coalesce(array_agg(distinct ${communities.name} order by ${communities.name})
        filter (where ${communities.id} is not null), '{}')`,
    })
    .from(companies)
    .leftJoin(partnerRelation, and(eq(partnerRelation.companyId, companies.id), eq(partnerRelation.isActive, true)))
    .leftJoin(
      communities,
      and(
        eq(communities.id, partnerRelation.communityId),
        eq(communities.status, 'active'),
        sql`exists (select 1 from ${groupRelations} where ${groupRelations.communityId} = ${communities.id}
          and ${groupRelations.companyId} = ${companyId} and ${groupRelations.isActive})`,
      ),
    )
    .where(inArray(companies.id, [...partnerIds]))
    .groupBy(companies.id, companies.name, companies.domain)
    .orderBy(sql`lower(${companies.name})`, companies.id);
}
