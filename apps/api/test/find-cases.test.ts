import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseListAnswer, InboundAwaitingAnswer, MyCasesAnswer } from '@casebridge/contract/cases';
import { caseResponses } from '../src/db/schema/cases.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 24 §1: the case lists filter by status and by "waiting on us" in the server, and the dashboard's count of the
// inbound cases waiting on the company.

let t: TestApp;
let me: BuiltUser;
let globexUser: BuiltUser;
let strangerUser: BuiltUser;
const made: Record<string, BuiltCase> = {};

beforeAll(async () => {
  t = await createTestApp();
  const make = builders(t);
  const acme = await make.company({ name: 'Acme' });
  const globex = await make.company({ name: 'Globex' });
  const stranger = await make.company({ name: 'Stranger' });
  me = await make.user(acme);
  globexUser = await make.user(globex);
  strangerUser = await make.user(stranger);
  const globexDoc = await make.document(globex);
  const acmeDoc = await make.document(acme);
  // Outbound (Acme's, mine): waiting on Globex, waiting on us (information asked), accepted, rejected, closed.
  made.outOpen = await make.case(me, globexDoc, { summary: 'Out open' });
  made.outAsked = await make.case(me, globexDoc, { summary: 'Out asked', history: ['request_information'] });
  made.outAccepted = await make.case(me, globexDoc, { summary: 'Out accepted', history: ['accept'] });
  made.outRejected = await make.case(me, globexDoc, {
    summary: 'Out rejected',
    history: ['request_information', 'reject'],
  });
  made.outClosed = await make.case(me, globexDoc, { summary: 'Out closed', history: ['accept', 'close'] });
  // Inbound (from Globex): open high, open low, answered high (waiting on us), asked (waiting on Globex).
  made.inHigh = await make.case(globexUser, acmeDoc, { summary: 'In high', priority: 'high' });
  made.inLow = await make.case(globexUser, acmeDoc, { summary: 'In low', priority: 'low' });
  made.inAnswered = await make.case(globexUser, acmeDoc, {
    summary: 'In answered',
    priority: 'high',
    history: ['request_information', 'reply_information'],
  });
  made.inAsked = await make.case(globexUser, acmeDoc, {
    summary: 'In asked',
    priority: 'high',
    history: ['request_information'],
  });
});
afterAll(async () => {
  await t.close();
});

const names = (tokens: string[]) => {
  const byToken = new Map(Object.entries(made).map(([name, c]) => [c.token, name]));
  return tokens.map((token) => byToken.get(token)).sort();
};

async function get(user: BuiltUser, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
}
async function companyList(query: string, user = me) {
  const response = await get(user, `/api/caller/get-cases/company?limit=100&${query}`);
  expect(response.statusCode).toBe(200);
  const answer = response.json<CaseListAnswer>();
  expect(answer.total).toBe(answer.data.length);
  return answer;
}
async function myCases(query: string, user = me) {
  const response = await get(user, `/api/caller/my-cases?limit=100&${query}`);
  expect(response.statusCode).toBe(200);
  const answer = response.json<MyCasesAnswer>();
  expect(answer.total).toBe(answer.my_cases.length);
  return answer;
}

