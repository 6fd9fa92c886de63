import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { samlAuthnRequests } from '../../db/schema/sso.ts';

/** SAML AuthnRequests past their expiry (a response to one is refused either way); answers how many went. */
export async function purgeExpiredAuthnRequests(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(samlAuthnRequests)
    .where(lt(samlAuthnRequests.expiresAt, now))
    .returning({ id: samlAuthnRequests.id });
  return rows.length;
}
