import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companySummarySchema } from '@casebridge/contract/companies';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestApp, signInAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Not moved to builders yet (issue 23): it compares Acme's summary across three answers of the demo network.
  t = await createTestApp({ data: 'demo' });
});
afterAll(async () => {
  await t.close();
});

describe('company summary', () => {
  it('the session, the landing and the super-admin user form show a company with the same fields and values', async () => {
    const [bm] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'bm@acme.test'));
    const member = await signInAs(t, 'bm@acme.test');
    const admin = await signInAs(t, 'super@casebridge.test');
    const get = async (url: string, token?: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(response.statusCode, url).toBe(200);
      return response.json<{ company: unknown }>().company;
    };
    const session = await get('/api/auth/me', member.token);
    const landing = await get('/api/caller/landing/acme');
    const userForm = await get(`/api/super_admin/users/${String(bm?.id)}`, admin.token);

    const summary = companySummarySchema.strict().parse(session);
    expect(summary).toMatchObject({ slug: 'acme', url: 'https://www.acme.test', membership_type: 'premium' });
    expect(companySummarySchema.strict().parse(userForm)).toEqual(summary);
    expect(companySummarySchema.parse(landing)).toEqual(summary);
  });
});
