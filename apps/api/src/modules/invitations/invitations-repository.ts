import { and, eq, inArray } from 'drizzle-orm';
import { companyAdminRoles } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/** The member who writes, with their company's name (from the session's ids, never the body). */
export async function findWriter(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** An active company of the network, with its active business and program managers' addresses. */
export async function findInvitedCompany(db: DbOrTx, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'active')));
  if (!company) return undefined;
  const managers = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.role, [...companyAdminRoles])),
    );
  return { ...company, managerEmails: managers.map((manager) => manager.email) };
}
