import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { companySummaryColumns } from './to-company-summary.ts';

/**
 * The one writer of `companies` (issue 23): the console, the onboarding review, single sign-on, the company's own
 * settings and the demo seed create, change and delete companies through these functions.
 */
export type CompanyColumns = Partial<typeof companies.$inferInsert>;

export async function createCompany(db: DbOrTx, values: CompanyColumns & { name: string; slug: string }) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company not inserted');
  return row.id;
}

/** Updates the company; answers the columns it had before (the audit's and the old files'), or undefined if none. */
export async function updateCompany(db: DbOrTx, companyId: number, values: CompanyColumns) {
  const [before] = await db
    .select({
      slug: companies.slug,
      status: companies.status,
      logoFileKey: companies.logoFileKey,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!before) return undefined;
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  return before;
}

/**
 * Updates the company's settings; answers its summary as saved (undefined: no such company). The demo seed dates
 * the change in the past (`updatedAt`).
 */
export async function updateCompanySettings(db: DbOrTx, companyId: number, values: CompanyColumns) {
  const [row] = await db
    .update(companies)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(companies.id, companyId))
    .returning(companySummaryColumns);
  return row;
}

/** Deletes the company; its users, departments, processes, relations and the rest go with it (foreign keys cascade). */
export async function deleteCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .delete(companies)
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id, name: companies.name, slug: companies.slug });
  return row;
}
