import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '@casebridge/contract/access';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
};
type Document = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const PUBLIC_URL = 'https://support.casebridge.test';
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

let t: TestApp;
let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (method: string, path: string): Operation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const errorKeysOf = (answer: Operation['responses'][string] | undefined) =>
  answer?.content?.['application/json']?.schema.required;

/** ADR 0007: the spec call's path after /api/ without its parameters, its words in camelCase; a path served by
 * more than one method puts the method first. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[_-]/));
  const methodsOfPath = Object.keys(doc.paths[path] ?? {}).length;
  // A call with optional trailing parameters (escalation/report/{filter}[/{start}[/{end}]]) is a path for each;
  // the longer ones name the parameters they add: superAdminEscalationReportWithStartAndEnd.
  const added: string[] = [];
  for (let shorter = path; ;) {
    const param = /\/\{([^/}]+)\}$/.exec(shorter);
    const rest = shorter.slice(0, param?.index ?? shorter.length);
    if (!param?.[1] || !rest.endsWith('}') || !(rest in doc.paths)) break;
    added.unshift(param[1]);
    shorter = rest;
  }
  if (added.length > 0) words.push('with', ...added.flatMap((name, i) => (i === 0 ? [name] : ['and', name])));
  // An item's path beside its list's (/partner_groups/{id} beside /partner_groups) names its method too.
  const listPath = path.replace(/\/\{[^/}]+\}$/, '');
  if (methodsOfPath > 1 || (added.length === 0 && listPath !== path && listPath in doc.paths)) words.unshift(method);
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
});
afterAll(async () => {
  await t.close();
});

describe('API document at /api/docs/json', () => {
  it('passes redocly lint with its recommended rules: no errors, and warnings only where no answer can fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cb-openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
      const run = spawnSync(
        process.execPath,
        [redoclyCli, 'lint', 'openapi.json', '--format=json', '--extends=recommended'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
        },
      );
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
      expect(problems.filter((p) => p.startsWith('error'))).toEqual([]);
      // A product without a licence for its API; the routes that answer no 4xx at all (the dev tools' and the public
      // reference lists among them); the SAML routes whose only success is a redirect of the browser.
      const pointer = (path: string, method: string) => `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`;
      const accepted = [
        'warn info-license',
        ...[
          '/api/health',
          '/api/health/live',
          '/api/health/ready',
          '/api/config',
          '/api/caller/countries',
          '/api/dev/mailbox',
          '/api/dev/idp/metadata',
          '/api/dev/idp/continue',
          '/api/dev/idp/logout',
        ].map((path) => `warn operation-4xx-response ${pointer(path, 'get')}`),
        `warn operation-2xx-response ${pointer('/api/saml2/{slug}/login', 'get')}`,
        `warn operation-2xx-response ${pointer('/api/saml2/{slug}/acs', 'post')}`,
        // The spec's own paths: /api/onboarding/restore/{token} beside /api/onboarding/{vhost}/... (the router
        // matches the static segment first).
        'warn no-ambiguous-paths #/paths/~1api~1onboarding~1',
        // Likewise /api/admin/company/documents/limited beside /api/admin/company/documents/{document_id}.
        'warn no-ambiguous-paths #/paths/~1api~1admin~1company~1documents~1',
        // And /api/super_admin/escalation/queue/{filter} beside /api/super_admin/escalation/{id}/delete (an id is a
        // number, never "queue").
        'warn no-ambiguous-paths #/paths/~1api~1super_admin~1escalation~1',
        // The spec's /api/admin/company/users/{id} beside /api/admin/company/{id}/departments (M-019, M-004).
        'warn no-ambiguous-paths #/paths/~1api~1admin~1company~1users~1{id}',
        // And /api/admin/company/partner_groups/{id} beside /api/admin/company/{id}/departments.
        'warn no-ambiguous-paths #/paths/~1api~1admin~1company~1partner_groups~1{id}',
        // The spec's /api/super_admin/users/{id}/delete, /status, /password beside /api/super_admin/users/list/{page}
        // (S-048, S-049, S-066: an id is a number, never "list").
        'warn no-ambiguous-paths #/paths/~1api~1super_admin~1users~1{id}~1',
      ];
      expect(problems.filter((p) => !accepted.some((rule) => p.startsWith(rule)))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every operation has a summary and an operationId named after its spec call', () => {
    const misnamed = operations()
      .filter(({ path, method, operation: o }) => !o.summary || o.operationId !== operationIdOf(method, path))
      .map(({ path, method, operation: o }) => `${method} ${path}: ${o.operationId ?? 'no id'}`);
    expect(misnamed).toEqual([]);
    expect(operation('post', '/api/auth/login').operationId).toBe('authLogin');
    expect(operation('get', '/api/super_admin/login_as_user/{user_id}').operationId).toBe('superAdminLoginAsUser');
  });

  it('is the document generated from the routes', () => {
    expect(doc).toEqual(t.app.swagger());
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('names the server at PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
  });

  it('a route whose policy needs a token names the bearer scheme and documents the refusals the server gives', async () => {
    const me = operation('get', '/api/auth/me');
    expect(me.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['401']));
    expect(me.responses['403']).toBeUndefined();

    const user = operation('get', '/api/super_admin/users/{id}');
    expect(user.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(user.responses).sort()).toEqual(['200', '401', '403', '404', '422']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/super_admin/users/1' });
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json())).toEqual(errorKeysOf(user.responses['401']));
    const build = builders(t);
    const caller = await build.user(await build.company());
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/super_admin/users/1',
      headers: bearer(caller.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json())).toEqual(errorKeysOf(user.responses['403']));
  });

  it('a public route needs no token; a body it validates documents 400, 413 and the 422 field map', async () => {
    const login = operation('post', '/api/auth/login');
    expect(login.security).toEqual([]);
    expect(errorKeysOf(login.responses['400'])).toEqual(['error']);
    expect(errorKeysOf(login.responses['413'])).toEqual(['error']);
    expect(errorKeysOf(login.responses['422'])).toEqual(['errors']);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json())).toEqual(['errors']);
    expect(operation('get', '/api/health').security).toEqual([]);
  });
});

describe('API page at /api/docs', () => {
  it('answers HTML that loads its scripts from our origin, none inline, under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => /src="([^"]+)"/.exec(m[1] ?? '')?.[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, 'an inline script would need the CSP loosened').toBeDefined();
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await t.app.inject({ method: 'GET', url: src ?? '' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    }
  });
});

describe('who reads the API document', () => {
  const docsUrls = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js'];

  it('[issue 21] in production the document and its page are for signed-in users; API_DOCS=public opens them to all', async () => {
    const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
    const production = await createTestApp({ env });
    const open = await createTestApp({ env: { ...env, API_DOCS: 'public' }, database: production.deps.database });
    try {
      const build = builders(production);
      const user = await build.user(await build.company());
      for (const url of docsUrls) {
        const anonymous = await production.app.inject({ method: 'GET', url });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json(), url).toEqual({ error: UNAUTHENTICATED_MESSAGE });
        const signedIn = await production.app.inject({ method: 'GET', url, headers: bearer(user.token) });
        expect(signedIn.statusCode, url).toBe(200);
        const anonymousWhenPublic = await open.app.inject({ method: 'GET', url });
        expect(anonymousWhenPublic.statusCode, url).toBe(200);
      }
    } finally {
      await open.close();
      await production.close();
    }
  });
});
