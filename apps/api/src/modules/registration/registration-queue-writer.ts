import type { DbOrTx } from '../../db/client.ts';
import { registrationQueue } from '../../db/schema/onboarding.ts';

/**
 * Issue 23: a user enters its company's registration queue here, from registration and from the demo seed, `at` (now,
 * unless the demo seed dates it): unverified until its address is proven, then pending until it is decided.
 */
export async function queueRegistration(
  tx: DbOrTx,
  entry: { userId: number; companyId: number; status: 'unverified' | 'pending'; at?: Date },
): Promise<void> {
  const { at, ...columns } = entry;
  await tx.insert(registrationQueue).values({ ...columns, createdAt: at });
}
