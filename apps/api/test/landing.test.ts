import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import { users } from '../src/db/schema/users.ts';
import { builders } from './builders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// H-001, H-002, X-032: the main home's company search; H-016: the managers block of a company's landing.

let t: TestApp;
let make: ReturnType<typeof builders>;
let clients = 0;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const search = (term: string, remoteAddress = `10.0.3.${String(++clients)}`) =>
  t.app.inject({ method: 'POST', url: '/api/caller/landing_page', payload: { term }, remoteAddress });

describe('company search of the main home', () => {
  it('[H-001] lists the companies whose name holds the term in any case, by name and slug only', async () => {
    const zeta = await make.company({ name: 'Zephyrus Zeta Storage' });
    const alpha = await make.company({ name: 'Alpha ZEPHYRUS Networks' });
    await make.company({ name: 'Unrelated Systems' });
    const found = await search('zephyrus');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      companies: [
        { name: alpha.name, slug: alpha.slug },
        { name: zeta.name, slug: zeta.slug },
      ],
    });
    expect((await search('  ZePhYrUs ')).json()).toEqual(found.json());
  });

  it('[H-001] lists only active companies shown in the public web', async () => {
    const listed = await make.company({ name: 'Quokka Public Ltd' });
    await make.company({ name: 'Quokka Hidden Ltd', showInPublicWeb: false });
    await make.company({ name: 'Quokka Lapsed Ltd', status: 'inactive' });
    expect((await search('quokka')).json()).toEqual({ companies: [{ name: listed.name, slug: listed.slug }] });
  });

  it('[H-002] a term that matches nothing answers an empty list', async () => {
    await make.company({ name: 'Wombat Cloud' });
    expect((await search('no such company here')).json()).toEqual({ companies: [] });
  });

  it('LIKE wildcards in the term are taken literally', async () => {
    await make.company({ name: 'Percent Systems' });
    expect((await search('%%')).json()).toEqual({ companies: [] });
    expect((await search('__')).json()).toEqual({ companies: [] });
  });

  it('[X-032] a term under 2 characters is refused with a field error; the box never sends one', async () => {
    for (const term of ['z', ' z ', '']) {
      const refused = await search(term);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { term: ['At least 2 characters.'] } });
    }
  });

  it('[H-001] one client gets 60 searches a minute, then 429; another client still searches', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) statuses.add((await search('storage', '10.0.4.1')).statusCode);
    expect([...statuses]).toEqual([200]);
    const limited = await search('storage', '10.0.4.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
    expect((await search('storage', '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('managers block of the company landing', () => {
  it("[H-016] answers the business manager's name and the key contacts with name, city and country code", async () => {
    const company = await make.company();
    const bm = await make.user(company, { role: 'business_manager', first: 'Bea' });
    const pm = await make.user(company, { role: 'program_manager', first: 'Priya' });
    const off = await make.user(company, { role: 'program_manager', first: 'Otto' });
    await make.user(company, { role: 'caller', first: 'Cal' });
    const countryId = await make.country();
    await t.deps.db.update(users).set({ city: 'Dublin', countryId }).where(eq(users.id, pm.id));
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, off.id));

    const landing = await t.app.inject({ method: 'GET', url: `/api/caller/landing/${company.slug}` });
    expect(landing.statusCode).toBe(200);
    const answer = landing.json<{ manager: unknown; key_contacts: unknown }>();
    const [bmFirst, bmLast] = bm.name.split(' ');
    expect(answer.manager).toEqual({ first_name: bmFirst, last_name: bmLast });
    const [pmFirst, pmLast] = pm.name.split(' ');
    expect(answer.key_contacts).toEqual([
      { first_name: pmFirst, last_name: pmLast, city: 'Dublin', country_code: 'IE' },
    ]);
  });
});
