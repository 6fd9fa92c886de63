import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partnerSearchAnswer, type PartnerSearchAnswer } from '@casebridge/contract/directory';
import { companies } from '../src/db/schema/companies.ts';
import { departments } from '../src/db/schema/departments.ts';
import { groupRelations } from '../src/db/schema/groups.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 26, ADR 47: the dashboard's partner search, answered by the server a page at a time.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const search = (user: BuiltUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/caller/partner_search${query}`, headers: bearer(user.token) });

async function found(user: BuiltUser, query: string) {
  const response = await search(user, query);
  expect(response.statusCode).toBe(200);
  return response.json<PartnerSearchAnswer>();
}

const labels = (answer: PartnerSearchAnswer) =>
  answer.entries.map((entry) => entry.department_name ?? entry.company_name);

/**
 * The caller's company (`word` Home Office) in a group with `word` Systems (a department, a tagged process) and in
 * none with Stranger `word`ics. Each test names its own word: the tests share one database.
 */
async function network(word: string) {
  const home = await make.company({ name: `${word} Home Office` });
  const caller = await make.user(home);
  await make.department(home, `${word} Home Storage`);
  const quillon = await make.company({ name: `${word} Systems` });
  const process = await make.document(quillon, { name: `${word} Storage`, tags: [`${word}zephyr`, 'array firmware'] });
  const block = await make.department(quillon, 'Block Storage Support', process);
  const stranger = await make.company({ name: `Stranger ${word}ics` });
  await make.group([{ company: home }, { company: quillon }]);
  return { home, caller, quillon, process, block, stranger };
}

describe('partner search (issue 26)', () => {
  it('[issue 26] names with a word starting with the term come before those only containing or resembling it', async () => {
    const { caller } = await network('Ranko');
    await make.company({ name: 'Overmarvandelion Ltd' });
    await make.company({ name: 'Marvandelion Networks' });
    await make.company({ name: 'Marvandalion Partners' });
    await make.company({ name: 'Acme Marvandelion Labs' });

    const answer = await found(caller, '?q=marvandelion');
    expect(labels(answer)).toEqual([
      'Acme Marvandelion Labs',
      'Marvandelion Networks',
      'Overmarvandelion Ltd',
      'Marvandalion Partners',
    ]);
    expect(answer.total).toBe(4);
    expect(answer.next).toBeNull();
    expect(answer.recent).toBe(false);

    // Two letters find the names with a word starting with them, not those containing them inside a word.
    expect(labels(await found(caller, '?q=MA'))).toEqual(expect.arrayContaining(['Marvandelion Networks']));
    expect(labels(await found(caller, '?q=ma'))).not.toContain('Overmarvandelion Ltd');
  });

  it('[issue 26] [X-049] a tag or a department name finds its partner, with tags and has_access as in the directory', async () => {
    const { caller, quillon, block, stranger, home } = await network('Quillon');
    const byTag = await found(caller, '?q=quillonzeph');
    expect(byTag.entries).toEqual([
      {
        type: 'company',
        company_id: quillon.id,
        company_name: 'Quillon Systems',
        company_slug: expect.any(String) as string,
        company_domain: expect.any(String) as string,
        department_id: null,
        department_name: null,
        tags: expect.arrayContaining([{ tag: 'Quillonzephyr' }, { tag: 'array firmware' }]) as unknown,
        has_access: true,
      },
      expect.objectContaining({ type: 'department', department_id: block.id, has_access: true }),
    ]);

    const byName = await found(caller, '?q=quillon');
    const ids = byName.entries.map((entry) => entry.company_id);
    // The caller's own company and department are never listed; a partner without a group is, without access.
    expect(ids).not.toContain(home.id);
    expect(byName.entries.find((entry) => entry.company_id === stranger.id)).toMatchObject({ has_access: false });
    expect(byName.entries.filter((entry) => entry.company_id === quillon.id).map((entry) => entry.type)).toEqual([
      'company',
      'department',
    ]);
  });

  it('[issue 26] [D-002] a limited member finds only its partners, and lists them all without a term', async () => {
    const { quillon, stranger } = await network('Limora');
    const limited = await make.company({ name: 'Limited Buyer', membershipType: 'limited' });
    const limitedUser = await make.user(limited, { role: 'business_manager' });
    await make.group(
      [
        { company: quillon, relationship: 'many_to_many' },
        { company: limited, relationship: 'one_to_many' },
      ],
      { type: 'partner_program', sponsor: quillon },
    );

    const searched = await found(limitedUser, '?q=limora');
    expect(new Set(searched.entries.map((entry) => entry.company_id))).toEqual(new Set([quillon.id]));
    expect(searched.entries.map((entry) => entry.company_id)).not.toContain(stranger.id);

    const all = await found(limitedUser, '');
    expect(all.recent).toBe(false);
    expect(all.entries.map((entry) => [entry.type, entry.company_id])).toEqual([
      ['company', quillon.id],
      ['department', quillon.id],
    ]);
    expect(all.entries.every((entry) => entry.has_access)).toBe(true);
  });

  it('[issue 26] fifty at a time with the count of every match; the next page continues where the first ended', async () => {
    const { caller } = await network('Pagers');
    for (let n = 0; n < 57; n += 1) await make.company({ name: `Pagewick Partner ${String(n).padStart(2, '0')}` });

    const first = await found(caller, '?q=pagewick');
    expect(first.entries).toHaveLength(50);
    expect(first.total).toBe(57);
    expect(first.next).toBe(50);
    const second = await found(caller, `?q=pagewick&after=${String(first.next)}`);
    expect(second.entries).toHaveLength(7);
    expect(second.total).toBe(57);
    expect(second.next).toBeNull();
    const names = [...labels(first), ...labels(second)];
    expect(new Set(names).size).toBe(57);
    expect(names).toEqual([...names].sort());
  });

  it("[issue 26] a page is the contract's answer, the same JSON as it is, as brotli and as gzip (ADR 64)", async () => {
    const { caller, home } = await network('Packers');
    const partners = [];
    for (let n = 0; n < 52; n += 1)
      partners.push(await make.company({ name: `Packwick Partner ${String(n).padStart(2, '0')}` }));
    // Access to some of them only: the page holds entries with and without it.
    await make.group([{ company: home }, ...partners.slice(0, 20).map((company) => ({ company }))]);
    const url = '/api/caller/partner_search?q=packwick';
    const asked = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...bearer(caller.token), 'accept-encoding': acceptEncoding } });

    const plain = await asked('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const answer = plain.json<PartnerSearchAnswer>();
    // Nothing but what the contract names, in its order.
    expect(JSON.stringify(partnerSearchAnswer.encode(answer))).toBe(plain.body);
    expect(answer.entries).toHaveLength(50);
    expect(answer.entries.filter((entry) => entry.has_access)).toHaveLength(20);
    expect(answer).toMatchObject({ total: 52, next: 50, recent: false });

    const br = await asked('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('[issue 26] without a term: the partners the company sent cases to, the most recently used first', async () => {
    const { caller, home, quillon, process, block } = await network('Recento');
    const other = await make.company({ name: 'Recently Used Partner' });
    const otherProcess = await make.document(other, { name: 'Other Intake' });
    await make.group([{ company: home }, { company: other }]);
    await make.case(caller, process, { departmentId: block.id });
    await make.case(caller, otherProcess);
    await make.case(caller, otherProcess);

    const recent = await found(caller, '');
    expect(recent.recent).toBe(true);
    expect(recent.entries.map((entry) => [entry.type, entry.department_id ?? entry.company_id])).toEqual([
      ['company', other.id],
      ['department', block.id],
    ]);
    expect(recent.total).toBe(2);
    expect(recent.next).toBeNull();

    // A partner that is no longer active is no longer offered.
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, other.id));
    expect((await found(caller, '')).entries.map((entry) => entry.company_id)).toEqual([quillon.id]);
  });

  it("[issue 26] a term's list revalidates as 304 while the directory is unchanged, and answers anew after a change", async () => {
    const { caller } = await network('Etago');
    const first = await search(caller, '?q=etago');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/caller/partner_search?q=etago',
      headers: { ...bearer(caller.token), 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Another term or page is another list.
    const otherPage = await t.app.inject({
      method: 'GET',
      url: '/api/caller/partner_search?q=etago&after=1',
      headers: { ...bearer(caller.token), 'if-none-match': etag },
    });
    expect(otherPage.statusCode).toBe(200);

    await make.company({ name: 'Etago Newcomer' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/caller/partner_search?q=etago',
      headers: { ...bearer(caller.token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(labels(changed.json<PartnerSearchAnswer>())).toContain('Etago Newcomer');

    // The recently used partners change with every case sent: they are never answered 304.
    expect((await search(caller, '')).headers.etag).toBeUndefined();
  });

  it('[issue 26] a one-character term, a term over 100 characters or an after past the end answer 422 with the field', async () => {
    const { caller } = await network('Invalo');
    for (const [query, field] of [
      ['?q=a', 'q'],
      [`?q=${'b'.repeat(101)}`, 'q'],
      ['?q=ab&after=951', 'after'],
      ['?q=ab&after=-1', 'after'],
    ] as const) {
      const response = await search(caller, query);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toEqual([field]);
    }
  });

  it('[issue 26] the order is word start, then the word similarity of either name as pg_trgm computes it, then name, company, department', async () => {
    const { caller } = await network('Rankorder');
    const brightline = await make.company({ name: 'Brightline Co' });
    await make.department(brightline, 'Velqor Bridge');
    await make.department(brightline, 'Intake');
    const acme = await make.company({ name: 'Acme Velqorian Labs' });
    await make.department(acme, 'Support');
    await make.company({ name: 'Zeta Velqor' });
    await make.company({ name: 'Aavelqor Ltd' });
    await make.company({ name: 'Velqar Group' });
    await make.company({ name: 'Zeta Velqor' });

    const answer = await found(caller, '?q=velqor');
    // The expected order from the database's own pg_trgm: the index ranks in JavaScript and must agree.
    const similarity = async (text: string | null): Promise<number> => {
      if (text === null) return 0;
      const { rows } = await t.deps.database.executeSql('select word_similarity($1, lower($2)) as s', ['velqor', text]);
      return (rows[0] as { s: number }).s;
    };
    const keyed = await Promise.all(
      answer.entries.map(async (entry) => {
        const words = `${entry.company_name} ${entry.department_name ?? ''}`.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
        const name = entry.company_name.toLowerCase();
        return {
          entry,
          key: [
            ` ${words}`.includes(' velqor') ? 0 : 1,
            -Math.max(await similarity(entry.company_name), await similarity(entry.department_name)),
          ],
          name,
        };
      }),
    );
    const expected = [...keyed].sort(
      (a, b) =>
        (a.key[0] ?? 0) - (b.key[0] ?? 0) ||
        (a.key[1] ?? 0) - (b.key[1] ?? 0) ||
        (a.name === b.name ? 0 : a.name < b.name ? -1 : 1) ||
        a.entry.company_id - b.entry.company_id ||
        (a.entry.department_id ?? 0) - (b.entry.department_id ?? 0),
    );
    expect(answer.entries).toEqual(expected.map(({ entry }) => entry));
    // Spelled out: whole words first (by name, then company id), a department by its own name, then the others by
    // similarity; 'Support' comes with its company's matching name, 'Intake' does not.
    expect(labels(answer)).toEqual([
      'Velqor Bridge',
      'Zeta Velqor',
      'Zeta Velqor',
      'Acme Velqorian Labs',
      'Support',
      'Aavelqor Ltd',
    ]);
    // 'Velqar Group' resembles the term below pg_trgm's threshold (0.4 < 0.6): not a match.
    expect(answer.total).toBe(6);

    // A word start across the company's and the department's names comes first even with the lower similarity
    // (0.7, its company's name, against 0.83).
    const tarnix = await make.company({ name: 'Tarnix' });
    await make.department(tarnix, 'Ab Team');
    await make.company({ name: 'Tarnix X Ab' });
    expect(labels(await found(caller, '?q=tarnix ab'))).toEqual(['Ab Team', 'Tarnix X Ab', 'Tarnix']);
  });

  it("[issue 26] the caller's own company is never listed, by its name, its department or its tags", async () => {
    const { caller, home } = await network('Ownleak');
    await make.document(home, { name: 'Ownleak Intake', tags: ['ownleakzephyr'] });
    for (const query of ['?q=ownleak', '?q=ownleak home', '?q=ownleakzeph', '?q=ow'])
      expect((await found(caller, query)).entries.map((entry) => entry.company_id)).not.toContain(home.id);
  });

  it('[issue 26] [D-002] a limited member stops finding a partner once the group relation between them ends', async () => {
    const { quillon, stranger } = await network('Limend');
    const limited = await make.company({ name: 'Limend Buyer', membershipType: 'limited' });
    const limitedUser = await make.user(limited, { role: 'business_manager' });
    await make.group(
      [
        { company: quillon, relationship: 'many_to_many' },
        { company: limited, relationship: 'one_to_many' },
      ],
      { type: 'partner_program', sponsor: quillon },
    );
    expect((await found(limitedUser, '?q=limend')).entries.map((entry) => entry.company_id)).toContain(quillon.id);
    expect((await found(limitedUser, '')).entries.map((entry) => entry.company_id)).not.toContain(stranger.id);

    // The partners kept for this directory version are let go when the relation changes (ADR 16's counter moves).
    await t.deps.db.update(groupRelations).set({ isActive: false }).where(eq(groupRelations.companyId, limited.id));
    expect((await found(limitedUser, '?q=limend')).entries).toEqual([]);
    expect((await found(limitedUser, '')).entries).toEqual([]);
  });

  it('[issue 26] a rename or a deactivation is found at the next search: the index follows the directory version', async () => {
    const { caller, quillon, block } = await network('Stalo');
    expect(labels(await found(caller, '?q=stalo sys'))).toEqual(['Stalo Systems', 'Block Storage Support']);

    await t.deps.db.update(companies).set({ name: 'Renamed Quorvex' }).where(eq(companies.id, quillon.id));
    expect((await found(caller, '?q=stalo sys')).entries).toEqual([]);
    expect(labels(await found(caller, '?q=quorvex'))).toEqual(['Renamed Quorvex', 'Block Storage Support']);

    await t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, block.id));
    expect(labels(await found(caller, '?q=quorvex'))).toEqual(['Renamed Quorvex']);

    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, quillon.id));
    expect((await found(caller, '?q=quorvex')).entries).toEqual([]);
  });
});
