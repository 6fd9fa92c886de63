import { randomBytes } from 'node:crypto';
import { isCompanyAdmin, objectKinds } from '@casebridge/contract/access';
import { API_KEY_OWN_SCOPE_MESSAGE, grantableApiKeyScopes } from '@casebridge/contract/api-key-grants';
import {
  API_KEY_EXPIRY_MESSAGE,
  API_KEY_OWN_USER_MESSAGE,
  API_KEY_USER_MESSAGE,
  apiKeyScopeSchema,
  type ApiKey,
  type ApiKeysAnswer,
  type CreatedApiKeyAnswer,
  type createApiKeyBody,
} from '@casebridge/contract/integrations';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor, Member } from '../../lib/access-policy.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { OWN_ACCOUNT_ONLY_MESSAGE, requireMember } from '../../lib/authorize.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findApiKey, findApiKeys, findApiUsers, type ApiKeyRow } from './api-key-repository.ts';
import { insertApiKey, revokeApiKeyRow } from './api-key-writer.ts';

/**
 * Issue 27, ADR 49: who manages keys. A member admin manages every key of the company's API users; an API user their
 * own keys (created for themself), with the scopes the role grants (ADR 57); nobody else. Keys are credentials: nobody creates or revokes one while logged in
 * as another user.
 */
function requireKeyManager(actor: Actor | null): Member & { ownOnly: boolean } {
  const member = requireMember(actor);
  if (isCompanyAdmin(member.role)) return { ...member, ownOnly: false };
  if (member.role === 'api') return { ...member, ownOnly: true };
  throw forbidden();
}

function requireOwnManager(actor: Actor | null) {
  const manager = requireKeyManager(actor);
  if (manager.impersonatorId !== null) throw forbidden(OWN_ACCOUNT_ONLY_MESSAGE);
  return manager;
}

/** A new key's secret (256 random bits) and its public prefix (48 bits: a name in lists, no secret). */
export function newApiKeySecret(): { prefix: string; secret: string } {
  const prefix = randomBytes(6).toString('hex');
  return { prefix, secret: `cbk_${prefix}_${randomBytes(32).toString('base64url')}` };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `cbk_${row.prefix}`,
    scopes: row.scopes.flatMap((scope) => {
      const parsed = apiKeyScopeSchema.safeParse(scope);
      return parsed.success ? [parsed.data] : [];
    }),
    user: { id: row.userId, name: `${row.firstName} ${row.lastName}`, email: row.email },
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    last_used_address: row.lastUsedAddress,
    revoked_at: iso(row.revokedAt),
    state: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
  };
}

/** GET /api/integrations/keys: the keys the caller manages, and the API users a new key may act as. */
export async function listApiKeys(deps: AppDeps, actor: Actor | null, now = new Date()): Promise<ApiKeysAnswer> {
  const manager = requireKeyManager(actor);
  const [keys, apiUsers] = await Promise.all([
    findApiKeys(deps.db, manager.companyId, manager.ownOnly ? manager.userId : null),
    findApiUsers(deps.db, manager.companyId),
  ]);
  return {
    keys: keys.map((row) => toApiKey(row, now)),
    api_users: apiUsers
      .filter((user) => !manager.ownOnly || user.id === manager.userId)
      .map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email })),
  };
}

/**
 * POST /api/integrations/keys: a key for an active API user of the company (the caller themself, for an API user).
 * The secret is made here, answered once, and kept only as its SHA-256.
 */
export async function createApiKey(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof createApiKeyBody>,
  ip: string,
  now = new Date(),
): Promise<CreatedApiKeyAnswer> {
  const manager = requireOwnManager(actor);
  if (manager.ownOnly && body.user_id !== manager.userId)
    throw new AppError('validation', API_KEY_OWN_USER_MESSAGE, { user_id: [API_KEY_OWN_USER_MESSAGE] });
  const grantable = grantableApiKeyScopes(manager.role);
  if (body.scopes.some((scope) => !grantable.includes(scope)))
    throw new AppError('validation', API_KEY_OWN_SCOPE_MESSAGE, { scopes: [API_KEY_OWN_SCOPE_MESSAGE] });
  const apiUsers = await findApiUsers(deps.db, manager.companyId);
  if (!apiUsers.some((user) => user.id === body.user_id))
    throw new AppError('validation', API_KEY_USER_MESSAGE, { user_id: [API_KEY_USER_MESSAGE] });
  const expiresAt = body.expires_at === null ? null : new Date(body.expires_at);
  if (expiresAt && expiresAt <= now)
    throw new AppError('validation', API_KEY_EXPIRY_MESSAGE, { expires_at: [API_KEY_EXPIRY_MESSAGE] });

  const { prefix, secret } = newApiKeySecret();
  const scopes = [...new Set(body.scopes)];
  const keyId = await deps.db.transaction(async (tx) => {
    const id = await insertApiKey(tx, {
      companyId: manager.companyId,
      userId: body.user_id,
      name: body.name,
      prefix,
      secretHash: hashToken(secret),
      scopes,
      expiresAt,
      createdByUserId: manager.userId,
      createdAt: now,
    });
    await writeAuditLog(tx, {
      action: 'api_key.create',
      actorUserId: manager.userId,
      subjectUserId: body.user_id,
      companyId: manager.companyId,
      details: { keyId: id, name: body.name, prefix: `cbk_${prefix}`, scopes, expiresAt: iso(expiresAt) },
      ip,
    });
    return id;
  });
  const row = await findApiKey(deps.db, manager.companyId, keyId);
  if (!row) throw new Error('api key not found after insert');
  return { key: toApiKey(row, now), secret };
}

/** POST /api/integrations/keys/{id}/revoke: the key stops at once (the next request with it answers 401). */
export async function revokeApiKey(
  deps: AppDeps,
  actor: Actor | null,
  keyId: number,
  ip: string,
  now = new Date(),
): Promise<{ key: ApiKey }> {
  const manager = requireOwnManager(actor);
  await requireAccess(deps.db, manager, 'api_key.manage', [keyId]);
  const before = await findApiKey(deps.db, manager.companyId, keyId);
  if (!before || (manager.ownOnly && before.userId !== manager.userId)) throw notFound(objectKinds.api_key.notFound);
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeApiKeyRow(tx, {
      companyId: manager.companyId,
      keyId,
      revokedByUserId: manager.userId,
      at: now,
    });
    if (revoked)
      await writeAuditLog(tx, {
        action: 'api_key.revoke',
        actorUserId: manager.userId,
        subjectUserId: before.userId,
        companyId: manager.companyId,
        details: { keyId, name: before.name, prefix: `cbk_${before.prefix}` },
        ip,
      });
  });
  const after = await findApiKey(deps.db, manager.companyId, keyId);
  if (!after) throw notFound(objectKinds.api_key.notFound);
  return { key: toApiKey(after, now) };
}
