import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { communities, groupUserAccess } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { userSummaryColumns } from './to-user-summary.ts';

/** M-015: the users of one company, by name. */
export async function findCompanyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ ...userSummaryColumns, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** M-019: one user of one company (undefined for another company's) with what the admin's user form shows. */
export async function findCompanyUserDetail(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({
      ...userSummaryColumns,
      lastLoginAt: users.lastLoginAt,
      registrationType: users.registrationType,
      agreementDate: users.agreementDate,
      focusGroup: users.focusGroup,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row;
}

/** M-019: the groups a user has access to, by name. */
export async function findGroupAccessOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ communityId: communities.id, name: communities.name })
    .from(groupUserAccess)
    .innerJoin(communities, eq(communities.id, groupUserAccess.communityId))
    .where(eq(groupUserAccess.userId, userId))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** What a company's user form depends on: its login method (M-021) and its email domains (the addresses it takes). */
export async function findUsersCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      loginMethod: companies.loginMethod,
      domain: companies.domain,
      additionalDomains: companies.additionalDomains,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function findCountryName(db: DbOrTx, countryId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId));
  return row?.name;
}

/** Whether another user (any company's: addresses are unique in the network) has this address. */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)));
  return row !== undefined;
}
