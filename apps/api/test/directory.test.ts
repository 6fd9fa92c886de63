import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { LEVEL_DISABLED_MESSAGE } from '@casebridge/contract/access';
import type { CompanyDirectoryAnswer, FavoritesAnswer } from '@casebridge/contract/directory';
import { companies } from '../src/db/schema/companies.ts';
import { departments } from '../src/db/schema/departments.ts';
import { savedSearches, savedSearchResults } from '../src/db/schema/directory.ts';
import { groupRelations } from '../src/db/schema/groups.ts';
import { PARTNER_NOT_FOUND_MESSAGE } from '../src/modules/case-submission/load-partner-documents.ts';
import { SEARCH_NOT_FOUND_MESSAGE } from '../src/modules/directory/link-search-result.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-002..D-010, X-010: the dashboard's partner directory, saved searches and favorites.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const get = (user: BuiltUser, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const post = (user: BuiltUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });

async function directoryOf(user: BuiltUser) {
  const response = await get(user, '/api/caller/company_directory');
  expect(response.statusCode).toBe(200);
  return response.json<CompanyDirectoryAnswer>().directory;
}
/** A company's entries, their tags in code-point order (the database's collation orders them in the answer). */
const entriesOf = (directory: CompanyDirectoryAnswer['directory'], company: BuiltCompany) =>
  directory
    .filter((entry) => entry.company_id === company.id)
    .map((entry) => ({ ...entry, tags: entry.tags.map(({ tag }) => tag).sort() }));

async function favoritesOf(user: BuiltUser) {
  const response = await get(user, '/api/caller/favorites');
  expect(response.statusCode).toBe(200);
  return response.json<FavoritesAnswer>().favorites;
}

async function saveSearch(user: BuiltUser, term = 'globex') {
  const response = await post(user, '/api/caller/save_search', { term, location: 'dashboard' });
  expect(response.statusCode).toBe(200);
  return response.json<{ search: { id: number } }>().search.id;
}

const resultsOf = (searchId: number) =>
  t.deps.db
    .select({ companyId: savedSearchResults.companyId, departmentId: savedSearchResults.departmentId })
    .from(savedSearchResults)
    .where(eq(savedSearchResults.savedSearchId, searchId));

/** Acme with a caller; Globex, which shares a group with Acme, with a department; Stranger, which shares none. */
async function network() {
  const acme = await make.company({ name: 'Acme' });
  const caller = await make.user(acme);
  await make.department(acme, 'Acme Storage Engineering');
  const globex = await make.company({ name: 'Globex' });
  const globexProcess = await make.document(globex, { name: 'Globex Storage', tags: ['iSCSI', 'array firmware'] });
  const blockProcess = await make.document(globex, { name: 'Block Storage', tags: ['SAN'] });
  const block = await make.department(globex, 'Block Storage Support', blockProcess);
  const stranger = await make.company({ name: 'Stranger' });
  await make.group([{ company: acme }, { company: globex }]);
  return { acme, caller, globex, globexProcess, block, blockProcess, stranger };
}

