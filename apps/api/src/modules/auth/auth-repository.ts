import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { companies } from '../../db/schema/companies.ts';
import { refreshSessions } from '../../db/schema/identity.ts';
import { registrationQueue } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';
import { companySummaryColumns } from '../companies/to-company-summary.ts';
import { userSummaryColumns } from '../users/to-user-summary.ts';

/** What decides whether a user may hold a session (X-037, impersonation, a reset's cut-off) and the actor's fields. */
const sessionUser = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
    type: users.type,
    status: users.status,
    companyId: users.companyId,
    emailVerifiedAt: users.emailVerifiedAt,
    tokensValidAfter: users.tokensValidAfter,
  },
  company: {
    id: companies.id,
    slug: companies.slug,
    status: companies.status,
    membershipType: companies.membershipType,
    loginMethod: companies.loginMethod,
  },
};

export type UserWithCompany = Awaited<ReturnType<typeof findUserWithCompanyById>>;

const hasEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

const userWithCompanyById = (db: DbOrTx) =>
  db
    .select(sessionUser)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_company_by_id');

export async function findUserWithCompanyById(db: DbOrTx, userId: number) {
  const [row] = await keptStatement(db, userWithCompanyById).execute({ userId });
  return row;
}

/**
 * A session's current refresh credential is the one neither rotated nor revoked (a rotation writes its successor in
 * the same transaction); logout, reuse, a password change and disabling revoke it, and the session has none then.
 */
const liveSession = sql<boolean>`exists (select 1 from ${refreshSessions} where ${refreshSessions.familyId} = ${sql.placeholder('sessionId')} and ${refreshSessions.rotatedAt} is null and ${refreshSessions.revokedAt} is null)`;

const sessionUserById = (db: DbOrTx) =>
  db
    .select({ ...sessionUser, isSessionLive: liveSession })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_user_by_id');

/**
 * Every signed-in request's actor (plugins/request-context.ts), and whether the token's session still lives: one
 * kept statement on the hot path (ADR 35), the session read through the index of live credentials (migration 0019).
 */
export async function findSessionUser(db: DbOrTx, userId: number, sessionId: string) {
  const [row] = await keptStatement(db, sessionUserById).execute({ userId, sessionId });
  return row;
}

export async function findUserWithCompanyByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(sessionUser)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(hasEmail(email));
  return row;
}

/** The same, with the password hash and the state of a self-registration: only a password sign-in reads them. */
export async function findSignInUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      ...sessionUser,
      user: { ...sessionUser.user, passwordHash: users.passwordHash },
      registrationStatus: registrationQueue.status,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(registrationQueue, eq(registrationQueue.userId, users.id))
    .where(hasEmail(email));
  return row;
}

const currentUserById = (db: DbOrTx) =>
  db
    .select({
      user: {
        ...userSummaryColumns,
        agreementDate: users.agreementDate,
        forceUpdateProfile: users.forceUpdateProfile,
        forceUpdateAgreement: users.forceUpdateAgreement,
      },
      company: companySummaryColumns,
      companyNote: companies.note,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_user_by_id');

/** GET /api/auth/me: the user and the company as the session shows them (each page load asks: a kept statement). */
export async function findCurrentUserById(db: DbOrTx, userId: number) {
  const [row] = await keptStatement(db, currentUserById).execute({ userId });
  return row;
}

/** What an email-link sign-in checks of the company named in the request (H-007): its method, status and domains. */
export async function findCompanyLoginSettings(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      loginMethod: companies.loginMethod,
      domain: companies.domain,
      additionalDomains: companies.additionalDomains,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Where logout sends a user of a single sign-on company: its identity provider's logout URL, if it has one. */
export async function findSsoLogoutUrl(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ loginMethod: companies.loginMethod, logoutUrl: companies.ssoIdpLogoutUrl })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row?.loginMethod === 'sso' ? (row.logoutUrl ?? null) : null;
}
