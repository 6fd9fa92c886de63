import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@casebridge/contract/config';
import type { CompanyDirectoryAnswer, FavoritesAnswer } from '@casebridge/contract/directory';
import { favorites } from '../src/db/schema/directory.ts';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-011: partner logos from an external logo service by domain, configured by LOGO_SERVICE_URL.

const SERVICE = 'https://logos.example:8443/v2/{domain}?size=64';
let plain: TestApp;
let withService: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  withService = await createTestApp({ env: { LOGO_SERVICE_URL: SERVICE } });
});
afterAll(async () => {
  await plain.close();
  await withService.close();
});

const imageSources = async (app: TestApp) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  return /img-src ([^;]*)/.exec(csp)?.[1];
};
const config = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>();

describe('logo service', () => {
  it('[D-011] unset by default: the web is told of none and images come from this site only', async () => {
    expect((await config(plain)).logo_service_url).toBeNull();
    expect(await imageSources(plain)).toBe("'self' data:");
  });

  it('[D-011] configured: /api/config hands the web its {domain} template, and the CSP allows that origin alone', async () => {
    expect((await config(withService)).logo_service_url).toBe(SERVICE);
    expect(await imageSources(withService)).toBe("'self' data: https://logos.example:8443");
  });

  it('[D-011] directory entries and favorites carry the partner’s domain (for the service) and slug (our fallback)', async () => {
    const make = builders(plain);
    const own = await make.company();
    const viewer = await make.user(own);
    const partner = await make.company({ name: 'Globex' });
    await make.group([{ company: own }, { company: partner }]);
    await plain.deps.db.insert(favorites).values({ userId: viewer.id, companyId: partner.id });

    const directory = await plain.app.inject({
      method: 'GET',
      url: '/api/caller/company_directory',
      headers: bearer(viewer.token),
    });
    expect(directory.json<CompanyDirectoryAnswer>().directory).toContainEqual(
      expect.objectContaining({
        company_id: partner.id,
        company_slug: partner.slug,
        company_domain: `${partner.slug}.test`,
      }),
    );
    const starred = await plain.app.inject({
      method: 'GET',
      url: '/api/caller/favorites',
      headers: bearer(viewer.token),
    });
    expect(starred.json<FavoritesAnswer>().favorites).toEqual([
      expect.objectContaining({
        company_id: partner.id,
        company_slug: partner.slug,
        company_domain: `${partner.slug}.test`,
      }),
    ]);
  });
});
