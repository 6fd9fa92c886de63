import type { DbOrTx } from '../../db/client.ts';
import { changeRequests } from '../../db/schema/onboarding.ts';

/**
 * The one writer of `change_requests` (issue 23): a company admin's "Contact {product}" request (M-006), made `at`
 * (now, unless the demo seed dates it). The route emails it to the membership team and keeps no row today;
 * the demo seed records its own.
 */
export async function recordChangeRequest(
  db: DbOrTx,
  request: Omit<typeof changeRequests.$inferInsert, 'id' | 'createdAt'> & { at?: Date },
): Promise<void> {
  const { at, ...columns } = request;
  await db.insert(changeRequests).values({ ...columns, createdAt: at });
}
