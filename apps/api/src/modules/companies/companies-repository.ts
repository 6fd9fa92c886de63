import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/** Who sends a change request, with the company it is for (the session's company, never the body's). */
export async function findChangeRequester(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: { id: companies.id, name: companies.name, slug: companies.slug },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** D-013: the company note (sanitised HTML), or none. */
export async function updateCompanyNote(db: DbOrTx, companyId: number, note: string | null): Promise<void> {
  await db.update(companies).set({ note, updatedAt: new Date() }).where(eq(companies.id, companyId));
}
