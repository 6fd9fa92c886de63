import type { ObjectKind } from '@casebridge/contract/access';
import { and, eq, exists, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { registrationQueue } from '../../db/schema/onboarding.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { communities, groupDocuments, groupRelations, groupUserAccess } from '../../db/schema/groups.ts';
import { apiKeys, webhooks } from '../../db/schema/integrations.ts';
import { users } from '../../db/schema/users.ts';
import { groupAllowsPair, partnerRelation, viewerRelation } from './group-pair-rule.ts';

/** The parties of the named cases, in one query: the only place that reads who may see a case. */
export function findCaseParties(db: DbOrTx, caseIds: readonly number[]) {
  return db
    .select({ id: cases.id, submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(inArray(cases.id, [...caseIds]));
}

/** Where each kind of object keeps its id, its owning company and its group (objects outside groups have none). */
const objectColumns: Record<
  ObjectKind,
  { table: PgTable; id: PgColumn; companyId: PgColumn | null; communityId: PgColumn | null }
> = {
  company: { table: companies, id: companies.id, companyId: companies.id, communityId: null },
  department: { table: departments, id: departments.id, companyId: departments.companyId, communityId: null },
  user: { table: users, id: users.id, companyId: users.companyId, communityId: null },
  process: {
    table: contactDocuments,
    id: contactDocuments.id,
    companyId: contactDocuments.companyId,
    communityId: null,
  },
  group: { table: communities, id: communities.id, companyId: null, communityId: communities.id },
  registration: {
    table: registrationQueue,
    id: registrationQueue.id,
    companyId: registrationQueue.companyId,
    communityId: null,
  },
  group_file: {
    table: groupDocuments,
    id: groupDocuments.id,
    companyId: groupDocuments.companyId,
    communityId: groupDocuments.communityId,
  },
  api_key: { table: apiKeys, id: apiKeys.id, companyId: apiKeys.companyId, communityId: null },
  webhook: { table: webhooks, id: webhooks.id, companyId: webhooks.companyId, communityId: null },
};

/**
 * The named objects of one kind, in one query: the company owning each (null for a group), and whether the viewer's
 * company has a relation to its group. The only place that reads whose an object is.
 */
export async function findObjectOwners(
  db: DbOrTx,
  kind: ObjectKind,
  ids: readonly number[],
  viewerCompanyId: number,
): Promise<{ id: number; ownerCompanyId: number | null; isGroupMember: boolean }[]> {
  const columns = objectColumns[kind];
  const isGroupMember: SQL<boolean> = columns.communityId
    ? sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(groupRelations)
          .where(
            and(eq(groupRelations.communityId, columns.communityId), eq(groupRelations.companyId, viewerCompanyId)),
          ),
      )}`
    : sql<boolean>`false`;
  return db
    .select({
      id: sql<number>`${columns.id}`,
      ownerCompanyId: columns.companyId ? sql<number | null>`${columns.companyId}` : sql<null>`null`,
      isGroupMember,
    })
    .from(columns.table)
    .where(inArray(columns.id, [...ids]));
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
 * active. `among` narrows the answer to those companies (the checks of a partner's objects named by id, as a
 * submission's): the pairs asked for, not all the company's partners (0.06 ms against 0.74 for the bench's largest
 * company and its 106 partners).
 */
export async function findAccessiblePartnerIds(
  db: DbOrTx,
  viewer: { userId: number; companyId: number },
  among?: readonly number[],
): Promise<number[]> {
  const values = { companyId: viewer.companyId, userId: viewer.userId };
  if (among === undefined) return (await keptStatement(db, accessiblePartners).execute(values)).map(companyIdOf);
  if (among.length === 0) return [];
  return (await keptStatement(db, accessiblePartnersAmong).execute({ ...values, among })).map(companyIdOf);
}

const companyIdOf = (row: { companyId: number }) => row.companyId;

/** findAccessiblePartnerIds' query, kept (it is on the path of the directory, the submit page and every submission). */
const accessiblePartnersQuery = (db: DbOrTx, among: Placeholder | undefined) =>
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
        groupAllowsPair,
        among === undefined ? undefined : sql`${partnerRelation.companyId} = any(${among}::int[])`,
      ),
    );
const accessiblePartners = (db: DbOrTx) => accessiblePartnersQuery(db, undefined).prepare('accessible_partners');
const accessiblePartnersAmong = (db: DbOrTx) =>
  accessiblePartnersQuery(db, sql.placeholder('among')).prepare('accessible_partners_among');
