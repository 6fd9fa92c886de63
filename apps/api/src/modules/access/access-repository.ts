import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cases } from '../../db/schema/cases.ts';

/** The parties of the named cases, in one query: the only place that reads who may see a case. */
export function findCaseParties(db: DbOrTx, caseIds: readonly number[]) {
  return db
    .select({ id: cases.id, submitCompanyId: cases.submitCompanyId, receiverCompanyId: cases.receiverCompanyId })
    .from(cases)
    .where(inArray(cases.id, [...caseIds]));
}
