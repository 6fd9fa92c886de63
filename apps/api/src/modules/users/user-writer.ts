import { and, eq } from 'drizzle-orm';
import type { ActiveStatus, Role, UserType } from '@casebridge/contract/enums';
import type { AssignableRole } from '@casebridge/contract/users';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The one writer of `users` (issue 23): every module that creates, changes or deletes a user calls these functions.
 * How a user came to be decides its type, its registration type and whether its address counts as verified.
 */
export type UserOrigin =
  /** Made by a company's admin or the super admin's console: the form chooses the type; the admin vouches for the address. */
  | { kind: 'admin'; type: UserType }
  /** Registered on the company's page: a basic caller, inactive and unverified until the emailed link is opened. */
  | { kind: 'self_registration' }
  /** Proved its address in the onboarding wizard and asks to join an existing company: inactive until approved. */
  | { kind: 'onboarding_applicant' }
  /** A member of a company the onboarding review approved: its business manager administers it. */
  | { kind: 'onboarding_member' }
  /** Created at its first single sign-on: the identity provider vouches for the address. */
  | { kind: 'sso' }
  /** The first super admin, made on the command line. */
  | { kind: 'bootstrap' }
  /** A demo account: its type as the demo network says, verified when it accepted the policy (never: null). */
  | { kind: 'seed'; type: UserType; verifiedAt: Date | null };

export type NewUser = {
  origin: UserOrigin;
  companyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  phoneCountryCode?: string;
  countryId?: number | null;
  city?: string | null;
  role: Role;
  status?: ActiveStatus;
  passwordHash?: string | null;
  /** When the privacy policy was accepted (null: not yet). */
  agreedAt?: Date | null;
  /** Asked at the next sign-in to complete the profile or accept the policy (besides what the origin asks). */
  mustUpdate?: 'profile' | 'agreement';
  /** When it was created: now, unless the demo seed dates it in the past. */
  at?: Date;
};

const originColumns = (origin: UserOrigin, role: Role, at: Date) => {
  switch (origin.kind) {
    case 'admin':
      return { type: origin.type, registrationType: 'admin', emailVerifiedAt: at };
    case 'self_registration':
      return {
        type: 'basic',
        registrationType: 'self_registration',
        emailVerifiedAt: null,
        status: 'inactive',
      } as const;
    case 'onboarding_applicant':
      return {
        type: 'basic',
        registrationType: 'onboarding',
        emailVerifiedAt: at,
        status: 'inactive',
        forceUpdateProfile: true,
        forceUpdateAgreement: true,
      } as const;
    case 'onboarding_member':
      return {
        type: role === 'business_manager' ? 'admin' : 'basic',
        registrationType: 'onboarding',
        emailVerifiedAt: at,
      } as const;
    case 'sso':
      // The identity provider told us the name and address only: the rest and the privacy policy are asked at once.
      return {
        type: 'basic',
        registrationType: 'sso',
        emailVerifiedAt: at,
        forceUpdateProfile: true,
        forceUpdateAgreement: true,
      } as const;
    case 'bootstrap':
      return { type: 'admin', registrationType: 'bootstrap', emailVerifiedAt: at } as const;
    case 'seed':
      return { type: origin.type, registrationType: 'seed', emailVerifiedAt: origin.verifiedAt };
  }
};

/** The one way a user is created; undefined when its address was taken in the meantime (addresses are unique). */
export async function createUser(db: DbOrTx, input: NewUser): Promise<number | undefined> {
  const { origin, at = new Date(), agreedAt = null, mustUpdate, ...fields } = input;
  const [row] = await db
    .insert(users)
    .values({
      ...fields,
      agreementDate: agreedAt,
      forceUpdateProfile: mustUpdate === 'profile',
      forceUpdateAgreement: mustUpdate === 'agreement',
      createdAt: at,
      updatedAt: at,
      ...originColumns(origin, input.role, at),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

export async function recordLogin(db: DbOrTx, userId: number, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** A new password ends the access tokens issued so far (request-context compares their iat, in whole seconds). */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  const now = new Date();
  const tokensValidAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.update(users).set({ passwordHash, tokensValidAfter, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: DbOrTx, userId: number, at = new Date()): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** Sets the user's status; returns the user's company (undefined: no such user). */
export async function setUserStatus(db: DbOrTx, userId: number, status: ActiveStatus) {
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ companyId: users.companyId });
  return row;
}

/** The name and phone a form (case submission, manager request) says the user has now; the address stays. */
export async function updateNameAndPhone(
  db: DbOrTx,
  userId: number,
  profile: { firstName: string; lastName: string; phone: string | null; phoneCountryCode: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export type ContactDetails = {
  firstName: string;
  lastName: string;
  phone: string | null;
  phoneCountryCode: string;
  countryId: number;
  city: string;
};

/**
 * Saves the user's contact details. `agreedAt` records the privacy agreement and ends both forced updates (P-009);
 * without it (a super admin acting as the user) the agreement and the flags stay as they were.
 */
export async function updateContactDetails(
  db: DbOrTx,
  userId: number,
  details: ContactDetails,
  agreedAt: Date | null,
): Promise<void> {
  const agreement = agreedAt ? { agreementDate: agreedAt, forceUpdateProfile: false, forceUpdateAgreement: false } : {};
  await db
    .update(users)
    .set({ ...details, ...agreement, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** P-008, P-009: the privacy agreement accepted now; the agreement's forced update ends. */
export async function recordAgreement(db: DbOrTx, userId: number, agreedAt: Date): Promise<void> {
  await db
    .update(users)
    .set({ agreementDate: agreedAt, forceUpdateAgreement: false, updatedAt: agreedAt })
    .where(eq(users.id, userId));
}

/** A registration never verified is replaced by a newer one for the same address: its details and a new agreement. */
export async function replaceRegistrantDetails(
  db: DbOrTx,
  userId: number,
  details: ContactDetails & { companyId: number; email: string; passwordHash: string },
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...details, agreementDate: at, updatedAt: at })
    .where(eq(users.id, userId));
}

export type CompanyUserFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string;
  countryId: number;
  city: string;
  role: AssignableRole;
  type: UserType;
  status: ActiveStatus;
};

/** M-022, M-023: changes one user of one company; returns the status it had before (undefined: no such user). */
export async function updateCompanyUser(
  db: DbOrTx,
  companyId: number,
  userId: number,
  fields: Partial<CompanyUserFields>,
): Promise<ActiveStatus | undefined> {
  const [before] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .for('update');
  if (!before) return undefined;
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return before.status;
}

/**
 * Deletes the user (of that company only, when one is given); their sessions, emailed tokens, favorites and
 * searches go with them (foreign keys). Returns the deleted user's name (undefined: no such user).
 */
export async function deleteUser(db: DbOrTx, userId: number, companyId?: number) {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.id, userId), companyId === undefined ? undefined : eq(users.companyId, companyId)))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  return row;
}
