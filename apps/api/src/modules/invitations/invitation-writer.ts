import type { DbOrTx } from '../../db/client.ts';
import { invites, missingPartnerRequests } from '../../db/schema/onboarding.ts';

/**
 * The one writer of `invites` and `missing_partner_requests` (issue 23): a member's invitation of a directory company
 * and its request for a partner the directory lacks, made `at` (now, unless the demo seed dates it). The routes
 * email them and keep no row today; the demo seed records its own.
 */

export async function recordInvitation(
  db: DbOrTx,
  invitation: Omit<typeof invites.$inferInsert, 'id' | 'createdAt'> & { at?: Date },
): Promise<void> {
  const { at, ...columns } = invitation;
  await db.insert(invites).values({ ...columns, createdAt: at });
}

export async function recordMissingPartnerRequest(
  db: DbOrTx,
  request: Omit<typeof missingPartnerRequests.$inferInsert, 'id' | 'createdAt'> & { at?: Date },
): Promise<void> {
  const { at, ...columns } = request;
  await db.insert(missingPartnerRequests).values({ ...columns, createdAt: at });
}
