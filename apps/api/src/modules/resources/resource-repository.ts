import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';

/** What a company's logo is drawn from. */
export async function findCompanyLogoSource(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row;
}
