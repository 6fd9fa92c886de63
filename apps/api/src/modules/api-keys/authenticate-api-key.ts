import { API_KEY_PATTERN, apiKeyScopes, type ApiKeyScope } from '@casebridge/contract/integrations';
import type { DbOrTx } from '../../db/client.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { findLiveApiKey } from './api-key-repository.ts';
import { recordApiKeyUse } from './api-key-writer.ts';

/** A key's last use is written at most this often (and whenever its address changes): not one write per call. */
const LAST_USE_PRECISION_MS = 60_000;

export type LiveApiKey = { id: number; companyId: number; userId: number; scopes: ApiKeyScope[] };

/**
 * Issue 27, ADR 49: the live key a bearer secret names (neither revoked nor expired), its last use recorded; the
 * request context then judges its user with the session rules. undefined: no such key.
 */
export async function findApiKeyOfSecret(
  db: DbOrTx,
  secret: string,
  address: string,
  now = new Date(),
): Promise<LiveApiKey | undefined> {
  if (!API_KEY_PATTERN.test(secret)) return undefined;
  const key = await findLiveApiKey(db, hashToken(secret));
  if (!key) return undefined;
  const stale = !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS;
  if (stale || key.lastUsedAddress !== address) await recordApiKeyUse(db, key.id, address, now);
  const scopes = key.scopes.filter((scope): scope is ApiKeyScope =>
    (apiKeyScopes as readonly string[]).includes(scope),
  );
  return { id: key.id, companyId: key.companyId, userId: key.userId, scopes };
}
