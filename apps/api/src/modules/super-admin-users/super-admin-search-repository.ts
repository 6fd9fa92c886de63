import { asc, eq, or, sql } from 'drizzle-orm';
import { SEARCH_RESULTS_SHOWN } from '@casebridge/contract/super-admin-users';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** Matches anywhere in the text, case-insensitive: the trigram indexes on lower(column) serve it. */
const contains = (
  column: typeof companies.name | typeof users.firstName | typeof users.lastName | typeof users.email,
  q: string,
) => sql`lower(${column}) like lower(${containsPattern(q)})`;

/** S-001: companies whose name holds the text, by name. */
export function findCompaniesNamed(db: DbOrTx, q: string) {
  return db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(contains(companies.name, q))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(SEARCH_RESULTS_SHOWN);
}

/** S-001: users whose first name, last name or email holds the text, with their company. */
export function findUsersNamed(db: DbOrTx, q: string) {
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(or(contains(users.firstName, q), contains(users.lastName, q), contains(users.email, q)))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
    .limit(SEARCH_RESULTS_SHOWN);
}
