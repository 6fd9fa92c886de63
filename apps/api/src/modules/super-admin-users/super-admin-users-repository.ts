import { asc, eq, sql } from 'drizzle-orm';
import { INACTIVE_USERS_PAGE_SIZE } from '@casebridge/contract/super-admin-users';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { communities, groupRelations, groupUserAccess } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { companySummaryColumns } from '../companies/to-company-summary.ts';
import { userSummaryColumns } from '../users/to-user-summary.ts';

/** The user a console call names: whose company it is, and whether it is a super admin (DECISIONS 1). */
export async function findUserTarget(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      loginMethod: companies.loginMethod,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

export async function findCompanySummaryRow(db: DbOrTx, companyId: number) {
  const [row] = await db.select(companySummaryColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/**
 * S-046: the groups the company belongs to (its relations, a department's included), by name, with the company's
 * user access flag there ('limit' when any of its relations limits it).
 */
export function findCommunitiesOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: communities.id,
      name: communities.name,
      type: communities.type,
      userAccessFlag: sql<'all' | 'limit'>`max(${groupRelations.userAccessFlag})`,
    })
    .from(groupRelations)
    .innerJoin(communities, eq(communities.id, groupRelations.communityId))
    .where(eq(groupRelations.companyId, companyId))
    .groupBy(communities.id, communities.name, communities.type)
    .orderBy(asc(communities.name), asc(communities.id));
}

/** The ids of the groups a user has access to. */
export async function findAccessOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ communityId: groupUserAccess.communityId })
    .from(groupUserAccess)
    .where(eq(groupUserAccess.userId, userId))
    .orderBy(asc(groupUserAccess.communityId));
  return rows.map((row) => row.communityId);
}

/** S-066, X-047: one page of the inactive users, by id (a page stays put while the client reads the next). */
export function findInactiveUsersPage(db: DbOrTx, page: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyId: users.companyId,
      company: companies.name,
      role: users.role,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.status, 'inactive'))
    .orderBy(asc(users.id))
    .limit(INACTIVE_USERS_PAGE_SIZE)
    .offset(page * INACTIVE_USERS_PAGE_SIZE);
}

/** A user of no company (a super admin), as the user page shows one. */
export async function findCompanylessUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ ...userSummaryColumns, lastLoginAt: users.lastLoginAt, agreementDate: users.agreementDate })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
