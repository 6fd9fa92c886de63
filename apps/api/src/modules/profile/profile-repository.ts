import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companyAdminRoles } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
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

/**
 * The active administrators of a company (its business and program managers), or the active super admins for
 * `companyId` null, locked until the transaction ends: two of the last administrators deleting themselves at once
 * are decided one after the other.
 */
export async function lockActiveAdministrators(db: DbOrTx, companyId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        companyId === null
          ? and(isNull(users.companyId), eq(users.role, 'super_admin'))
          : and(eq(users.companyId, companyId), inArray(users.role, companyAdminRoles)),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/** Deletes the user: their sessions, emailed tokens, favorites and searches go with them (foreign keys). */
export async function deleteUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
