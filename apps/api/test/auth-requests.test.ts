import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema/users.ts';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

let t: TestApp;
let callerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const [caller] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'caller@acme.test'));
  callerId = caller?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** A request whose url is a plain path, so it can name itself in a failure. */
type Call = InjectOptions & { method: 'GET' | 'POST'; url: string };

const loginAsUserUrls = () => [
  `/api/auth/super_admin/login_as_user/${callerId}`,
  `/api/super_admin/login_as_user/${callerId}`,
];

describe('answers that carry sessions', () => {
  it('every /api/auth answer and both login-as-user answers say no-store, refusals and unknown paths included', async () => {
    const admin = await signInAs(t, 'super@casebridge.test');
    const requests: Call[] = [
      // Every auth route as an anonymous caller: mostly refusals.
      ...t.routes
        .filter((route) => route.url.startsWith('/api/auth/') || route.url.includes('login_as_user'))
        .map((route) => ({ method: route.method as Call['method'], url: route.url.replace(':user_id', '0') })),
      { method: 'POST', url: '/api/auth/login', payload: { email: 'caller@acme.test', password: TEST_DEMO_PASSWORD } },
      { method: 'GET', url: '/api/auth/me', headers: bearer(admin.token) },
      { method: 'GET', url: '/api/auth/no-such-route' },
      ...loginAsUserUrls().map((url) => ({ method: 'GET' as const, url, headers: bearer(admin.token) })),
    ];
    const statuses = new Set<number>();
    for (const request of requests) {
      const response = await t.app.inject(request);
      statuses.add(response.statusCode);
      expect(response.headers['cache-control'], `${request.method} ${request.url}`).toBe('no-store');
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 404, 422]));
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(elsewhere.headers['cache-control']).toBeUndefined();
  });
});
