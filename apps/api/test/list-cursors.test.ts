import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import {
  caseListSortFields,
  LIST_COUNT_CAP,
  myCasesSortFields,
  type CaseListAnswer,
  type MyCasesAnswer,
} from '@casebridge/contract/cases';
import { cases } from '../src/db/schema/cases.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 26 (ADR 48): the case lists page by a signed cursor (sort key and id) and count up to LIST_COUNT_CAP.

let t: TestApp;
let walker: BuiltUser;
let bulkUser: BuiltUser;
let strangerUser: BuiltUser;
const strangerTokens = new Set<string>();

type Page = { rows: string[]; answer: CaseListAnswer | MyCasesAnswer };

async function get(user: BuiltUser, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
}

async function page(user: BuiltUser, url: string): Promise<Page> {
  const response = await get(user, url);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<CaseListAnswer | MyCasesAnswer>();
  const rows = 'data' in answer ? answer.data : answer.my_cases;
  return { rows: rows.map((row) => row.token), answer };
}

/** `count` copies of a case in one statement, with its times: many rows that tie on every sort key but the id. */
async function copies(of: BuiltCase, count: number, summary: string) {
  await t.deps.db.execute(sql`insert into cases (token, respond_token_hash, information_token_hash, summary, priority,
      submit_company_id, submit_user_id, receiver_company_id, contact_document_id, document_version_id,
      created_at, updated_at, status, first_response_at)
    select 'copy-' || ${of.id}::text || '-' || g, 'r-' || ${of.id}::text || '-' || g,
      'i-' || ${of.id}::text || '-' || g, ${summary}, priority, submit_company_id, submit_user_id,
      receiver_company_id, contact_document_id, document_version_id, created_at, updated_at, status, first_response_at
    from cases, generate_series(1, ${count}::int) as g where id = ${of.id}`);
}

