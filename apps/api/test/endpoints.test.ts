import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@casebridge/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** Every endpoint the contract's modules export (an object with a method and an /api/ path). */
async function contractEndpoints(): Promise<Endpoint[]> {
  const folder = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const modules = await Promise.all(
    files.map((name) => import(`${folder}${name}`) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((exports) =>
    Object.values(exports).filter(
      (value): value is Endpoint =>
        typeof value === 'object' &&
        value !== null &&
        'method' in value &&
        'path' in value &&
        typeof value.path === 'string' &&
        value.path.startsWith('/api/'),
    ),
  );
}

/** The API document's pages (served by @fastify/swagger-ui under /api/docs) are not calls of the product. */
const isApiCall = (url: string) => url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/');

const key = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;

describe('[issue 23] each call is declared once, in the contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('every route the API registers is an endpoint of the contract, and every endpoint a route', async () => {
    const endpoints = new Set((await contractEndpoints()).map(key));
    const routes = new Set(app.routes.filter((route) => isApiCall(route.url)).map(key));
    expect([...routes].filter((route) => !endpoints.has(route)).sort()).toEqual([]);
    expect([...endpoints].filter((endpoint) => !routes.has(endpoint)).sort()).toEqual([]);
  });
});
