import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthAnswer } from '@casebridge/contract/health';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app shell', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthAnswer.parse(response.json())).toEqual({ status: 'ok', database: 'up' });
  });

  it('an unknown API path answers 404 with an error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('sends a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document of every route at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    const undocumented = apiRoutes
      .map((r) => `${r.method} ${r.url.replace(/:([^/]+)/g, '{$1}')}`)
      .filter((k) => !documented.has(k));
    expect(undocumented).toEqual([]);
  });

  it('a malformed JSON body answers 400 with an error body, never internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request could not be read.' });
  });

  it('a failure of the database answers 500 with a generic message and nothing internal; health says 503', async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    try {
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'caller@acme.test', password: 'whatever' },
      });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(healthAnswer.parse(health.json())).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await broken.app.close();
    }
  });
});
