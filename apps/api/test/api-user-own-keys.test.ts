import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_OWN_SCOPE_MESSAGE } from '@casebridge/contract/api-key-grants';
import { API_KEY_REFUSED_MESSAGE, type ApiKey, type ApiKeyScope } from '@casebridge/contract/integrations';
import { auditLog } from '../src/db/schema/audit.ts';
import { apiKeys } from '../src/db/schema/integrations.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 27 §1, ADR 57: "An API user may also create their own keys within their role": an API user lists, creates
 * and revokes their own keys, which read and work cases; webhooks:manage is a company admin's grant. The admins
 * still see and revoke every key of the company, the API user's own ones too.
 */
describe('[issue 27] an API user’s own keys', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let apiUser: BuiltUser;
  let otherApiUser: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
    const build = builders(t);
    const acme = await build.company({ name: 'Acme' });
    admin = await build.user(acme, { role: 'business_manager' });
    apiUser = await build.user(acme, { role: 'api' });
    otherApiUser = await build.user(acme, { role: 'api' });
  });
  afterAll(() => t.close());

  const create = (as: BuiltUser, userId: number, scopes: ApiKeyScope[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/keys',
      headers: bearer(as.token),
      payload: { name: 'My tracker', user_id: userId, scopes, expires_at: '' },
    });
  const list = async (as: BuiltUser) => {
    const response = await t.app.inject({ url: '/api/integrations/keys', headers: bearer(as.token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ keys: ApiKey[] }>().keys;
  };
  const listCases = (secret: string) => t.app.inject({ url: '/api/v1/cases', headers: bearer(secret) });

  it('an API user creates a key for themself that reads and works cases; its secret is answered once', async () => {
    const response = await create(apiUser, apiUser.id, ['cases:read', 'cases:write']);
    expect(response.statusCode).toBe(200);
    const { key, secret } = response.json<{ key: ApiKey; secret: string }>();
    expect(key).toMatchObject({ scopes: ['cases:read', 'cases:write'], state: 'active', user: { id: apiUser.id } });
    expect((await listCases(secret)).statusCode).toBe(200);
    expect(JSON.stringify(await list(apiUser))).not.toContain(secret);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.create'));
    expect(audit).toMatchObject({ actorUserId: apiUser.id, subjectUserId: apiUser.id });
  });

  it('an API user may not give their own key webhooks:manage (422, nothing stored); an admin may', async () => {
    const before = await t.deps.db.select({ id: apiKeys.id }).from(apiKeys);
    const refused = await create(apiUser, apiUser.id, ['cases:read', 'webhooks:manage']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { scopes: [API_KEY_OWN_SCOPE_MESSAGE] } });
    expect(await t.deps.db.select({ id: apiKeys.id }).from(apiKeys)).toEqual(before);

    const granted = await create(admin, apiUser.id, ['webhooks:manage']);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<{ key: ApiKey }>().key.scopes).toEqual(['webhooks:manage']);
  });

  it('an API user sees and revokes only their own keys; the admin sees every key of the company', async () => {
    const others = await create(admin, otherApiUser.id, ['cases:read']);
    const othersKey = others.json<{ key: ApiKey }>().key;
    const own = (await list(apiUser)).map((key) => key.user.id);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own)).toEqual(new Set([apiUser.id]));
    expect(new Set((await list(admin)).map((key) => key.user.id))).toEqual(new Set([apiUser.id, otherApiUser.id]));

    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/keys/${String(othersKey.id)}/revoke`,
      headers: bearer(apiUser.token),
    });
    expect(notTheirs.statusCode).toBe(404);

    const mine = await create(apiUser, apiUser.id, ['cases:read']);
    const { key, secret } = mine.json<{ key: ApiKey; secret: string }>();
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/keys/${String(key.id)}/revoke`,
      headers: bearer(apiUser.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ key: ApiKey }>().key.state).toBe('revoked');
    const refused = await listCases(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: API_KEY_REFUSED_MESSAGE });
    // The admin's list shows the API user's own key, revoked.
    expect((await list(admin)).find((row) => row.id === key.id)?.state).toBe('revoked');
  });
});
