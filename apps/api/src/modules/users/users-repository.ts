import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
