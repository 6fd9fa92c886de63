import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema/users.ts';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.ts';

/**
 * Every registered route, called as every kind of principal. A route added without a row here fails the test,
 * so each new route states who may call it. 'ok' means the server let the caller through (not 401/403/404).
 */
const principals = [
  'anonymous',
  'caller',
  'api',
  'program_manager',
  'business_manager',
  'limited_admin',
  'foreign_admin',
  'super_admin',
  'impersonating',
] as const;
type Principal = (typeof principals)[number];
type Expected = 'ok' | 401 | 403 | 404;
type Row = { method: InjectOptions['method']; url: string; expect: Record<Principal, Expected> };

const everyone = (value: Expected): Record<Principal, Expected> =>
  Object.fromEntries(principals.map((p) => [p, value])) as Record<Principal, Expected>;
const PUBLIC = everyone('ok');
const SIGNED_IN = { ...everyone('ok'), anonymous: 401 } satisfies Record<Principal, Expected>;
const SUPER_ADMIN = { ...everyone(403), anonymous: 401, super_admin: 'ok' } satisfies Record<Principal, Expected>;

/** The account behind each principal; the impersonating one is the super admin acting as the Acme caller. */
const principalEmails: Partial<Record<Principal, string>> = {
  caller: 'caller@acme.test',
  api: 'api@acme.test',
  program_manager: 'pm@acme.test',
  business_manager: 'bm@acme.test',
  limited_admin: 'bm@umbrella.test',
  foreign_admin: 'bm@globex.test',
  super_admin: 'super@casebridge.test',
  impersonating: 'caller@acme.test',
};

// Filled in beforeAll: the ids a path needs.
const ids = { acmeCaller: 0 };

const matrix = (): Row[] => [
  { method: 'GET', url: '/api/health', expect: PUBLIC },
  { method: 'GET', url: '/api/docs', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/json', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/yaml', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/static/index.html', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/static/swagger-ui.css', expect: PUBLIC },
  { method: 'GET', url: '/api/config', expect: PUBLIC },
  { method: 'POST', url: '/api/auth/login', expect: PUBLIC },
  { method: 'POST', url: '/api/auth/refresh', expect: { ...everyone('ok'), anonymous: 401 } },
  { method: 'POST', url: '/api/auth/logout', expect: PUBLIC },
  { method: 'GET', url: '/api/auth/me', expect: SIGNED_IN },
  { method: 'GET', url: '/api/auth/middleware', expect: PUBLIC },
  { method: 'POST', url: '/api/auth/forgot_password', expect: PUBLIC },
  { method: 'POST', url: '/api/auth/reset_password', expect: PUBLIC },
  { method: 'GET', url: `/api/auth/super_admin/login_as_user/${ids.acmeCaller}`, expect: SUPER_ADMIN },
  { method: 'GET', url: `/api/super_admin/login_as_user/${ids.acmeCaller}`, expect: SUPER_ADMIN },
  { method: 'GET', url: `/api/super_admin/users/${ids.acmeCaller}`, expect: SUPER_ADMIN },
  { method: 'GET', url: '/api/caller/landing/acme', expect: PUBLIC },
  { method: 'GET', url: '/api/resources/company_logo/acme', expect: PUBLIC },
  { method: 'GET', url: '/api/dev/mailbox', expect: PUBLIC },
];

/** The route pattern a concrete row exercises, to check every registered route has a row. */
const routeKeyOfRow = (row: Row, patterns: { method: string; url: string }[]) =>
  patterns.find(
    (p) =>
      p.method === row.method && new RegExp(`^${p.url.replace(/:[^/]+/g, '[^/]+').replace('*', '.*')}$`).test(row.url),
  );

let t: TestApp;
const tokens = new Map<Principal, { token: string; cookie: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const [caller] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'caller@acme.test'));
  ids.acmeCaller = caller?.id ?? 0;
  for (const [principal, email] of Object.entries(principalEmails) as [Principal, string][]) {
    if (principal === 'impersonating') continue;
    const session = await signInAs(t, email);
    tokens.set(principal, { token: session.token, cookie: session.refreshCookie ?? '' });
  }
  const admin = tokens.get('super_admin');
  const impersonation = await t.app.inject({
    method: 'GET',
    url: `/api/auth/super_admin/login_as_user/${ids.acmeCaller}`,
    headers: bearer(admin?.token ?? ''),
  });
  tokens.set('impersonating', { token: impersonation.json<{ token: string }>().token, cookie: '' });
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrix', () => {
  it('every registered route declares an access policy', () => {
    const missing = t.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every registered route has a row in the matrix', () => {
    const rows = matrix();
    const covered = new Set(rows.map((row) => routeKeyOfRow(row, t.routes)).filter(Boolean));
    // The built SPA's file route (present only after a build) serves public files by construction.
    const uncovered = t.routes.filter((r) => !covered.has(r) && r.url !== '/*').map((r) => `${r.method} ${r.url}`);
    expect(uncovered).toEqual([]);
  });

  it('[X-003] each route answers each principal as the matrix says (server-enforced)', async () => {
    const failures: string[] = [];
    for (const row of matrix()) {
      for (const principal of principals) {
        const session = tokens.get(principal);
        // Calls that would end the shared sessions run with a throwaway cookie.
        const response = await t.app.inject({
          method: row.method,
          url: row.url,
          headers: session ? bearer(session.token) : {},
          cookies:
            row.url === '/api/auth/refresh' && session ? { cb_refresh: (await signInFresh(principal)) ?? '' } : {},
        });
        const status = response.statusCode;
        const expected = row.expect[principal];
        const actual = status === 401 || status === 403 || status === 404 ? status : status < 500 ? 'ok' : status;
        if (actual !== expected)
          failures.push(`${String(row.method)} ${row.url} as ${principal}: expected ${expected}, got ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

async function signInFresh(principal: Principal): Promise<string | undefined> {
  const email = principalEmails[principal];
  return email ? (await signInAs(t, email)).refreshCookie : undefined;
}
