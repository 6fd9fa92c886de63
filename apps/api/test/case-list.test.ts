import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CaseListAnswer } from '@casebridge/contract/cases';
import { cases } from '../src/db/schema/cases.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCase, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-019..D-022: the dashboard's case list, scoped, filtered, sorted and paged by the server.

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let stranger: BuiltCompany;
let me: BuiltUser;
let colleague: BuiltUser;
let globexUser: BuiltUser;
let strangerUser: BuiltUser;
let globexDoc: BuiltDocument;
let acmeDoc: BuiltDocument;
const made: Record<string, BuiltCase> = {};

const DAY = 24 * 3600 * 1000;

async function dated(c: BuiltCase, daysAgo: number, updatedDaysAgo = daysAgo) {
  await t.deps.db
    .update(cases)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY), updatedAt: new Date(Date.now() - updatedDaysAgo * DAY) })
    .where(eq(cases.id, c.id));
}

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme' });
  globex = await make.company({ name: 'Globex' });
  stranger = await make.company({ name: 'Stranger' });
  me = await make.user(acme);
  colleague = await make.user(acme);
  globexUser = await make.user(globex);
  strangerUser = await make.user(stranger);
  globexDoc = await make.document(globex);
  acmeDoc = await make.document(acme);
  // The stranger's partner: a company neither Acme nor Globex works with.
  const strangerDoc = await make.document(await make.company({ name: 'Elsewhere' }));
  // Mine, recent and open; mine, old and closed; a colleague's; inbound from Globex open, and one answered.
  made.mineRecent = await make.case(me, globexDoc, { summary: 'Array drops paths' });
  await dated(made.mineRecent, 2, 1);
  made.mineOld = await make.case(me, globexDoc, { summary: 'Old quota mismatch', history: ['accept', 'close'] });
  await dated(made.mineOld, 60, 40);
  made.colleague = await make.case(colleague, globexDoc, { summary: 'Colleague firmware question' });
  await dated(made.colleague, 5, 3);
  made.inboundOpen = await make.case(globexUser, acmeDoc, { summary: 'Globex needs the Acme plugin logs' });
  await dated(made.inboundOpen, 1, 0.5);
  made.inboundAnswered = await make.case(globexUser, acmeDoc, {
    summary: 'Globex answered our question',
    history: ['request_information', 'reply_information'],
  });
  await dated(made.inboundAnswered, 10, 8);
  made.inboundWaiting = await make.case(globexUser, acmeDoc, {
    summary: 'Globex still owes us logs',
    history: ['request_information'],
  });
  await dated(made.inboundWaiting, 12, 9);
  made.foreign = await make.case(strangerUser, strangerDoc, { summary: 'Not Acme business at all' });
});
afterAll(async () => {
  await t.close();
});

