import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectKinds } from '@casebridge/contract/access';
import {
  API_KEY_OWN_USER_MESSAGE,
  API_KEY_REFUSED_MESSAGE,
  API_KEY_USER_MESSAGE,
  type ApiKeyScope,
} from '@casebridge/contract/integrations';
import { auditLog } from '../src/db/schema/audit.ts';
import { apiKeys } from '../src/db/schema/integrations.ts';
import { users } from '../src/db/schema/users.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 27, ADR 49: API keys. A member admin creates keys for the company's API users (an API user for themself),
 * the secret is answered once and kept hashed, and a key works on /api/v1 only, while it is live and its user may
 * sign in; each key has its own rate limit, shared by every instance.
 */
describe('[issue 27] API keys', () => {
  let t: TestApp;
  let acme: BuiltCompany;
  let admin: BuiltUser;
  let apiUser: BuiltUser;
  let otherApiUser: BuiltUser;
  let caller: BuiltUser;
  let foreignAdmin: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
    const build = builders(t);
    acme = await build.company({ name: 'Acme' });
    admin = await build.user(acme, { role: 'business_manager' });
    apiUser = await build.user(acme, { role: 'api' });
    otherApiUser = await build.user(acme, { role: 'api' });
    caller = await build.user(acme);
    const foreign = await build.company({ name: 'Foreign' });
    foreignAdmin = await build.user(foreign, { role: 'business_manager' });
  });
  afterAll(() => t.close());

  const createKey = (
    as: BuiltUser,
    body: { user_id: number; scopes?: ApiKeyScope[]; name?: string; expires_at?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/keys',
      headers: bearer(as.token),
      payload: { name: 'ServiceNow', scopes: ['cases:read'], ...body },
    });

  const newKey = async (body: { user_id: number; scopes?: ApiKeyScope[]; expires_at?: string }) => {
    const response = await createKey(admin, body);
    expect(response.statusCode).toBe(200);
    return response.json<{ key: { id: number; prefix: string }; secret: string }>();
  };

  const listCases = (secret: string) => t.app.inject({ method: 'GET', url: '/api/v1/cases', headers: bearer(secret) });

  it('a member admin creates a key for an API user: the secret is answered once and stored only as its hash', async () => {
    const response = await createKey(admin, { user_id: apiUser.id, scopes: ['cases:read', 'cases:write'] });
    expect(response.statusCode).toBe(200);
    const { key, secret } = response.json<{ key: { id: number; prefix: string; state: string }; secret: string }>();
    expect(secret).toMatch(/^cbk_[a-f0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key.state).toBe('active');

    const [stored] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored?.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(-43));

    const list = await t.app.inject({ method: 'GET', url: '/api/integrations/keys', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(-43));
    const listed = list.json<{ keys: { id: number; scopes: string[] }[]; api_users: { id: number }[] }>();
    expect(listed.keys.find((row) => row.id === key.id)?.scopes).toEqual(['cases:read', 'cases:write']);
    expect(listed.api_users.map((user) => user.id).sort()).toEqual([apiUser.id, otherApiUser.id].sort());

    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.create'));
    expect(audit.find((row) => row.details?.['keyId'] === key.id)).toMatchObject({
      actorUserId: admin.id,
      subjectUserId: apiUser.id,
      companyId: acme.id,
    });
  });

  it('a key acts as its API user on /api/v1 and records its last use and address', async () => {
    const { key, secret } = await newKey({ user_id: apiUser.id });
    const response = await listCases(secret);
    expect(response.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/integrations/keys', headers: bearer(admin.token) });
    const row = list
      .json<{ keys: { id: number; last_used_at: string | null; last_used_address: string | null }[] }>()
      .keys.find((k) => k.id === key.id);
    expect(row?.last_used_at).not.toBeNull();
    expect(row?.last_used_address).toBe('127.0.0.1');
  });

  it('a key is refused on the web app’s session routes, and a session on /api/v1', async () => {
    const { secret } = await newKey({ user_id: apiUser.id });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(secret) });
    expect(session.statusCode).toBe(401);
    const keys = await t.app.inject({ method: 'GET', url: '/api/integrations/keys', headers: bearer(secret) });
    expect(keys.statusCode).toBe(401);
    const v1 = await listCases(apiUser.token);
    expect(v1.statusCode).toBe(401);
    expect(v1.json()).toEqual({ error: API_KEY_REFUSED_MESSAGE });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases' })).statusCode).toBe(401);
  });

  it('a revoked key answers 401 at once; the revocation is audited', async () => {
    const { key, secret } = await newKey({ user_id: apiUser.id });
    expect((await listCases(secret)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/keys/${String(key.id)}/revoke`,
      headers: bearer(admin.token),
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json<{ key: { state: string } }>().key.state).toBe('revoked');
    expect((await listCases(secret)).statusCode).toBe(401);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoke'));
    expect(audit.find((row) => row.details?.['keyId'] === key.id)?.actorUserId).toBe(admin.id);
  });

  it('an expired key, and the key of a disabled API user, answer 401', async () => {
    const expiring = await newKey({ user_id: apiUser.id, expires_at: new Date(Date.now() + 3600_000).toISOString() });
    expect((await listCases(expiring.secret)).statusCode).toBe(200);
    await t.deps.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.key.id));
    expect((await listCases(expiring.secret)).statusCode).toBe(401);

    const { secret } = await newKey({ user_id: otherApiUser.id });
    expect((await listCases(secret)).statusCode).toBe(200);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, otherApiUser.id));
    try {
      expect((await listCases(secret)).statusCode).toBe(401);
    } finally {
      await t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, otherApiUser.id));
    }
  });

  it('a key without the route’s scope answers 403', async () => {
    const { secret } = await newKey({ user_id: apiUser.id, scopes: ['webhooks:manage'] });
    const response = await listCases(secret);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This API key lacks the scope cases:read.' });
  });

  it('an API user creates keys for themself only; a standard user manages none', async () => {
    const own = await createKey(apiUser, { user_id: apiUser.id });
    expect(own.statusCode).toBe(200);
    const forOther = await createKey(apiUser, { user_id: otherApiUser.id });
    expect(forOther.statusCode).toBe(422);
    expect(forOther.json()).toMatchObject({ errors: { user_id: [API_KEY_OWN_USER_MESSAGE] } });
    const list = await t.app.inject({ method: 'GET', url: '/api/integrations/keys', headers: bearer(apiUser.token) });
    const listed = list.json<{ keys: { user: { id: number } }[]; api_users: { id: number }[] }>();
    expect(new Set(listed.keys.map((key) => key.user.id))).toEqual(new Set([apiUser.id]));
    expect(listed.api_users.map((user) => user.id)).toEqual([apiUser.id]);
    // Another API user's key is not the API user's to revoke.
    const { key } = await newKey({ user_id: otherApiUser.id });
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/keys/${String(key.id)}/revoke`,
      headers: bearer(apiUser.token),
    });
    expect(revoke.statusCode).toBe(404);

    expect((await createKey(caller, { user_id: apiUser.id })).statusCode).toBe(403);
    const callerList = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/keys',
      headers: bearer(caller.token),
    });
    expect(callerList.statusCode).toBe(403);
  });

  it('a key acts only as an API user of the admin’s company; nothing is stored on a refused form', async () => {
    const before = await t.deps.db.select({ id: apiKeys.id }).from(apiKeys);
    const notApi = await createKey(admin, { user_id: caller.id });
    expect(notApi.statusCode).toBe(422);
    expect(notApi.json()).toMatchObject({ errors: { user_id: [API_KEY_USER_MESSAGE] } });
    const foreign = await createKey(foreignAdmin, { user_id: apiUser.id });
    expect(foreign.statusCode).toBe(422);
    const noScope = await createKey(admin, { user_id: apiUser.id, scopes: [] });
    expect(noScope.statusCode).toBe(422);
    const past = await createKey(admin, { user_id: apiUser.id, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: { expires_at: ['The expiry must be in the future.'] } });
    expect(await t.deps.db.select({ id: apiKeys.id }).from(apiKeys)).toHaveLength(before.length);
  });

  it('another company’s admin neither sees nor revokes a key', async () => {
    const { key, secret } = await newKey({ user_id: apiUser.id });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/keys',
      headers: bearer(foreignAdmin.token),
    });
    expect(list.json<{ keys: unknown[] }>().keys).toEqual([]);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/keys/${String(key.id)}/revoke`,
      headers: bearer(foreignAdmin.token),
    });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual({ error: objectKinds.api_key.notFound });
    expect((await listCases(secret)).statusCode).toBe(200);
  });
});

describe('[issue 27] the per-key rate limit', () => {
  let first: TestApp;
  let second: TestApp;
  let secret: string;
  let otherSecret: string;

  beforeAll(async () => {
    first = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
    // A second instance on the same database: the limit holds across instances.
    second = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' }, database: first.deps.database });
    const build = builders(first);
    const acme = await build.company();
    const admin = await build.user(acme, { role: 'business_manager' });
    const apiUser = await build.user(acme, { role: 'api' });
    const create = async () => {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/integrations/keys',
        headers: bearer(admin.token),
        payload: { name: 'Tracker', user_id: apiUser.id, scopes: ['cases:read'] },
      });
      return response.json<{ secret: string }>().secret;
    };
    secret = await create();
    otherSecret = await create();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers RateLimit-* headers, then 429 with Retry-After past the limit, counted over both instances', async () => {
    const call = (app: TestApp, key: string) =>
      app.app.inject({ method: 'GET', url: '/api/v1/cases', headers: bearer(key) });
    const one = await call(first, secret);
    expect(one.statusCode).toBe(200);
    expect(one.headers['ratelimit-limit']).toBe('3');
    expect(one.headers['ratelimit-remaining']).toBe('2');
    expect(Number(one.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect((await call(second, secret)).headers['ratelimit-remaining']).toBe('1');
    expect((await call(first, secret)).statusCode).toBe(200);
    const refused = await call(second, secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Each key has its own limit.
    expect((await call(first, otherSecret)).statusCode).toBe(200);
  });
});

describe('[issue 26] the per-key rate limit under concurrent calls (ADR 62)', () => {
  let first: TestApp;
  let second: TestApp;
  let secret: string;

  beforeAll(async () => {
    first = await createTestApp({ env: { API_KEY_RATE_LIMIT: '5' } });
    second = await createTestApp({ env: { API_KEY_RATE_LIMIT: '5' }, database: first.deps.database });
    const build = builders(first);
    const acme = await build.company();
    const admin = await build.user(acme, { role: 'business_manager' });
    const apiUser = await build.user(acme, { role: 'api' });
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/integrations/keys',
      headers: bearer(admin.token),
      payload: { name: 'Tracker', user_id: apiUser.id, scopes: ['cases:read'] },
    });
    secret = created.json<{ secret: string }>().secret;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('lets exactly the limit through of calls sent at once to two instances, each answer counting one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? first : second).app.inject({ method: 'GET', url: '/api/v1/cases', headers: bearer(secret) }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    // Each call was counted once: the admitted ones saw every count from 4 left down to none.
    const remaining = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => Number(answer.headers['ratelimit-remaining']))
      .sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });
});
