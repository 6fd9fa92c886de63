import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companyAdminRoles } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
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
