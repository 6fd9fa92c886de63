import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cases } from '../../db/schema/cases.ts';

/** The parties of the named cases, in one query: the only place that reads who may see a case. */
export function findCaseParties(db: DbOrTx, caseIds: readonly number[]) {
  return db
    .select({ id: cases.id, submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(inArray(cases.id, [...caseIds]));
}

/** The case a URL's token names (the signed-in pages' /my-cases/{token}), if any. */
export async function findCaseIdByToken(db: DbOrTx, token: string): Promise<number | undefined> {
  const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.token, token));
  return row?.id;
}