async function list(user: BuiltUser, path: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/caller/get-cases/${path}${query ? `?${query}` : ''}`,
    headers: bearer(user.token),
  });
  return response;
}
const summaries = async (path: string, query = '', user = me) => {
  const response = await list(user, path, query);
  expect(response.statusCode).toBe(200);
  const answer = response.json<CaseListAnswer>();
  const byToken = new Map(Object.entries(made).map(([name, c]) => [c.token, name]));
  return answer.data.map((row) => byToken.get(row.token));
};

describe('case list (D-019..D-022)', () => {
  it('[D-021] mine lists the cases the user submitted, company every case the company sent or received; never another company’s', async () => {
    expect(await summaries('mine')).toEqual(['mineRecent', 'mineOld']);
    expect(await summaries('company')).toEqual([
      'inboundOpen',
      'mineRecent',
      'colleague',
      'inboundAnswered',
      'inboundWaiting',
      'mineOld',
    ]);
    expect(await summaries('company', '', strangerUser)).toEqual(['foreign']);
  });

  it('[D-021] /30 keeps the last 30 days, not_closed drops closed cases, inbound-action the inbound cases awaiting the company', async () => {
    expect(await summaries('mine/30')).toEqual(['mineRecent']);
    expect(await summaries('mine', 'not_closed=true')).toEqual(['mineRecent']);
    expect(await summaries('company', 'filter=inbound-action')).toEqual(['inboundOpen', 'inboundAnswered']);
    // Globex sees the same cases from its side: what awaits Globex is Acme's open cases to it.
    expect(await summaries('company', 'filter=inbound-action', globexUser)).toEqual(['mineRecent', 'colleague']);
  });

  it('[D-020] each row carries its direction, partner, numbers, priority, status and times', async () => {
    const answer = (await list(me, 'company', 'limit=2')).json<CaseListAnswer>();
    expect(answer).toMatchObject({ total: 6, total_capped: false, first_row: 1, per_page: 2, prev_cursor: null });
    expect(answer.data[0]).toMatchObject({
      token: made.inboundOpen?.token,
      direction: 'inbound',
      partner: { name: 'Globex' },
      priority: 'medium',
      status: 'open',
    });
    expect(answer.data[1]).toMatchObject({ direction: 'outbound', partner: { name: 'Globex' } });
    expect(Date.parse(answer.data[0]?.updated_at ?? '')).toBeGreaterThan(Date.parse(answer.data[1]?.updated_at ?? ''));
  });

  it('[D-022] sorts by the sortable columns in either direction, and pages through the database', async () => {
    expect(await summaries('company', 'sort=created_at&dir=asc')).toEqual([
      'mineOld',
      'inboundWaiting',
      'inboundAnswered',
      'colleague',
      'mineRecent',
      'inboundOpen',
    ]);
    const byStatus = (await list(me, 'company', 'sort=status&dir=asc')).json<CaseListAnswer>();
    expect(byStatus.data.map((row) => row.status)).toEqual([
      'closed',
      'information',
      'information',
      'open',
      'open',
      'open',
    ]);
    const outboundFirst = (await list(me, 'company', 'sort=direction&dir=desc')).json<CaseListAnswer>();
    expect(outboundFirst.data.map((row) => row.direction)).toEqual([
      'outbound',
      'outbound',
      'outbound',
      'inbound',
      'inbound',
      'inbound',
    ]);
    // Issue 26: the next page follows the first's cursor.
    const first = (await list(me, 'company', 'limit=2')).json<CaseListAnswer>();
    expect(await summaries('company', `limit=2&cursor=${first.next_cursor ?? ''}`)).toEqual([
      'colleague',
      'inboundAnswered',
    ]);
    expect(await summaries('company', 'limit=2&cursor=last')).toEqual(['inboundWaiting', 'mineOld']);
    expect((await list(me, 'company', 'limit=2&q=logs')).json<CaseListAnswer>().total).toBe(2);
  });

  it('[D-019] q searches summary, case numbers and partner name, case-insensitive; % and _ are plain text', async () => {
    expect(await summaries('company', 'q=LOGS')).toEqual(['inboundOpen', 'inboundWaiting']);
    expect(await summaries('company', 'q=globex')).toHaveLength(6);
    expect(await summaries('company', 'q=%25')).toEqual([]);
  });

  it('[D-019] bad queries are 422 with the field map; a super admin or a stranger gets nothing of Acme', async () => {
    for (const query of [
      'sort=partner',
      'dir=up',
      'limit=0',
      'limit=101',
      'cursor=x.y',
      'cursor=%24',
      'not_closed=yes',
    ]) {
      const response = await list(me, 'company', query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toHaveLength(1);
    }
    expect((await list(me, 'everyone')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/caller/get-cases/company' })).statusCode).toBe(401);
  });
});

describe('the case list total (D-022, migration 0010)', () => {
  it('[D-022] follows every change to the cases: submissions, decisions, closing, a deleted submitter, a deleted case', async () => {
    const north = await make.company({ name: 'North' });
    const south = await make.company({ name: 'South' });
    const [writer, other, southUser] = [await make.user(north), await make.user(north), await make.user(south)];
    const [northDoc, southDoc] = [await make.document(north), await make.document(south)];
    /** The total the server answers, and the rows it lists: they must agree for every view the counts serve. */
    const agree = async (user: BuiltUser) => {
      for (const path of ['company', 'mine'])
        for (const notClosed of ['false', 'true']) {
          const answer = (await list(user, path, `limit=100&not_closed=${notClosed}`)).json<CaseListAnswer>();
          expect(answer.total, `${path} not_closed=${notClosed}`).toBe(answer.data.length);
        }
    };
    const sent = await make.case(writer, southDoc, { history: ['accept', 'close'] });
    await make.case(writer, southDoc, { history: ['request_information'] });
    await make.case(other, southDoc);
    await make.case(southUser, northDoc, { history: ['request_information', 'reply_information'] });
    await agree(writer);
    await agree(southUser);
    expect((await list(writer, 'company')).json<CaseListAnswer>().total).toBe(4);
    expect((await list(writer, 'company', 'not_closed=true')).json<CaseListAnswer>().total).toBe(3);
    expect((await list(writer, 'mine')).json<CaseListAnswer>().total).toBe(2);

    await t.deps.db.delete(users).where(eq(users.id, other.id));
    await t.deps.db.delete(cases).where(eq(cases.id, sent.id));
    await agree(writer);
    await agree(southUser);
    expect((await list(writer, 'company')).json<CaseListAnswer>().total).toBe(3);
    expect((await list(southUser, 'company')).json<CaseListAnswer>().total).toBe(3);
  });
});

describe('the case list search (D-019, migration 0011)', () => {
  it('[D-019] q finds a case by its summary, either case number or the partner’s name, on both sides; % _ and \\ are plain text; a match spanning two columns is none', async () => {
    const viewer = await make.company({ name: 'Searcher' });
    const plain = await make.company({ name: 'Plain Partner' });
    const odd = await make.company({ name: 'Zebra 100% Back\\Slash_Co' });
    const [user, plainUser, oddUser] = [await make.user(viewer), await make.user(plain), await make.user(odd)];
    const [viewerDoc, plainDoc, oddDoc] = [
      await make.document(viewer),
      await make.document(plain),
      await make.document(odd),
    ];
    const found: Record<string, BuiltCase> = {
      summary: await make.case(user, plainDoc, { summary: 'Kernel PANIC after upgrade' }),
      internal: await make.case(user, plainDoc, { summary: 'Unrelated one', internalCaseNumber: 'VX-7_42%' }),
      internalLookalike: await make.case(user, plainDoc, { summary: 'Unrelated two', internalCaseNumber: 'VX-7x42' }),
      partnerNumber: await make.case(user, plainDoc, {
        summary: 'Unrelated three',
        history: ['accept'],
        responder: plainUser,
        response: { caseNumber: 'PCN\\9' },
      }),
      toOdd: await make.case(user, oddDoc, { summary: 'Unrelated four' }),
      fromOdd: await make.case(oddUser, viewerDoc, { summary: 'Unrelated five' }),
      spanning: await make.case(user, plainDoc, { summary: 'Ends with abc', internalCaseNumber: 'xyz-1' }),
    };
    const byToken = new Map(Object.entries(found).map(([name, c]) => [c.token, name]));
    const search = async (q: string) => {
      const response = await list(user, 'company', `limit=100&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      const answer = response.json<CaseListAnswer>();
      expect(answer.total, q).toBe(answer.data.length);
      return answer.data.map((row) => byToken.get(row.token)).sort();
    };
    expect(await search('panic')).toEqual(['summary']);
    expect(await search('vx-7_42%')).toEqual(['internal']);
    // As wildcards, _ and % would find VX-7x42 too.
    expect(await search('7_42')).toEqual(['internal']);
    expect(await search('42%')).toEqual(['internal']);
    expect(await search('pcn\\9')).toEqual(['partnerNumber']);
    expect(await search('100% BACK\\SLASH_co')).toEqual(['fromOdd', 'toOdd']);
    expect(await search('zebra')).toEqual(['fromOdd', 'toOdd']);
    expect(await search('abc')).toEqual(['spanning']);
    expect(await search('abc xyz')).toEqual([]);
    // Too short for a trigram: still every match.
    expect(await search('k')).toEqual(['fromOdd', 'summary', 'toOdd']);
    expect(await search('ab')).toEqual(['spanning']);
    expect(await search('%')).toEqual(['fromOdd', 'internal', 'toOdd']);
    expect(await search('_')).toEqual(['fromOdd', 'internal', 'toOdd']);
  });

  it('[D-019] the kept search text (ADR 60) finds what ILIKE on each column finds: any case, a line break inside one column only, each column kept on its change', async () => {
    const viewer = await make.company({ name: 'Kept Text Viewer' });
    const partner = await make.company({ name: 'Kept Text Partner' });
    const [user, partnerUser] = [await make.user(viewer), await make.user(partner)];
    const partnerDoc = await make.document(partner);
    const accented = await make.case(user, partnerDoc, { summary: 'ÄRGER mit dem Straßen-Gateway' });
    const found: Record<string, BuiltCase> = {
      accented,
      twoLines: await make.case(user, partnerDoc, { summary: 'First line\nSecond line', internalCaseNumber: 'LB-77' }),
      answered: await make.case(user, partnerDoc, {
        summary: 'Answered later',
        history: ['accept'],
        responder: partnerUser,
        response: { caseNumber: 'Ticket-Qx9' },
      }),
    };
    const byToken = new Map(Object.entries(found).map(([name, c]) => [c.token, name]));
    const search = async (q: string) => {
      const answer = (await list(user, 'company', `limit=100&q=${encodeURIComponent(q)}`)).json<CaseListAnswer>();
      expect(answer.total, q).toBe(answer.data.length);
      return answer.data.map((row) => byToken.get(row.token)).sort();
    };
    expect(await search('ärger')).toEqual(['accented']);
    expect(await search('STRASSEN')).toEqual([]);
    expect(await search('straßen-gATEWAY')).toEqual(['accented']);
    expect(await search('LINE\nsecond')).toEqual(['twoLines']);
    // The columns are joined by a line break: a term holding one never matches across two of them.
    expect(await search('second line\nlb-77')).toEqual([]);
    expect(await search('first LINE\nSecond line')).toEqual(['twoLines']);
    // The receiver's case number, given after the case was made, is searched as soon as it is written.
    expect(await search('ticket-QX')).toEqual(['answered']);
    await t.deps.db.update(cases).set({ summary: 'Renamed' }).where(eq(cases.id, accented.id));
    expect(await search('ärger')).toEqual([]);
    expect(await search('renamed')).toEqual(['accented']);
    // A search's statement is built once per shape and kept (ADR 60): the company is its value, never the first one's.
    const answered = async (by: BuiltUser, q: string) =>
      (await list(by, 'company', `q=${encodeURIComponent(q)}`)).json<CaseListAnswer>().data.map((row) => row.token);
    expect(await answered(partnerUser, 'renamed')).toEqual([accented.token]);
    expect(await answered(strangerUser, 'renamed')).toEqual([]);
  });
});
