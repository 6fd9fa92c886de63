import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  CASE_CHANGED_MESSAGE,
  INFORMATION_ALREADY_SENT_MESSAGE,
  refusedTransitionMessage,
  type CaseParty,
} from '@casebridge/contract/case-status';
import {
  DEFAULT_ACCEPT_NOTE,
  RESPOND_DECISION_MESSAGE,
  type CaseDetailsAnswer,
  type MyCasesAnswer,
  type PartyCaseAnswer,
} from '@casebridge/contract/cases';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import { caseResponses, cases } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { caseLink } from '../src/modules/cases/case-links.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let b: ReturnType<typeof builders>;
beforeAll(async () => {
  t = await createTestApp();
  b = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** Two partner companies, a user of each, a second user of the submitter, a process of the receiver, and a stranger. */
async function world() {
  const acme = await b.company({ name: 'Acme Storage' });
  const globex = await b.company({ name: 'Globex Systems' });
  const stranger = await b.company({ name: 'Stranger Ltd' });
  const submitter = await b.user(acme);
  const colleague = await b.user(acme);
  const receiver = await b.user(globex);
  const outsider = await b.user(stranger, { role: 'business_manager' });
  const doc = await b.document(globex, { escalationInstructions: '<p>Call the <b>duty manager</b>.</p>' });
  return { acme, globex, stranger, submitter, colleague, receiver, outsider, doc };
}
type World = Awaited<ReturnType<typeof world>>;

/** The submitter's engineer, an address of no user: its emails carry the submitter's case link. */
const ENGINEER_ADDRESS = 'engineer@acme.example';
const link = (c: BuiltCase, party: CaseParty) => caseLink(t.deps.config.secret, c.token, party);

async function call(method: InjectOptions['method'], url: string, as?: BuiltUser | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as ? bearer(as.token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
const details = (c: BuiltCase, as: BuiltUser | null) => call('GET', `/api/caller/case-details/${c.token}`, as);
const viaLink = (l: string) => call('GET', `/api/caller/case/${l}`);
const respond = (l: string, body: unknown, as?: BuiltUser) => call('POST', `/api/caller/case/${l}/respond`, as, body);
const statusOf = async (c: BuiltCase) =>
  (await t.deps.db.select({ status: cases.status }).from(cases).where(eq(cases.id, c.id)))[0]?.status;

/** The outbox rows written since `after` (an outbox id), oldest first. */
async function emailsSince(after: number) {
  const rows = await t.deps.db.select().from(outboundEmails).orderBy(desc(outboundEmails.id));
  return rows.filter((row) => row.id > after).reverse();
}
async function lastEmailId() {
  const [row] = await t.deps.db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .orderBy(desc(outboundEmails.id))
    .limit(1);
  return row?.id ?? 0;
}
/** The path of the one case link an email carries (its text part writes the link out). */
function linkPathIn(email: { text: string }): string {
  const match = /https?:\/\/[^\s]+\/case\/([A-Za-z0-9_-]+)\/(respond|information|response)/.exec(email.text);
  if (!match) throw new Error(`no case link in: ${email.text}`);
  return `${match[1] ?? ''}/${match[2] ?? ''}`;
}

describe('case details (signed-in parties)', () => {
  it('[C-039] [C-040] [X-012] answers the case to both companies with the viewer’s party, to nobody else', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { summary: 'Array drops sessions', description: 'Under load.' });

    const asSubmitter = await details(c, w.colleague);
    expect(asSubmitter.statusCode).toBe(200);
    const answer = asSubmitter.json<CaseDetailsAnswer>();
    expect(answer.case).toMatchObject({
      token: c.token,
      status: 'open',
      case_type: 'other',
      summary: 'Array drops sessions',
      description: 'Under load.',
      priority: 'medium',
      company: { id: w.acme.id, name: 'Acme Storage' },
      receiver: { id: w.globex.id, name: 'Globex Systems', slug: w.globex.slug },
      submit_company_id: w.acme.id,
      submit_contact: { name: w.submitter.name, email: w.submitter.email },
      engineer: { email: w.submitter.email },
      case_with_receiver: null,
      customer_data: [],
      manager_requests: [],
      responses: [],
      notes: [],
      document: { version: { escalation_instructions: '<p>Call the <b>duty manager</b>.</p>' } },
    });
    expect(answer.viewer).toMatchObject({ party: 'submitter', actions: [], respond_path: null, allow_notes: true });

    const asReceiver = (await details(c, w.receiver)).json<CaseDetailsAnswer>();
    expect(asReceiver.viewer.party).toBe('receiver');
    expect(asReceiver.viewer.actions).toEqual(['accept', 'request_information']);
    expect(asReceiver.viewer.respond_path).toBe(`/case/${link(c, 'receiver')}/respond`);

    const stranger = await details(c, w.outsider);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Case not found.' });
    expect((await details(c, null)).statusCode).toBe(401);
    const unknown = await call('GET', `/api/caller/case-details/${'x'.repeat(43)}`, w.submitter);
    expect(unknown.statusCode).toBe(404);
  });

  it('[C-045] information requested, no reply: the submitter gets its information page, the receiver waits', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information'] });
    const submitterView = (await details(c, w.submitter)).json<CaseDetailsAnswer>().viewer;
    expect(submitterView).toMatchObject({
      party: 'submitter',
      actions: ['reply_information'],
      information_path: `/case/${link(c, 'submitter')}/information`,
      respond_path: null,
    });
    const receiverView = (await details(c, w.receiver)).json<CaseDetailsAnswer>().viewer;
    expect(receiverView).toMatchObject({ party: 'receiver', actions: [], respond_path: null, information_path: null });
    const receiverPage = (await viaLink(link(c, 'receiver'))).json<PartyCaseAnswer>();
    expect(receiverPage).toMatchObject({ can_respond: false, actions: [] });
    expect(receiverPage.message).toContain('has not been sent yet');
  });

  it('[C-046] once the reply exists the receiver gets its respond page and the submitter has nothing to send', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information', 'reply_information'] });
    const receiverView = (await details(c, w.receiver)).json<CaseDetailsAnswer>().viewer;
    expect(receiverView).toMatchObject({
      actions: ['accept', 'reject'],
      respond_path: `/case/${link(c, 'receiver')}/respond`,
    });
    const submitterView = (await details(c, w.submitter)).json<CaseDetailsAnswer>().viewer;
    expect(submitterView).toMatchObject({ actions: [], information_path: null, respond_path: null });
  });

  it('[C-049] an accepted case offers close to the submitting company only, with the receiver’s acceptance', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, {
      history: ['accept'],
      response: { caseNumber: 'GX-1', engineerName: 'Gail Ex', nextSteps: DEFAULT_ACCEPT_NOTE },
    });
    const submitterAnswer = (await details(c, w.colleague)).json<CaseDetailsAnswer>();
    expect(submitterAnswer.viewer.actions).toEqual(['close']);
    expect(submitterAnswer.case).toMatchObject({
      partner_case_number: 'GX-1',
      case_with_receiver: { type: 'approval', case_number: 'GX-1', engineer_name: 'Gail Ex' },
    });
    expect((await details(c, w.receiver)).json<CaseDetailsAnswer>().viewer.actions).toEqual([]);
  });

  it('[issue 23] the answer says what the viewer may do now, by the case’s status and the viewer’s party', async () => {
    const w = await world();
    const mayDo = async (c: BuiltCase, as: BuiltUser) => {
      const { viewer } = (await details(c, as)).json<CaseDetailsAnswer>();
      return [viewer.can_add_note, viewer.can_upload, viewer.can_update_submission, viewer.can_update_response];
    };
    const open = await b.case(w.submitter, w.doc);
    expect(await mayDo(open, w.submitter)).toEqual([false, false, false, false]);
    expect(await mayDo(open, w.receiver)).toEqual([false, false, false, false]);
    const information = await b.case(w.submitter, w.doc, { history: ['request_information'] });
    expect(await mayDo(information, w.submitter)).toEqual([true, true, true, false]);
    expect(await mayDo(information, w.receiver)).toEqual([true, true, false, false]);
    const accepted = await b.case(w.submitter, w.doc, { history: ['accept'] });
    expect(await mayDo(accepted, w.colleague)).toEqual([true, true, true, false]);
    expect(await mayDo(accepted, w.receiver)).toEqual([true, true, false, true]);
    const closed = await b.case(w.submitter, w.doc, { history: ['accept', 'close'] });
    expect(await mayDo(closed, w.submitter)).toEqual([false, false, false, false]);
    // A company without the Collaboration Feed may upload but not add notes.
    const noFeed = await b.company({ allowNotes: false });
    const noFeedCase = await b.case(w.submitter, await b.document(noFeed), { history: ['accept'] });
    expect(await mayDo(noFeedCase, await b.user(noFeed))).toEqual([false, true, false, true]);
  });

  it('allow_notes follows the viewer’s company', async () => {
    const w = await world();
    const closed = await b.company({ allowNotes: false });
    const doc = await b.document(closed);
    const c = await b.case(w.submitter, doc);
    const receiver = await b.user(closed);
    expect((await details(c, receiver)).json<CaseDetailsAnswer>().viewer.allow_notes).toBe(false);
    expect((await details(c, w.submitter)).json<CaseDetailsAnswer>().viewer.allow_notes).toBe(true);
  });
});

