import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

const userWithCompany = {
  user: users,
  company: {
    id: companies.id,
    name: companies.name,
    slug: companies.slug,
    url: companies.url,
    domain: companies.domain,
    status: companies.status,
    membershipType: companies.membershipType,
    loginMethod: companies.loginMethod,
    logoFileKey: companies.logoFileKey,
  },
};

export type UserWithCompany = Awaited<ReturnType<typeof findUserWithCompanyById>>;

export async function findUserWithCompanyById(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

export async function findUserWithCompanyByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function recordLogin(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** A new password ends the access tokens issued so far (request-context compares their iat, in whole seconds). */
export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  const now = new Date();
  const tokensValidAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.update(users).set({ passwordHash, tokensValidAfter, updatedAt: now }).where(eq(users.id, userId));
}
