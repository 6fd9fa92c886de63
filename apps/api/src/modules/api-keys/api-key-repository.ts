import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { apiKeys } from '../../db/schema/integrations.ts';
import { users } from '../../db/schema/users.ts';

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedAddress: apiKeys.lastUsedAddress,
  revokedAt: apiKeys.revokedAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The company's keys, newest first; `userId`: one user's only (an API user's own). */
export function findApiKeys(db: DbOrTx, companyId: number, userId: number | null) {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.companyId, companyId), userId === null ? undefined : eq(apiKeys.userId, userId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export type ApiKeyRow = Awaited<ReturnType<typeof findApiKeys>>[number];

export async function findApiKey(db: DbOrTx, companyId: number, keyId: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId)));
  return row;
}

/** The company's active API users, the users a key may act as. */
export function findApiUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'api'), eq(users.status, 'active')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

const liveApiKeyStatement = (db: DbOrTx) =>
  db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedAddress: apiKeys.lastUsedAddress,
    })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.secretHash, sql.placeholder('secretHash')),
        isNull(apiKeys.revokedAt),
        sql`(${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now())`,
      ),
    )
    .prepare('live_api_key');

/**
 * The key a secret names, if it is neither revoked nor expired: what every /api/v1 request reads first (the user's
 * own state is the session rules' to judge). A kept statement (ADR 62): it is on every call's path.
 */
export async function findLiveApiKey(db: DbOrTx, secretHash: string) {
  const [row] = await keptStatement(db, liveApiKeyStatement).execute({ secretHash });
  return row;
}