beforeAll(async () => {
  t = await createTestApp();
  const make = builders(t);
  const walkers = await make.company({ name: 'Walkers' });
  const bulk = await make.company({ name: 'Bulk Vendor' });
  const partner = await make.company({ name: 'Partner' });
  const stranger = await make.company({ name: 'Stranger' });
  walker = await make.user(walkers);
  bulkUser = await make.user(bulk);
  strangerUser = await make.user(stranger);
  const partnerUser = await make.user(partner);
  const partnerDoc = await make.document(partner);
  const walkersDoc = await make.document(walkers);
  const strangerDoc = await make.document(stranger);

  // Walkers: 3 groups of cases that tie on their times, priority and status, both directions, some answered.
  const high = await make.case(walker, partnerDoc, { summary: 'Tied high', priority: 'high', history: ['accept'] });
  const low = await make.case(walker, partnerDoc, { summary: 'Tied low', priority: 'low' });
  const inbound = await make.case(partnerUser, walkersDoc, { summary: 'Tied inbound' });
  const at = new Date(Date.UTC(2026, 5, 1, 12));
  await t.deps.db
    .update(cases)
    .set({ createdAt: at, updatedAt: at })
    .where(or(eq(cases.submitCompanyId, walkers.id), eq(cases.receiverCompanyId, walkers.id)));
  await copies(high, 6, 'Tied high');
  await copies(low, 5, 'Tied low');
  await copies(inbound, 6, 'Tied inbound');

  // Bulk Vendor: more sent cases than the cap, all matching "firmware".
  const seed = await make.case(bulkUser, partnerDoc, { summary: 'Bulk firmware' });
  await copies(seed, LIST_COUNT_CAP + 4, 'Bulk firmware');

  strangerTokens.add((await make.case(strangerUser, partnerDoc, { summary: 'Stranger firmware' })).token);
  strangerTokens.add((await make.case(partnerUser, strangerDoc, { summary: 'Stranger inbound' })).token);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Every row of the list read in one page, then page by page forward and backward from the last: the same rows. */
async function walk(user: BuiltUser, base: string) {
  const all = await page(user, `${base}&limit=100`);
  expect(all.answer.next_cursor).toBeNull();
  const forward: string[] = [];
  const starts: (number | null)[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const next: Page = await page(user, `${base}&limit=4${cursor === '' ? '' : `&cursor=${cursor}`}`);
    forward.push(...next.rows);
    starts.push(next.answer.first_row);
    cursor = next.answer.next_cursor;
  }
  expect(forward, base).toEqual(all.rows);
  expect(starts, base).toEqual(starts.map((_, i) => 1 + i * 4));
  const backward: string[][] = [];
  cursor = 'last';
  while (cursor !== null) {
    const previous: Page = await page(user, `${base}&limit=4&cursor=${cursor}`);
    backward.unshift(previous.rows);
    if (previous.answer.prev_cursor !== null)
      expect(previous.answer.first_row, base).toBe(all.rows.indexOf(previous.rows[0] ?? '') + 1);
    cursor = previous.answer.prev_cursor;
  }
  // Back at the start: the first page, full, whatever the last page held.
  expect(backward[0], base).toEqual(all.rows.slice(0, 4));
  expect(backward.flat().slice(0, 4)).toEqual(all.rows.slice(0, 4));
  expect([...new Set(backward.slice(1).flat())], base).toEqual(
    all.rows.slice(all.rows.length - backward.slice(1).flat().length),
  );
  return all.rows;
}

describe('cursor pages (issue 26)', () => {
  it('[issue 26] the dashboard list pages forward, backward, to the first and the last page across equal sort keys, in every sort', async () => {
    for (const sort of caseListSortFields)
      for (const dir of ['asc', 'desc']) {
        const rows = await walk(walker, `/api/caller/get-cases/company?sort=${sort}&dir=${dir}`);
        expect(rows, `${sort} ${dir}`).toHaveLength(20);
      }
  });

  it('[issue 26] My Cases pages the same way in its sorts, with a search', async () => {
    for (const sort of myCasesSortFields)
      for (const dir of ['asc', 'desc']) await walk(walker, `/api/caller/my-cases?sort=${sort}&dir=${dir}`);
    expect(await walk(walker, '/api/caller/my-cases?q=tied%20low')).toHaveLength(6);
  });

  it('[issue 26] an altered cursor, or one of another list or order, is a 422 on cursor', async () => {
    const { answer } = await page(walker, '/api/caller/my-cases?limit=2');
    const cursor = answer.next_cursor ?? '';
    const [payload = '', signature = ''] = cursor.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString();
    const forged = Buffer.from(decoded.replace(/,(\d+),/, ',1,')).toString('base64url');
    const flipped = `${payload.slice(0, -1)}${payload.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/caller/my-cases?limit=2&cursor=${forged}.${signature}`,
      `/api/caller/my-cases?limit=2&cursor=${flipped}.${signature}`,
      `/api/caller/my-cases?limit=2&cursor=${payload}`,
      `/api/caller/my-cases?limit=2&dir=asc&cursor=${cursor}`,
      `/api/caller/get-cases/mine?sort=created_at&limit=2&cursor=${cursor}`,
    ]) {
      const response = await get(walker, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        cursor: ['Not a valid cursor.'],
      });
    }
  });

  it('[issue 26] a cursor names a place in the order, never a case to see: another company’s cursor lists only its own cases', async () => {
    const { answer } = await page(walker, '/api/caller/get-cases/company?sort=created_at&dir=asc&limit=2');
    const theirs = await page(
      strangerUser,
      `/api/caller/get-cases/company?sort=created_at&dir=asc&cursor=${answer.next_cursor ?? ''}`,
    );
    expect(theirs.rows.length).toBeGreaterThan(0);
    for (const token of theirs.rows) expect(strangerTokens.has(token)).toBe(true);
    expect((await get(strangerUser, '/api/caller/get-cases/company?cursor=last')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/caller/my-cases?cursor=last' })).statusCode).toBe(401);
  });
});

describe('capped counts (issue 26)', () => {
  it('[issue 26] a search past the cap says 1,000 and capped; the kept counts stay exact; the last page of a capped list has no position', async () => {
    const searched = await page(bulkUser, '/api/caller/get-cases/company?q=firmware');
    expect(searched.answer).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, first_row: 1 });
    const kept = await page(bulkUser, '/api/caller/get-cases/company');
    expect(kept.answer).toMatchObject({ total: LIST_COUNT_CAP + 5, total_capped: false });
    const recent = await page(bulkUser, '/api/caller/my-cases?q=bulk');
    expect(recent.answer).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });

    const last = await page(bulkUser, '/api/caller/get-cases/company?q=firmware&cursor=last');
    expect(last.answer).toMatchObject({ first_row: null, next_cursor: null });
    expect(last.rows).toHaveLength(10);
    const before = await page(
      bulkUser,
      `/api/caller/get-cases/company?q=firmware&cursor=${last.answer.prev_cursor ?? ''}`,
    );
    expect(before.answer.first_row).toBeNull();
    expect(before.rows.some((token) => last.rows.includes(token))).toBe(false);
    // Exact, its last page knows where it is.
    const keptLast = await page(bulkUser, '/api/caller/get-cases/company?cursor=last');
    expect(keptLast.answer.first_row).toBe(LIST_COUNT_CAP + 5 - 10 + 1);
    // Under the cap a search is exact.
    const few = await page(walker, '/api/caller/get-cases/company?q=tied%20high');
    expect(few.answer).toMatchObject({ total: 7, total_capped: false });
  });
});