describe('company directory (D-003)', () => {
  it('[D-003] [X-010] every other company and department with has_access from the group relations, and tags', async () => {
    const { acme, caller, globex, block, stranger } = await network();
    const directory = await directoryOf(caller);

    expect(entriesOf(directory, acme)).toEqual([]);
    expect(entriesOf(directory, globex)).toEqual([
      {
        type: 'company',
        company_id: globex.id,
        company_name: 'Globex',
        company_slug: globex.slug,
        company_domain: `${globex.slug}.test`,
        department_id: null,
        department_name: null,
        tags: ['SAN', 'array firmware', 'iSCSI'],
        has_access: true,
      },
      {
        type: 'department',
        company_id: globex.id,
        company_name: 'Globex',
        company_slug: globex.slug,
        company_domain: `${globex.slug}.test`,
        department_id: block.id,
        department_name: 'Block Storage Support',
        tags: ['SAN'],
        has_access: true,
      },
    ]);
    expect(entriesOf(directory, stranger)).toEqual([
      {
        type: 'company',
        company_id: stranger.id,
        company_name: 'Stranger',
        company_slug: stranger.slug,
        company_domain: `${stranger.slug}.test`,
        department_id: null,
        department_name: null,
        tags: [],
        has_access: false,
      },
    ]);
  });

  it('[D-003] inactive companies and departments, and the departments of an inactive company, are not listed', async () => {
    const { caller, globex } = await network();
    const closedDepartment = await make.department(globex, 'Legacy Mainframe');
    await t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, closedDepartment.id));
    const gone = await make.company({ name: 'Gone Ltd' });
    await make.department(gone, 'Gone Support');
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, gone.id));

    const directory = await directoryOf(caller);
    expect(entriesOf(directory, globex).map((entry) => entry.department_name)).toEqual([null, 'Block Storage Support']);
    expect(entriesOf(directory, gone)).toEqual([]);
  });

  it('[D-002] a limited member gets only the partners it may work with', async () => {
    const { globex, stranger } = await network();
    const limited = await make.company({ name: 'Limited Co', membershipType: 'limited' });
    const limitedUser = await make.user(limited, { role: 'business_manager' });
    await make.group(
      [
        { company: globex, relationship: 'many_to_many' },
        { company: limited, relationship: 'one_to_many' },
      ],
      { type: 'partner_program', sponsor: globex },
    );

    const directory = await directoryOf(limitedUser);
    expect(new Set(directory.map((entry) => entry.company_id))).toEqual(new Set([globex.id]));
    expect(directory.every((entry) => entry.has_access)).toBe(true);
    expect(entriesOf(directory, stranger)).toEqual([]);
  });

  it('[D-003] the directory goes out compressed to a client that accepts it, the same answer unpacked', async () => {
    const { caller } = await network();
    for (let n = 0; n < 20; n += 1) await make.company({ name: `Partner Network Member ${String(n)}` });
    const plain = await get(caller, '/api/caller/company_directory');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const packed = await t.app.inject({
      method: 'GET',
      url: '/api/caller/company_directory',
      headers: { ...bearer(caller.token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('[D-003] a kept answer is shared only by viewers it is true for: same company and the same partners', async () => {
    const north = await make.company({ name: 'North Kept' });
    const [chosen, other] = [await make.user(north), await make.user(north)];
    const south = await make.company({ name: 'South Kept' });
    const southUser = await make.user(south);
    await make.group([{ company: north, users: [chosen] }, { company: south }]);
    const accessTo = async (viewer: BuiltUser, partner: BuiltCompany) =>
      entriesOf(await directoryOf(viewer), partner).map((entry) => entry.has_access);

    // Asked in turn with nothing changing between them: each gets the answer that is true for it.
    expect(await accessTo(chosen, south)).toEqual([true]);
    expect(await accessTo(other, south)).toEqual([false]);
    expect(await accessTo(chosen, south)).toEqual([true]);
    expect(entriesOf(await directoryOf(southUser), south)).toEqual([]);
    expect(await accessTo(southUser, north)).toEqual([true]);

    for (const encoding of ['gzip', 'identity']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/caller/company_directory',
        headers: { ...bearer(chosen.token), 'accept-encoding': encoding },
      });
      const body = encoding === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
      expect(response.headers['content-encoding'], encoding).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      expect(response.headers.vary, encoding).toBe('accept-encoding');
      expect(JSON.parse(body), encoding).toEqual({ directory: await directoryOf(chosen) });
    }
  });

  it('[D-003] an unchanged directory revalidates as 304; any change to what it is made of answers it anew', async () => {
    const { acme, caller, globex, block } = await network();
    const first = await get(caller, '/api/caller/company_directory');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const revalidate = (user: BuiltUser, tag: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/caller/company_directory',
        headers: { ...bearer(user.token), 'if-none-match': tag },
      });

    const unchanged = await revalidate(caller, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Another user's tag is not this user's: the answer depends on who asks.
    const colleague = await make.user(acme);
    expect((await revalidate(colleague, etag)).statusCode).toBe(200);

    const renames: (() => Promise<unknown>)[] = [
      () => t.deps.db.update(companies).set({ name: 'Globex Storage' }).where(eq(companies.id, globex.id)),
      () => t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, block.id)),
      () => t.deps.db.update(groupRelations).set({ isActive: false }).where(eq(groupRelations.companyId, globex.id)),
    ];
    let tag = etag;
    for (const change of renames) {
      await change();
      const changed = await revalidate(caller, tag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
      tag = String(changed.headers.etag);
    }
    const entries = entriesOf(await directoryOf(caller), globex);
    expect(entries.map((entry) => [entry.company_name, entry.department_name, entry.has_access])).toEqual([
      ['Globex Storage', null, false],
    ]);
  });
});

describe('saved searches (D-007, D-008)', () => {
  it('[D-007] a search is saved with its user, company, term and time and answers its id', async () => {
    const { acme, caller } = await network();
    const before = new Date();
    const id = await saveSearch(caller, '  globex stor ');
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ userId: caller.id, companyId: acme.id, term: 'globex stor', location: 'dashboard' });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('[D-007] [D-002] a limited member saves no search', async () => {
    const limited = await make.company({ name: 'Limited Searcher', membershipType: 'limited' });
    const user = await make.user(limited);
    const response = await post(user, '/api/caller/save_search', { term: 'globex', location: 'dashboard' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: LEVEL_DISABLED_MESSAGE });
    const stored = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('[D-007] a term under 2 characters or an empty location is a 422 with the field map', async () => {
    const { caller } = await network();
    const response = await post(caller, '/api/caller/save_search', { term: ' g ', location: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { term: ['At least 2 characters.'], location: ['This field is required.'] },
    });
  });

  it('[D-008] the chosen company or department is linked to the saved search', async () => {
    const { caller, globex, block, stranger } = await network();
    const id = await saveSearch(caller);
    for (const member of [
      { type: 'department', company_id: globex.id, department_id: block.id },
      // A company's department_id is ignored; a partner without access was still a result.
      { type: 'company', company_id: stranger.id, department_id: block.id },
    ]) {
      const response = await post(caller, '/api/caller/result_to_search', { search_id: id, member });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await resultsOf(id)).toEqual([
      { companyId: globex.id, departmentId: block.id },
      { companyId: stranger.id, departmentId: null },
    ]);
  });

  it("[D-008] another user's search, an unknown or inactive partner, or a department of another company: 404", async () => {
    const { acme, caller, globex, block } = await network();
    const colleague = await make.user(acme);
    const theirs = await saveSearch(colleague);
    const mine = await saveSearch(caller);
    const gone = await make.company({ name: 'Gone Partner' });
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, gone.id));

    const link = (searchId: number, member: object) =>
      post(caller, '/api/caller/result_to_search', { search_id: searchId, member });
    const refused = [
      [await link(theirs, { type: 'company', company_id: globex.id }), SEARCH_NOT_FOUND_MESSAGE],
      [await link(2_000_000_000, { type: 'company', company_id: globex.id }), SEARCH_NOT_FOUND_MESSAGE],
      [await link(mine, { type: 'company', company_id: gone.id }), PARTNER_NOT_FOUND_MESSAGE],
      [await link(mine, { type: 'company', company_id: 2_000_000_000 }), PARTNER_NOT_FOUND_MESSAGE],
      [
        await link(mine, { type: 'department', company_id: acme.id, department_id: block.id }),
        PARTNER_NOT_FOUND_MESSAGE,
      ],
      [await link(mine, { type: 'department', company_id: globex.id }), PARTNER_NOT_FOUND_MESSAGE],
    ] as const;
    for (const [response, message] of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: message });
    }
    expect(await resultsOf(theirs)).toEqual([]);
    expect(await resultsOf(mine)).toEqual([]);
  });

  it('[D-008] a malformed search_id or member is a 422 with the field map', async () => {
    const { caller } = await network();
    const response = await post(caller, '/api/caller/result_to_search', {
      search_id: 'seven',
      member: { type: 'team', company_id: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'member.company_id',
      'member.type',
      'search_id',
    ]);
  });
});

