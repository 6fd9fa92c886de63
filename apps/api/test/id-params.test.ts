import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@casebridge/contract/fields';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await builders(t).superAdmin()).token;
});
afterAll(async () => {
  await t.close();
});

const routesWithAnId = [
  (id: string) => `/api/super_admin/users/${id}`,
  (id: string) => `/api/auth/super_admin/login_as_user/${id}`,
  (id: string) => `/api/super_admin/login_as_user/${id}`,
];

describe('id parameters', () => {
  it('an id beyond the integer range, or not written as plain digits, answers 422 and never 500', async () => {
    for (const url of routesWithAnId) {
      for (const id of ['99999999999', String(MAX_ID + 1), '0x10', '1e3', '%2016', '16.0', '0', '-1']) {
        const response = await t.app.inject({ method: 'GET', url: url(id), headers: bearer(adminToken) });
        expect(response.statusCode, url(id)).toBe(422);
        expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors), url(id)).toHaveLength(1);
      }
    }
  });

  it('the largest id the database can hold answers 404 when no row has it', async () => {
    for (const url of routesWithAnId) {
      const response = await t.app.inject({ method: 'GET', url: url(String(MAX_ID)), headers: bearer(adminToken) });
      expect(response.statusCode, url(String(MAX_ID))).toBe(404);
    }
  });
});