describe('emailed links', () => {
  it('[C-059] [X-014] the receiver’s link reads the case with no sign-in; an unknown link or the case token is 404', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc);
    const response = await viaLink(link(c, 'receiver'));
    expect(response.statusCode).toBe(200);
    const answer = response.json<PartyCaseAnswer>();
    expect(answer).toMatchObject({
      party: 'receiver',
      can_respond: true,
      actions: ['accept', 'request_information'],
      message: null,
      response: null,
      allResponses: [],
      receiver: { id: w.globex.id, name: 'Globex Systems' },
      case: { token: c.token, status: 'open' },
    });
    for (const unknown of ['A'.repeat(43), c.token]) {
      const refused = await viaLink(unknown);
      expect(refused.statusCode).toBe(404);
      expect(Object.keys(refused.json())).toEqual(['error']);
    }
  });

  it('[X-014] an address that keeps presenting unknown links is slowed down; a real link still answers', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc);
    const strict = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' }, database: t.deps.database });
    try {
      const from = (l: string) =>
        strict.app.inject({ method: 'GET', url: `/api/caller/case/${l}`, remoteAddress: '203.0.113.9' });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await from(`guess${String(i)}${'x'.repeat(30)}`)).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await from(link(c, 'receiver'))).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('[C-062] [C-064] [C-065] [X-024] accepting sends the default next steps, answers the fresh case, and emails the submitter its response page', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { contactEmail: ENGINEER_ADDRESS });
    const before = await lastEmailId();
    const response = await respond(link(c, 'receiver'), {
      status: 'approval',
      case_number: 'GX-77',
      engineer_name: 'Gail Ex',
      engineer_email: 'gail@globex.test',
      engineer_phone: 'US: 5551234',
      reviewer_name: 'Rob View',
      reviewer_email: 'rob@globex.test',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PartyCaseAnswer>();
    expect(answer.case.status).toBe('accepted');
    expect(answer.can_respond).toBe(false);
    expect(answer.message).toBe('This case has been accepted. No further response is needed.');
    expect(answer.allResponses).toHaveLength(1);
    expect(answer.allResponses[0]).toMatchObject({
      type: 'approval',
      status: 'accepted',
      case_number: 'GX-77',
      engineer_name: 'Gail Ex',
      engineer_email: 'gail@globex.test',
      engineer_phone: 'US: 5551234',
      reviewer_name: 'Rob View',
      reviewer_email: 'rob@globex.test',
      next_steps: DEFAULT_ACCEPT_NOTE,
    });
    expect(answer.case.partner_case_number).toBe('GX-77');

    const emails = await emailsSince(before);
    expect(emails.map((e) => [e.template, e.toAddresses])).toEqual([['case_accepted', [ENGINEER_ADDRESS]]]);
    const [email] = emails;
    if (!email) throw new Error('no email');
    expect(linkPathIn(email)).toBe(`${link(c, 'submitter')}/response`);
    const followed = (await viaLink(link(c, 'submitter'))).json<PartyCaseAnswer>();
    expect(followed).toMatchObject({ party: 'submitter', can_respond: false, response: { type: 'approval' } });
    expect(followed.case.document.version.escalation_instructions).toContain('duty manager');
  });

  it('[X-023] [C-067] information request and reply: each email’s link opens the next party’s page', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { contactEmail: ENGINEER_ADDRESS });
    let mark = await lastEmailId();
    const asked = await respond(link(c, 'receiver'), { status: 'information-request', note: 'Send the logs.' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<PartyCaseAnswer>().case.status).toBe('information');

    const [request] = await emailsSince(mark);
    expect(request?.template).toBe('case_information_requested');
    expect(request?.toAddresses).toEqual([ENGINEER_ADDRESS]);
    expect(request?.text).toContain('Send the logs.');
    const infoPath = linkPathIn(request ?? { text: '' });
    expect(infoPath).toBe(`${link(c, 'submitter')}/information`);

    const infoPage = (await viaLink(link(c, 'submitter'))).json<PartyCaseAnswer>();
    expect(infoPage).toMatchObject({
      party: 'submitter',
      can_respond: true,
      actions: ['reply_information'],
      response: { type: 'information-request', note: 'Send the logs.' },
    });

    mark = await lastEmailId();
    const replied = await respond(link(c, 'submitter'), {
      status: 'information-reply',
      additional_information: 'Logs are in the bundle.',
    });
    expect(replied.statusCode).toBe(200);
    const afterReply = replied.json<PartyCaseAnswer>();
    expect(afterReply).toMatchObject({ can_respond: false, message: INFORMATION_ALREADY_SENT_MESSAGE });
    expect(afterReply.allResponses.map((r) => [r.type, r.status])).toEqual([
      ['information-request', 'information'],
      ['information-response', 'information-reply'],
    ]);

    const [reply] = await emailsSince(mark);
    expect(reply?.template).toBe('case_information_reply');
    expect(reply?.toAddresses).toEqual([`support@${w.globex.slug}.test`]);
    expect(linkPathIn(reply ?? { text: '' })).toBe(`${link(c, 'receiver')}/respond`);
    const respondPage = (await viaLink(link(c, 'receiver'))).json<PartyCaseAnswer>();
    expect(respondPage).toMatchObject({
      can_respond: true,
      actions: ['accept', 'reject'],
      response: { type: 'information-response', additional_information: 'Logs are in the bundle.' },
    });
  });

  it('[C-068] a second reply to one request is refused and the information page says it was sent', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information', 'reply_information'] });
    const again = await respond(link(c, 'submitter'), { status: 'information-reply', additional_information: 'More' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: INFORMATION_ALREADY_SENT_MESSAGE });
    const page = (await viaLink(link(c, 'submitter'))).json<PartyCaseAnswer>();
    expect(page).toMatchObject({
      can_respond: false,
      message: INFORMATION_ALREADY_SENT_MESSAGE,
      response: { type: 'information-request' },
    });
    expect(page.allResponses.filter((r) => r.type === 'information-response')).toHaveLength(1);
  });

  it('[C-060] a response without a decision is a field error on status and changes nothing', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc);
    const before = await lastEmailId();
    for (const body of [{ engineer_name: 'Gail Exley' }, { status: '', engineer_name: 'Gail Exley' }]) {
      const refused = await respond(link(c, 'receiver'), body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { status: [RESPOND_DECISION_MESSAGE] } });
    }
    expect(await statusOf(c)).toBe('open');
    expect(await emailsSince(before)).toEqual([]);
  });

  it('[C-063] a rejection without a note is a field error and changes nothing; with one it rejects', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information'] });
    const before = await lastEmailId();
    const refused = await respond(link(c, 'receiver'), { status: 'rejection', note: '  ' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['note']);
    expect(await statusOf(c)).toBe('information');
    expect(await emailsSince(before)).toEqual([]);

    const rejected = await respond(link(c, 'receiver'), { status: 'rejection', note: 'Out of scope.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<PartyCaseAnswer>().case.status).toBe('rejected');
    const [email] = await emailsSince(before);
    expect(email?.template).toBe('case_rejected');
    expect(email?.text).toContain('Out of scope.');
  });

  it('[C-060] a decided case takes no further decision: the link says so and a decision is 409', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['accept'] });
    const page = (await viaLink(link(c, 'receiver'))).json<PartyCaseAnswer>();
    expect(page).toMatchObject({ can_respond: false, actions: [] });
    const late = await respond(link(c, 'receiver'), { status: 'rejection', note: 'Changed our mind.' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This case is accepted and cannot be rejected.' });
  });

  it('[X-014] a link acts for its own party only: the receiver’s cannot reply, the submitter’s cannot decide', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information'] });
    const asReceiver = await respond(link(c, 'receiver'), { status: 'information-reply', additional_information: 'x' });
    expect(asReceiver.statusCode).toBe(403);
    const asSubmitter = await respond(link(c, 'submitter'), { status: 'approval' });
    expect(asSubmitter.statusCode).toBe(403);
    expect(asSubmitter.json()).toEqual({ error: 'This link cannot send that response.' });
    expect(await statusOf(c)).toBe('information');
    const unknownStatus = await respond(link(c, 'receiver'), { status: 'accepted' });
    expect(unknownStatus.statusCode).toBe(422);
  });

  it('two decisions at once: one wins, the other gets 409 from the writer', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc);
    // Two acceptances: whichever order the server takes them in, and whether or not they overlap, the second is
    // refused (a request for information and an acceptance may both pass one after the other: accepting follows
    // information).
    const results = await Promise.all([
      respond(link(c, 'receiver'), { status: 'approval', engineer_name: 'First Engineer' }),
      respond(link(c, 'receiver'), { status: 'approval', engineer_name: 'Second Engineer' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect([CASE_CHANGED_MESSAGE, refusedTransitionMessage('accepted', 'accept')]).toContain(
      loser?.json<{ error: string }>().error,
    );
    expect(await t.deps.db.select().from(caseResponses).where(eq(caseResponses.caseId, c.id))).toHaveLength(1);
  });

  it('a signed-in user of the party’s company is recorded as the responder', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc);
    await respond(link(c, 'receiver'), { status: 'approval' }, w.receiver);
    const rows = await t.deps.db.select().from(caseResponses).where(eq(caseResponses.caseId, c.id));
    expect(rows.map((r) => [r.responderUserId, r.responderCompanyId])).toEqual([[w.receiver.id, w.globex.id]]);
  });

  it('[S-009] a super admin holding a party’s link reads the case and responds through it, as the link’s holder', async () => {
    const w = await world();
    const admin = await b.superAdmin();
    const c = await b.case(w.submitter, w.doc);
    const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const read = await asAdmin('GET', `/api/caller/case/${link(c, 'receiver')}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(Object.keys(read.json<object>())).toEqual(
      expect.arrayContaining(['case', 'response', 'receiver', 'allResponses']),
    );
    const answered = await asAdmin('POST', `/api/caller/case/${link(c, 'receiver')}/respond`, {
      status: 'information-request',
      note: 'Please attach the controller logs.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await statusOf(c)).toBe('information');
    // The super admin belongs to neither company: the response names the receiving company and no user.
    const rows = await t.deps.db.select().from(caseResponses).where(eq(caseResponses.caseId, c.id));
    expect(rows.map((r) => [r.responderUserId, r.responderCompanyId])).toEqual([[null, w.globex.id]]);
    // The link acts for its own party only, whoever holds it.
    const wrongParty = await asAdmin('POST', `/api/caller/case/${link(c, 'receiver')}/respond`, {
      status: 'information-reply',
      additional_information: 'Logs attached.',
    });
    expect(wrongParty.statusCode).toBe(403);
  });
});

describe('close', () => {
  const close = (c: BuiltCase, as: BuiltUser | null, body: unknown = { token: c.token }) =>
    call('POST', `/api/caller/case/${c.token}/close`, as, body);

  it('[C-053] [C-072] any user of the submitting company closes an accepted case; nobody else can', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['accept'] });
    expect((await close(c, null)).statusCode).toBe(401);
    const stranger = await close(c, w.outsider);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Case not found.' });
    const receiver = await close(c, w.receiver);
    expect(receiver.statusCode).toBe(403);
    expect(receiver.json()).toEqual({ error: NO_ACCESS_MESSAGE });
    expect(await statusOf(c)).toBe('accepted');

    const closed = await close(c, w.colleague);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ success: true, message: 'The case has been closed.' });
    expect(await statusOf(c)).toBe('closed');
    expect((await close(c, w.colleague)).statusCode).toBe(409);
  });

  it('[C-072] an open or information case is not closed', async () => {
    const w = await world();
    for (const history of [[], ['request_information']] as const) {
      const c = await b.case(w.submitter, w.doc, { history: [...history] });
      const refused = await close(c, w.submitter);
      expect(refused.statusCode).toBe(409);
      expect(await statusOf(c)).toBe(history.length === 0 ? 'open' : 'information');
    }
  });

  it('a body naming another case is refused', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['accept'] });
    const other = await b.case(w.submitter, w.doc, { history: ['accept'] });
    const refused = await close(c, w.submitter, { token: other.token });
    expect(refused.statusCode).toBe(422);
    expect(await statusOf(c)).toBe('accepted');
    expect(await statusOf(other)).toBe('accepted');
  });
});

describe('my cases', () => {
  it('[C-037] lists the cases the user submitted, newest first, and nobody else’s (a page of them)', async () => {
    const w = await world();
    const first = await b.case(w.submitter, w.doc, { summary: 'First' });
    const second = await b.case(w.submitter, w.doc, { summary: 'Second', history: ['accept'] });
    await b.case(w.colleague, w.doc, { summary: 'The colleague’s' });
    await t.deps.db
      .update(cases)
      .set({ createdAt: new Date('2026-01-02T10:00:00Z') })
      .where(eq(cases.id, first.id));
    await t.deps.db
      .update(cases)
      .set({ createdAt: new Date('2026-01-03T10:00:00Z') })
      .where(eq(cases.id, second.id));

    const response = await call('GET', '/api/caller/my-cases', w.submitter);
    expect(response.statusCode).toBe(200);
    const { my_cases } = response.json<MyCasesAnswer>();
    expect(my_cases.map((row) => row.summary)).toEqual(['Second', 'First']);
    expect(my_cases[0]).toMatchObject({
      token: second.token,
      partner: 'Globex Systems',
      status: 'accepted',
      created_at: '2026-01-03T10:00:00.000Z',
    });
    expect(my_cases[0]?.responded_at).not.toBeNull();
    expect(my_cases[1]?.responded_at).toBeNull();

    const none = {
      my_cases: [],
      total: 0,
      total_capped: false,
      first_row: 1,
      per_page: 10,
      next_cursor: null,
      prev_cursor: null,
    };
    expect((await call('GET', '/api/caller/my-cases', w.outsider)).json()).toEqual(none);
    expect((await call('GET', '/api/caller/my-cases', w.receiver)).json()).toEqual(none);
    expect((await call('GET', '/api/caller/my-cases', null)).statusCode).toBe(401);
  });

  it('[C-037] pages, sorts and searches in the database, and refuses a sort or page size it does not offer', async () => {
    const w = await world();
    const made = [];
    for (const [i, summary] of [
      'Disk latency',
      'Array firmware',
      'Cache misses',
      'Boot loop',
      'Array rebuild',
    ].entries())
      made.push(await b.case(w.submitter, w.doc, { summary, history: i === 1 || i === 3 ? ['accept'] : [] }));
    for (const [i, c] of made.entries())
      await t.deps.db
        .update(cases)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + i)) })
        .where(eq(cases.id, c.id));
    await b.case(w.colleague, w.doc, { summary: 'Array of the colleague' });
    const summaries = async (query: string) => {
      const response = await call('GET', `/api/caller/my-cases?${query}`, w.submitter);
      expect(response.statusCode).toBe(200);
      const answer = response.json<MyCasesAnswer>();
      return {
        rows: answer.my_cases.map((row) => row.summary),
        total: answer.total,
        page: answer.first_row,
        next: answer.next_cursor,
      };
    };

    const firstPage = await summaries('limit=2');
    expect(await summaries(`limit=2&cursor=${firstPage.next ?? ''}`)).toMatchObject({
      rows: ['Cache misses', 'Array firmware'],
      total: 5,
      page: 3,
    });
    expect(await summaries('sort=summary&dir=asc&limit=3')).toMatchObject({
      rows: ['Array firmware', 'Array rebuild', 'Boot loop'],
      total: 5,
      page: 1,
    });
    // Answered cases first whichever way the Respond Date sorts; the rest after them, newest first.
    expect((await summaries('sort=responded_at&dir=desc')).rows.slice(2)).toEqual([
      'Array rebuild',
      'Cache misses',
      'Disk latency',
    ]);
    expect((await summaries('sort=responded_at&dir=asc')).rows.slice(0, 2).sort()).toEqual([
      'Array firmware',
      'Boot loop',
    ]);
    expect(await summaries('q=ARRAY')).toEqual({
      rows: ['Array rebuild', 'Array firmware'],
      total: 2,
      page: 1,
      next: null,
    });
    // A cursor of another order is refused: its key would be read as the wrong sort's.
    const wrongOrder = `sort=summary&cursor=${firstPage.next ?? ''}`;
    for (const query of ['sort=priority', 'sort=partner', 'limit=500', 'cursor=abc.def', wrongOrder, 'dir=up']) {
      const refused = await call('GET', `/api/caller/my-cases?${query}`, w.submitter);
      expect(refused.statusCode, query).toBe(422);
    }
  });
});

describe('engineer details', () => {
  const engineer = {
    case_number: 'GX-900',
    engineer_name: 'Nia Newman',
    engineer_email: 'nia@globex.test',
    engineer_phone: '5550100',
    phone_country_code: 'us',
  };
  const update = (kind: 'update-response' | 'update-submission', c: BuiltCase, as: BuiltUser | null, body = engineer) =>
    call('POST', `/api/caller/case/${c.token}/${kind}`, as, body);

  it('[C-050] [X-011] the receiving company corrects its acceptance while the case is accepted', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['accept'], response: { caseNumber: 'GX-1' } });
    expect((await update('update-response', c, w.submitter)).statusCode).toBe(403);
    expect((await update('update-response', c, w.outsider)).statusCode).toBe(404);
    expect((await update('update-response', c, null)).statusCode).toBe(401);

    const updated = await update('update-response', c, w.receiver);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ success: true });
    const detail = (await details(c, w.submitter)).json<CaseDetailsAnswer>().case;
    expect(detail.partner_case_number).toBe('GX-900');
    expect(detail.case_with_receiver).toMatchObject({
      case_number: 'GX-900',
      engineer_name: 'Nia Newman',
      engineer_email: 'nia@globex.test',
      engineer_phone: 'US: 5550100',
    });

    const invalid = await update('update-response', c, w.receiver, { ...engineer, engineer_email: 'not-an-email' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['engineer_email']);
  });

  it('[C-050] [X-011] not while the case is open, in information or closed', async () => {
    const w = await world();
    for (const history of [[], ['request_information'], ['accept', 'close']] as const) {
      const c = await b.case(w.submitter, w.doc, { history: [...history] });
      const refused = await update('update-response', c, w.receiver);
      expect(refused.statusCode, history.join(',')).toBe(409);
    }
  });

  it('[C-051] [X-011] the submitting company corrects its engineer and case number while accepted or in information', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['request_information'] });
    expect((await update('update-submission', c, w.receiver)).statusCode).toBe(403);
    expect((await update('update-submission', c, w.outsider)).statusCode).toBe(404);
    const updated = await update('update-submission', c, w.colleague, {
      ...engineer,
      engineer_name: 'Dana van Whitfield',
    });
    expect(updated.statusCode).toBe(200);
    const detail = (await details(c, w.receiver)).json<CaseDetailsAnswer>().case;
    expect(detail.internal_case_number).toBe('GX-900');
    expect(detail.engineer).toEqual({
      first_name: 'Dana',
      last_name: 'van Whitfield',
      email: 'nia@globex.test',
      phone: '5550100',
      phone_country_code: 'US',
    });

    const rejected = await b.case(w.submitter, w.doc, { history: ['request_information', 'reject'] });
    expect((await update('update-submission', rejected, w.submitter)).statusCode).toBe(409);
    const missing = await update('update-submission', c, w.submitter, { ...engineer, engineer_name: '' });
    expect(missing.statusCode).toBe(422);
  });
});

describe('a company that is no party', () => {
  it('[X-012] gets 404 and no data from every signed-in case route, whatever the case’s state', async () => {
    const w: World = await world();
    const c = await b.case(w.submitter, w.doc, { history: ['accept'] });
    const routes: [InjectOptions['method'], string, unknown][] = [
      ['GET', `/api/caller/case-details/${c.token}`, undefined],
      ['POST', `/api/caller/case/${c.token}/close`, {}],
      [
        'POST',
        `/api/caller/case/${c.token}/update-response`,
        { case_number: '1', engineer_name: 'x', engineer_email: 'x@y.test' },
      ],
      [
        'POST',
        `/api/caller/case/${c.token}/update-submission`,
        { case_number: '1', engineer_name: 'x', engineer_email: 'x@y.test' },
      ],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(method, url, w.outsider, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Case not found.' });
    }
    expect(await statusOf(c)).toBe('accepted');
  });
});

describe('what partners type', () => {
  const script = '<script>alert("x")</script>';
  const image = '<img src=x onerror=alert(1)>';
  const js = 'javascript:alert(document.cookie)';

  it('comes back as the same plain text in JSON and is escaped in the emails’ HTML', async () => {
    const w = await world();
    const c = await b.case(w.submitter, w.doc, { summary: `Crash ${script}`, description: `${image} ${js}` });
    const before = await lastEmailId();
    const asked = await respond(link(c, 'receiver'), { status: 'information-request', note: `${image} ${js}` });
    expect(asked.statusCode).toBe(200);
    const answer = asked.json<PartyCaseAnswer>();
    expect(answer.case.summary).toBe(`Crash ${script}`);
    expect(answer.case.description).toBe(`${image} ${js}`);
    expect(answer.allResponses.at(-1)?.note).toBe(`${image} ${js}`);
    const replied = await respond(link(c, 'submitter'), {
      status: 'information-reply',
      additional_information: script,
    });
    expect(replied.json<PartyCaseAnswer>().allResponses.at(-1)?.additional_information).toBe(script);

    const emails = await emailsSince(before);
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.html).not.toContain('<script');
      expect(email.html).not.toContain('<img');
      expect(email.html).not.toMatch(/href="javascript:/);
    }
    expect(emails[0]?.html).toContain('&lt;img src=x onerror=alert(1)&gt; javascript:alert(document.cookie)');
    expect(emails[0]?.html).toContain('Crash &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(emails[0]?.text).toContain(`${image} ${js}`);
  });
});