describe('finding cases (issue 24 §1)', () => {
  it('[issue 24] the dashboard list filters by status in the server, its total counting the filtered cases', async () => {
    const open = await companyList('status=open');
    expect(names(open.data.map((row) => row.token))).toEqual(['inHigh', 'inLow', 'outOpen']);
    const information = await companyList('status=information');
    expect(names(information.data.map((row) => row.token))).toEqual(['inAnswered', 'inAsked', 'outAsked']);
    expect(names((await companyList('status=rejected')).data.map((row) => row.token))).toEqual(['outRejected']);
  });

  it('[issue 24] a rejected or closed case is never listed as active (not_closed)', async () => {
    const active = await companyList('not_closed=true');
    expect(names(active.data.map((row) => row.token))).toEqual([
      'inAnswered',
      'inAsked',
      'inHigh',
      'inLow',
      'outAccepted',
      'outAsked',
      'outOpen',
    ]);
    expect((await companyList('not_closed=true&status=rejected')).data).toEqual([]);
  });

  it('[issue 24] waiting on us: inbound cases the company decides, outbound ones it must answer; each row says so', async () => {
    const waiting = await companyList('waiting_on_us=true');
    expect(names(waiting.data.map((row) => row.token))).toEqual(['inAnswered', 'inHigh', 'inLow', 'outAsked']);
    const all = await companyList('');
    const flagged = all.data.filter((row) => row.waiting_on_us).map((row) => row.token);
    expect(names(flagged)).toEqual(['inAnswered', 'inHigh', 'inLow', 'outAsked']);
    // The same cases from Globex's side: it decides Acme's open case and answers nothing it was asked.
    const globexWaiting = await companyList('waiting_on_us=true', globexUser);
    expect(names(globexWaiting.data.map((row) => row.token))).toEqual(['inAsked', 'outOpen']);
    expect(names((await companyList('waiting_on_us=true&status=open')).data.map((row) => row.token))).toEqual([
      'inHigh',
      'inLow',
    ]);
  });

  it('[issue 24] My Cases filters by status and by waiting on us, and answers both with its rows', async () => {
    const closed = await myCases('status=closed');
    expect(names(closed.my_cases.map((row) => row.token))).toEqual(['outClosed']);
    expect(closed.my_cases[0]).toMatchObject({ status: 'closed', priority: 'medium', waiting_on_us: false });
    const waiting = await myCases('waiting_on_us=true');
    expect(names(waiting.my_cases.map((row) => row.token))).toEqual(['outAsked']);
    expect(waiting.my_cases[0]?.waiting_on_us).toBe(true);
  });

  it('[issue 24] a filter the contract does not know is a 422 naming the field', async () => {
    for (const url of [
      '/api/caller/get-cases/company?status=pending',
      '/api/caller/my-cases?waiting_on_us=yes',
      '/api/caller/get-cases/mine/30?status=Open',
    ]) {
      const response = await get(me, url);
      expect(response.statusCode, url).toBe(422);
      expect(JSON.stringify(response.json()), url).toMatch(/status|waiting_on_us/);
    }
  });

  it('[issue 24] the inbound cases waiting on the company, with the high-priority ones; another company sees none of them', async () => {
    const acme = await get(me, '/api/caller/cases/inbound-awaiting');
    expect(acme.statusCode).toBe(200);
    // inHigh, inLow and inAnswered wait on Acme; inAsked waits on Globex's answer.
    expect(acme.json<InboundAwaitingAnswer>()).toEqual({ total: 3, high: 2 });
    // It is the company-inbound-action view's count.
    expect((await companyList('filter=inbound-action')).total).toBe(3);
    const globex = await get(globexUser, '/api/caller/cases/inbound-awaiting');
    expect(globex.json<InboundAwaitingAnswer>()).toEqual({ total: 1, high: 0 });
    const stranger = await get(strangerUser, '/api/caller/cases/inbound-awaiting');
    expect(stranger.json<InboundAwaitingAnswer>()).toEqual({ total: 0, high: 0 });
    expect((await companyList('waiting_on_us=true', strangerUser)).data).toEqual([]);
    expect((await companyList('status=open', strangerUser)).data).toEqual([]);
  });

  it('[issue 24] the count is for members only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/caller/cases/inbound-awaiting' });
    expect(response.statusCode).toBe(401);
  });

  it('[issue 26] waiting on follows the latest information exchange whoever records it (the kept information_answered, ADR 54)', async () => {
    const make = builders(t);
    const [north, south] = [await make.company({ name: 'North' }), await make.company({ name: 'South' })];
    const [northUser, southUser] = [await make.user(north), await make.user(south)];
    const answered = await make.case(southUser, await make.document(north), {
      history: ['request_information', 'reply_information'],
    });
    const count = async () =>
      (await get(northUser, '/api/caller/cases/inbound-awaiting')).json<InboundAwaitingAnswer>();
    expect(await count()).toEqual({ total: 1, high: 0 });
    // A second request recorded outside the status writer (an import, a repair): the case waits on South again.
    await t.deps.db.insert(caseResponses).values({
      caseId: answered.id,
      type: 'information-request',
      status: 'information',
      responderCompanyId: north.id,
    });
    expect(await count()).toEqual({ total: 0, high: 0 });
    const southList = (await get(southUser, '/api/caller/get-cases/company?waiting_on_us=true')).json<CaseListAnswer>();
    expect(southList.data.map((row) => row.token)).toEqual([answered.token]);
  });
});
