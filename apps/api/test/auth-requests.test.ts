import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { builders, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, refreshCookieOf, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

let t: TestApp;
let superAdmin: BuiltSuperAdmin;
let caller: BuiltUser;
let otherCaller: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  const make = builders(t);
  const company = await make.company();
  superAdmin = await make.superAdmin();
  caller = await make.user(company);
  otherCaller = await make.user(company);
});
afterAll(async () => {
  await t.close();
});

/** A request whose url is a plain path, so it can name itself in a failure. */
type Call = InjectOptions & { method: 'GET' | 'POST'; url: string };

const loginAsUserUrls = () => [
  `/api/auth/super_admin/login_as_user/${String(caller.id)}`,
  `/api/super_admin/login_as_user/${String(caller.id)}`,
];

describe('answers that carry sessions', () => {
  it('every /api/auth answer and both login-as-user answers say no-store, refusals and unknown paths included', async () => {
    const admin = await signInAs(t, superAdmin.email);
    const requests: Call[] = [
      // Every auth route as an anonymous caller: mostly refusals.
      ...t.routes
        .filter((route) => route.url.startsWith('/api/auth/') || route.url.includes('login_as_user'))
        .map((route) => ({ method: route.method as Call['method'], url: route.url.replace(':user_id', '0') })),
      { method: 'POST', url: '/api/auth/login', payload: { email: caller.email, password: TEST_DEMO_PASSWORD } },
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

describe('routes that act on the refresh cookie', () => {
  const foreign = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    { origin: 'https://evil.example' },
    { origin: 'http://localhost.evil.example:3000' },
    { origin: 'null' },
  ];
  const own = [
    {},
    { 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'none' },
    { origin: 'http://localhost:3000' },
    { origin: 'http://acme.localhost:3000' },
  ];

  it('refuse a request from another site with 403 before acting: login, refresh, logout, login as user', async () => {
    const admin = await signInAs(t, superAdmin.email);
    const session = await signInAs(t, otherCaller.email);
    const requests: Call[] = [
      { method: 'POST', url: '/api/auth/login', payload: { email: caller.email, password: TEST_DEMO_PASSWORD } },
      { method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: session.refreshCookie ?? '' } },
      { method: 'POST', url: '/api/auth/logout', cookies: { cb_refresh: session.refreshCookie ?? '' } },
      ...loginAsUserUrls().map((url) => ({
        method: 'GET' as const,
        url,
        headers: bearer(admin.token),
        cookies: { cb_refresh: admin.refreshCookie ?? '' },
      })),
    ];
    for (const request of requests) {
      for (const headers of foreign) {
        const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
        const what = `${request.method} ${request.url} ${JSON.stringify(headers)}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json(), what).toEqual({ error: 'This request must come from the CaseBridge pages.' });
        expect(refreshCookieOf(response), what).toBeUndefined();
      }
    }
    // Nothing was acted on: the session the cross-site logout named still refreshes.
    const still = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(still.statusCode).toBe(200);
  });

  it('serve the own pages (its tenant hosts too) and clients that are no browser', async () => {
    for (const headers of own) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: caller.email, password: TEST_DEMO_PASSWORD },
      });
      expect(login.statusCode, JSON.stringify(headers)).toBe(200);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers,
        cookies: { cb_refresh: refreshCookieOf(login) ?? '' },
      });
      expect(refresh.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("count PUBLIC_URL's host as the own site too", async () => {
    const behindProxy = await createTestApp({
      env: { PUBLIC_URL: 'https://support.example.org' },
      database: t.deps.database,
    });
    try {
      const login = (origin: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin },
          payload: { email: caller.email, password: TEST_DEMO_PASSWORD },
        });
      expect((await login('https://support.example.org')).statusCode).toBe(200);
      expect((await login('https://example.org')).statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});