describe('favorites (D-009, D-010)', () => {
  const star = (user: BuiltUser, body: object) =>
    post(user, '/api/caller/favorites/toggle', { is_favorite: true, department_id: null, ...body });

  it("[D-009] [D-010] the user's starred companies and departments with the process they were starred on", async () => {
    const { acme, caller, globex, globexProcess, block, blockProcess } = await network();
    const colleague = await make.user(acme);
    expect(
      (await star(caller, { type: 'company', company_id: globex.id, document_id: globexProcess.id })).statusCode,
    ).toBe(200);
    expect(
      (
        await star(caller, {
          type: 'department',
          company_id: globex.id,
          department_id: block.id,
          document_id: blockProcess.id,
        })
      ).statusCode,
    ).toBe(200);

    expect(await favoritesOf(caller)).toEqual([
      {
        type: 'company',
        company_id: globex.id,
        company: 'Globex',
        company_slug: globex.slug,
        company_domain: `${globex.slug}.test`,
        department_id: null,
        department: null,
        document: { id: globexProcess.id, name: 'Globex Storage' },
      },
      {
        type: 'department',
        company_id: globex.id,
        company: 'Globex',
        company_slug: globex.slug,
        company_domain: `${globex.slug}.test`,
        department_id: block.id,
        department: 'Block Storage Support',
        document: { id: blockProcess.id, name: 'Block Storage' },
      },
    ]);
    expect(await favoritesOf(colleague)).toEqual([]);

    // An inactive department goes; so does every favorite of a partner the company can no longer reach.
    await t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, block.id));
    expect((await favoritesOf(caller)).map((favorite) => favorite.department_id)).toEqual([null]);
    await t.deps.db.update(groupRelations).set({ isActive: false }).where(eq(groupRelations.companyId, globex.id));
    expect(await favoritesOf(caller)).toEqual([]);
  });
});
