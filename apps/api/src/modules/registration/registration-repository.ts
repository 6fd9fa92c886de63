import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RegistrationQueueStatus } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { registrationQueue } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, replaceRegistrantDetails, setUserStatus, type NewUser } from '../users/user-writer.ts';
import { grantDefaultGroupAccess } from '../super-admin-groups/group-writer.ts';
import { queueRegistration } from './registration-queue-writer.ts';

/**
 * What registration needs of a company: whether it registers users at all, at which domains, and whether they need
 * approval.
 */
const registrationCompanyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  status: companies.status,
  loginMethod: companies.loginMethod,
  requiresApproval: companies.requiresApproval,
  domain: companies.domain,
  additionalDomains: companies.additionalDomains,
  signupManagerId: companies.signupManagerId,
  altSignupManagerId: companies.altSignupManagerId,
};

export type RegistrationCompany = NonNullable<Awaited<ReturnType<typeof findRegistrationCompanyBySlug>>>;

export async function findRegistrationCompanyBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(registrationCompanyColumns)
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row;
}

export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
}

/** A user with their registration (none for users made another way) and their company's registration settings. */
const registrantColumns = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    status: users.status,
    companyId: users.companyId,
  },
  registration: { id: registrationQueue.id, status: registrationQueue.status },
  company: registrationCompanyColumns,
};

export type Registrant = NonNullable<Awaited<ReturnType<typeof findRegistrantById>>>;

const registrantQuery = (db: DbOrTx) =>
  db
    .select(registrantColumns)
    .from(users)
    .leftJoin(registrationQueue, eq(registrationQueue.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId));

export async function findRegistrantByEmail(db: DbOrTx, email: string) {
  const [row] = await registrantQuery(db).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findRegistrantById(db: DbOrTx, userId: number) {
  const [row] = await registrantQuery(db).where(eq(users.id, userId));
  return row;
}

export type RegistrantDetails = {
  companyId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  countryId: number;
  city: string;
  passwordHash: string;
};

/** A user waiting in its company's queue, inactive until decided; undefined when the address was taken meanwhile. */
async function insertQueuedUser(
  tx: DbOrTx,
  user: NewUser & { companyId: number },
  status: 'unverified' | 'pending',
): Promise<number | undefined> {
  const userId = await createUser(tx, user);
  if (userId === undefined) return undefined;
  await queueRegistration(tx, { userId, companyId: user.companyId, status });
  return userId;
}

/**
 * A new self-registered user: inactive until verified (and approved), waiting in the queue as unverified. Undefined
 * when the address was taken in the meantime (a concurrent registration): the caller answers as for a known address.
 */
export async function insertRegistrant(tx: DbOrTx, details: RegistrantDetails): Promise<number | undefined> {
  return insertQueuedUser(
    tx,
    { ...details, origin: { kind: 'self_registration' }, role: 'caller', agreedAt: new Date() },
    'unverified',
  );
}

/**
 * Issue 21: an address the onboarding wizard proved asks to become a user of an existing company: inactive, without
 * a password, waiting in the company's queue for approval (verified already). It completes its profile and accepts
 * the privacy policy at its first sign-in. Undefined when the address has an account meanwhile.
 */
export async function insertVerifiedApplicant(
  tx: DbOrTx,
  details: Pick<RegistrantDetails, 'companyId' | 'firstName' | 'lastName' | 'email'> & {
    phone: string | null;
    phoneCountryCode: string;
  },
): Promise<number | undefined> {
  return insertQueuedUser(tx, { ...details, origin: { kind: 'onboarding_applicant' }, role: 'caller' }, 'pending');
}

/** A registration that was never verified is replaced by the newer one for the same address (the latest wins). */
export async function replaceUnverifiedRegistrant(tx: DbOrTx, userId: number, details: RegistrantDetails) {
  const now = new Date();
  await replaceRegistrantDetails(tx, userId, details, now);
  await tx
    .update(registrationQueue)
    .set({ companyId: details.companyId, createdAt: now })
    .where(and(eq(registrationQueue.userId, userId), eq(registrationQueue.status, 'unverified')));
}

/**
 * Moves a registration from one status to the next, only if it still has the expected one: of two concurrent
 * decisions one wins. Returns whether this call moved it.
 */
export async function moveRegistration(
  tx: DbOrTx,
  userId: number,
  from: RegistrationQueueStatus,
  to: { status: RegistrationQueueStatus; decidedByUserId?: number; rejectionReason?: string },
): Promise<boolean> {
  const decided = to.status === 'approved' || to.status === 'rejected';
  const rows = await tx
    .update(registrationQueue)
    .set({ ...to, decidedAt: decided ? new Date() : null })
    .where(and(eq(registrationQueue.userId, userId), eq(registrationQueue.status, from)))
    .returning({ id: registrationQueue.id });
  return rows.length > 0;
}

/**
 * A registrant becomes a user: active, with access to the company's default groups (its registration settings'
 * group_access, M-009), each through the company's own relation to that group (a department's when it has none).
 */
export async function activateUser(tx: DbOrTx, userId: number): Promise<void> {
  const user = await setUserStatus(tx, userId, 'active');
  if (!user?.companyId) return;
  await grantDefaultGroupAccess(tx, user.companyId, userId);
}

/** Active users of one company among the given ids, in the order of the ids. */
export async function findActiveUsersOfCompany(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

export async function findActiveBusinessManagers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.role, 'business_manager')))
    .orderBy(asc(users.id));
}

/** M-018: the registrations of one company waiting for approval (verified, not yet decided), oldest first. */
/**
 * M-018, S-003: the registrations waiting for approval, oldest first: of one company, or of every company (null,
 * the super admin's queue).
 */
export async function findPendingRegistrations(db: DbOrTx, companyId: number | null) {
  return db
    .select({
      id: registrationQueue.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      createdAt: registrationQueue.createdAt,
    })
    .from(registrationQueue)
    .innerJoin(users, eq(users.id, registrationQueue.userId))
    .innerJoin(companies, eq(companies.id, registrationQueue.companyId))
    .where(
      and(
        companyId === null ? undefined : eq(registrationQueue.companyId, companyId),
        eq(registrationQueue.status, 'pending'),
      ),
    )
    .orderBy(asc(registrationQueue.createdAt), asc(registrationQueue.id));
}

/** M-018, S-003: one queue entry of one company (undefined for another company's) or of any (null), with its user. */
export async function findCompanyRegistration(db: DbOrTx, companyId: number | null, queueId: number) {
  const [row] = await db
    .select({
      userId: registrationQueue.userId,
      status: registrationQueue.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyId: registrationQueue.companyId,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(registrationQueue)
    .innerJoin(users, eq(users.id, registrationQueue.userId))
    .innerJoin(companies, eq(companies.id, registrationQueue.companyId))
    .where(
      and(
        eq(registrationQueue.id, queueId),
        companyId === null ? undefined : eq(registrationQueue.companyId, companyId),
      ),
    );
  return row;
}
