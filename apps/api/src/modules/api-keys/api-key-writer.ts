import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/integrations.ts';

/** The one writer of api_keys (ADR 8): a new key, its revocation, and the record of its last use. */
export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error('api key not stored');
  return row.id;
}

/** Revokes a live key of the company; answers whether it did (a revoked key stays revoked, at its first time). */
export async function revokeApiKeyRow(
  db: DbOrTx,
  input: { companyId: number; keyId: number; revokedByUserId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: input.at, revokedByUserId: input.revokedByUserId })
    .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.companyId, input.companyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function recordApiKeyUse(db: DbOrTx, keyId: number, address: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at, lastUsedAddress: address }).where(eq(apiKeys.id, keyId));
}
