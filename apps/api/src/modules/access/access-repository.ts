import { and, eq, exists, inArray, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { communities, groupRelations, groupUserAccess } from '../../db/schema/groups.ts';

const viewerRelation = alias(groupRelations, 'viewer_relation');
const partnerRelation = alias(groupRelations, 'partner_relation');

/** The parties of the named cases, in one query: the only place that reads who may see a case. */
export function findCaseParties(db: DbOrTx, caseIds: readonly number[]) {
  return db
    .select({ id: cases.id, submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(inArray(cases.id, [...caseIds]));
}

const casePartiesByToken = (db: DbOrTx) =>
  db
    .select({ id: cases.id, submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(eq(cases.token, sql.placeholder('token')))
    .prepare('case_parties_by_token');

/** The case a URL's token names (the signed-in pages' /my-cases/{token}) and its parties, if any: a kept statement. */
export async function findCasePartiesByToken(db: DbOrTx, token: string) {
  const [row] = await keptStatement(db, casePartiesByToken).execute({ token });
  return row;
}

/**
 * ADR 13, the only definition of who may send a case to whom: the companies this user's company may work with. Two
 * companies may when both have an active relation to one active group and the group allows the pair: both
 * relations many_to_many, or either company is the group's sponsor (one_to_many members reach the sponsor only). A
 * relation with user access 'limit' counts for the users given access to the group only. Both companies must be
 * active. `partnerCompanyId` narrows the answer to one company (the check before a submission).
 */
export async function findAccessiblePartnerIds(
  db: DbOrTx,
  viewer: { userId: number; companyId: number },
  partnerCompanyId?: number,
): Promise<number[]> {
  const values = { companyId: viewer.companyId, userId: viewer.userId };
  const rows =
    partnerCompanyId === undefined
      ? await keptStatement(db, accessiblePartners).execute(values)
      : await keptStatement(db, accessiblePartner).execute({ ...values, partnerCompanyId });
  return rows.map((row) => row.companyId);
}

/** findAccessiblePartnerIds' query, kept (it is on the path of the directory, the submit page and every submission). */
const accessiblePartnersQuery = (db: DbOrTx, partnerCompanyId: Placeholder | undefined) =>
  db
    .selectDistinct({ companyId: partnerRelation.companyId })
    .from(viewerRelation)
    .innerJoin(communities, and(eq(communities.id, viewerRelation.communityId), eq(communities.status, 'active')))
    .innerJoin(
      partnerRelation,
      and(
        eq(partnerRelation.communityId, viewerRelation.communityId),
        eq(partnerRelation.isActive, true),
        ne(partnerRelation.companyId, viewerRelation.companyId),
      ),
    )
    .innerJoin(companies, and(eq(companies.id, partnerRelation.companyId), eq(companies.status, 'active')))
    .where(
      and(
        eq(viewerRelation.companyId, sql.placeholder('companyId')),
        eq(viewerRelation.isActive, true),
        or(
          eq(viewerRelation.userAccessFlag, 'all'),
          exists(
            db
              .select({ one: sql`1` })
              .from(groupUserAccess)
              .where(
                and(
                  eq(groupUserAccess.communityId, viewerRelation.communityId),
                  eq(groupUserAccess.userId, sql.placeholder('userId')),
                ),
              ),
          ),
        ),
        or(
          and(
            eq(viewerRelation.memberRelationship, 'many_to_many'),
            eq(partnerRelation.memberRelationship, 'many_to_many'),
          ),
          eq(communities.sponsorCompanyId, viewerRelation.companyId),
          eq(communities.sponsorCompanyId, partnerRelation.companyId),
        ),
        partnerCompanyId === undefined ? undefined : eq(partnerRelation.companyId, partnerCompanyId),
      ),
    );
const accessiblePartners = (db: DbOrTx) => accessiblePartnersQuery(db, undefined).prepare('accessible_partners');
const accessiblePartner = (db: DbOrTx) =>
  accessiblePartnersQuery(db, sql.placeholder('partnerCompanyId')).prepare('accessible_partner');
