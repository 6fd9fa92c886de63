import type { DbOrTx } from '../../db/client.ts';
import { onboardingSessions } from '../../db/schema/onboarding.ts';

/**
 * Issue 23: an onboarding session is created here, by the wizard's email check and by the demo seed; the wizard's
 * steps and the review change it through the onboarding repositories.
 */
export async function insertSession(db: DbOrTx, values: typeof onboardingSessions.$inferInsert) {
  const [row] = await db.insert(onboardingSessions).values(values).returning();
  if (!row) throw new Error('onboarding session not inserted');
  return row;
}
