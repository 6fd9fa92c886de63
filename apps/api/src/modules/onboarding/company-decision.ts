import type { DbOrTx } from '../../db/client.ts';
import { moveRequestsOfApplicant } from './onboarding-repository.ts';

/**
 * Issue 21: called by the registration decisions (the emailed links and the queues) in their transaction. A
 * request whose applicant waited to become a user of the company goes to the super admin's review only once the
 * company approved that user; a rejected user's request is declined with it.
 */
export async function settleRequestsOfApplicant(
  tx: DbOrTx,
  userId: number,
  decision: { approved: boolean; decidedByUserId: number | null },
): Promise<void> {
  await moveRequestsOfApplicant(tx, userId, decision);
}
