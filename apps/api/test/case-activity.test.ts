import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { CaseActivityAnswer } from '@casebridge/contract/case-activity';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { CaseDetailsAnswer, PartyCaseAnswer } from '@casebridge/contract/cases';
import { caseCustomerData } from '../src/db/schema/cases.ts';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
function multipart(name: string, bytes: Buffer, description: string) {
  const boundary = '----casebridge-activity-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function call(method: InjectOptions['method'], url: string, as?: BuiltUser | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as ? bearer(as.token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
const link = (c: BuiltCase, party: CaseParty) => caseLink(t.deps.config.secret, c.token, party);
const activity = (c: BuiltCase, as: BuiltUser | null) => call('GET', `/api/caller/case/${c.token}/activity`, as);
const activityOf = async (c: BuiltCase, as: BuiltUser) => (await activity(c, as)).json<CaseActivityAnswer>().activity;
const waitingOn = async (c: BuiltCase, as: BuiltUser) =>
  (await call('GET', `/api/caller/case-details/${c.token}`, as)).json<CaseDetailsAnswer>().viewer.waiting_on;
const ENGINEER = {
  case_number: 'GX-7',
  engineer_name: 'Dana Whitfield',
  engineer_email: 'dana@globex.example',
  engineer_phone: null,
  phone_country_code: null,
};

async function world(input: { receiverAllowsNotes?: boolean } = {}) {
  const acme = await b.company({ name: 'Acme Storage' });
  const globex = await b.company({ name: 'Globex Storage', allowNotes: input.receiverAllowsNotes ?? true });
  const stranger = await b.company({ name: 'Stranger Ltd' });
  const submitter = await b.user(acme);
  const receiver = await b.user(globex);
  const outsider = await b.user(stranger, { role: 'business_manager' });
  const doc = await b.document(globex);
  const c = await b.case(submitter, doc, { summary: 'Array drops iSCSI sessions' });
  return { acme, globex, submitter, receiver, outsider, c };
}

describe('the case activity stream (issue 24 §2)', () => {
  it('[issue 24] keeps every step of a case after acceptance, oldest first, with who and when, for both parties', async () => {
    const w = await world();
    const { c, submitter, receiver } = w;
    const asked = await call('POST', `/api/caller/case/${link(c, 'receiver')}/respond`, receiver, {
      status: 'information-request',
      note: 'Which firmware runs on the array?',
      reviewer_name: 'Pat Reviewer',
    });
    expect(asked.statusCode).toBe(200);
    // Through the emailed link with no session: the company answers, nobody in particular.
    const answered = await call('POST', `/api/caller/case/${link(c, 'submitter')}/respond`, null, {
      status: 'information-reply',
      additional_information: 'Firmware 9.2.1.',
    });
    expect(answered.statusCode).toBe(200);
    const accepted = await call('POST', `/api/caller/case/${link(c, 'receiver')}/respond`, receiver, {
      status: 'approval',
      case_number: 'GX-1',
      engineer_name: 'Sam Engineer',
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/caller/case/${c.token}/note`, receiver, { summary: 'Log bundle read' })).statusCode,
    ).toBe(200);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/collaboration-requests/${c.token}/attachments`,
      ...multipart('array-logs.pdf', PDF, 'Logs'),
      headers: { ...multipart('array-logs.pdf', PDF, 'Logs').headers, ...bearer(submitter.token) },
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await call('POST', `/api/caller/case/${c.token}/update-response`, receiver, ENGINEER)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/caller/case/${c.token}/close`, submitter, {})).statusCode).toBe(200);

    const asSubmitter = await activityOf(c, submitter);
    const summary = asSubmitter.map((entry) => [entry.kind, entry.by.party, entry.by.company, entry.by.person]);
    expect(summary).toEqual([
      ['submitted', 'submitter', 'Acme Storage', submitter.name],
      ['information_requested', 'receiver', 'Globex Storage', receiver.name],
      ['information_provided', 'submitter', 'Acme Storage', null],
      ['accepted', 'receiver', 'Globex Storage', receiver.name],
      ['note', 'receiver', 'Globex Storage', receiver.name],
      ['file', 'submitter', 'Acme Storage', submitter.name],
      ['response_updated', 'receiver', 'Globex Storage', receiver.name],
      ['closed', 'submitter', 'Acme Storage', submitter.name],
    ]);
    const byKind = Object.fromEntries(asSubmitter.map((entry) => [entry.kind, entry]));
    expect(byKind.information_requested?.response?.note).toBe('Which firmware runs on the array?');
    expect(byKind.information_provided?.response?.additional_information).toBe('Firmware 9.2.1.');
    expect(byKind.accepted?.status).toEqual({ from: 'information', to: 'accepted' });
    // The acceptance's response carries the engineer as corrected since (C-050); the correction names them too.
    expect(byKind.accepted?.response).toMatchObject({ type: 'approval', engineer_name: 'Dana Whitfield' });
    expect(byKind.note?.note?.summary).toBe('Log bundle read');
    expect(byKind.file?.file).toMatchObject({ original_filename: 'array-logs.pdf', uploaded_by: submitter.name });
    expect(byKind.response_updated).toMatchObject({ engineer_name: 'Dana Whitfield', status: null });
    const times = asSubmitter.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);

    // The receiver reads the same story.
    expect(await activityOf(c, receiver)).toEqual(asSubmitter);
  });

  it('[issue 24] another company finds nothing, a visitor must sign in', async () => {
    const w = await world();
    expect((await activity(w.c, w.outsider)).statusCode).toBe(404);
    expect((await activity(w.c, null)).statusCode).toBe(401);
  });

  it('[issue 24] [C-055] a party whose company lacks the Collaboration Feed sees the history without the notes', async () => {
    const w = await world({ receiverAllowsNotes: false });
    await call('POST', `/api/caller/case/${link(w.c, 'receiver')}/respond`, w.receiver, { status: 'approval' });
    expect(
      (await call('POST', `/api/caller/case/${w.c.token}/note`, w.submitter, { summary: 'Seen' })).statusCode,
    ).toBe(200);
    expect((await activityOf(w.c, w.submitter)).map((entry) => entry.kind)).toEqual(['submitted', 'accepted', 'note']);
    expect((await activityOf(w.c, w.receiver)).map((entry) => entry.kind)).toEqual(['submitted', 'accepted']);
  });

  it('[issue 24] the submitter’s engineer correction is in the stream with the engineer it names', async () => {
    const w = await world();
    await call('POST', `/api/caller/case/${link(w.c, 'receiver')}/respond`, w.receiver, { status: 'approval' });
    const updated = await call('POST', `/api/caller/case/${w.c.token}/update-submission`, w.submitter, {
      ...ENGINEER,
      engineer_name: 'Lee Caller',
    });
    expect(updated.statusCode).toBe(200);
    expect((await activityOf(w.c, w.receiver)).at(-1)).toMatchObject({
      kind: 'submission_updated',
      by: { party: 'submitter', company: 'Acme Storage', person: w.submitter.name },
      engineer_name: 'Lee Caller',
    });
  });
});

describe('the same stream wherever the case is shown (issue 24 §2)', () => {
  const linkActivity = (l: string, as: BuiltUser | null = null) =>
    call('GET', `/api/caller/case/${l}/link-activity`, as);
  const consoleActivity = (id: number, token: string | null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/super_admin/escalation/${String(id)}/activity`,
      headers: token === null ? {} : bearer(token),
    });

  /** An accepted case with a note of the receiver's, and its stream as the submitter reads it signed in. */
  async function acceptedWithNote(input: { receiverAllowsNotes?: boolean } = {}) {
    const w = await world(input);
    await call('POST', `/api/caller/case/${link(w.c, 'receiver')}/respond`, w.receiver, { status: 'approval' });
    expect(
      (await call('POST', `/api/caller/case/${w.c.token}/note`, w.submitter, { summary: 'Logs sent' })).statusCode,
    ).toBe(200);
    return w;
  }

  it('[issue 24] a signed-in party may add notes and download files while the case takes them', async () => {
    const w = await acceptedWithNote();
    const answer = (await activity(w.c, w.submitter)).json<CaseActivityAnswer>();
    expect(answer.viewer).toEqual({ shows_notes: true, can_add_note: true, can_download_files: true });
    expect((await call('POST', `/api/caller/case/${w.c.token}/close`, w.submitter, {})).statusCode).toBe(200);
    expect((await activity(w.c, w.receiver)).json<CaseActivityAnswer>().viewer).toEqual({
      shows_notes: true,
      can_add_note: false,
      can_download_files: true,
    });
  });

  it('[issue 24] [X-014] each party’s emailed link reads the party’s stream without a session, read only', async () => {
    const w = await acceptedWithNote({ receiverAllowsNotes: false });
    const signedIn = await activityOf(w.c, w.submitter);
    const viaSubmitterLink = await linkActivity(link(w.c, 'submitter'));
    expect(viaSubmitterLink.statusCode).toBe(200);
    const submitterAnswer = viaSubmitterLink.json<CaseActivityAnswer>();
    expect(submitterAnswer.activity).toEqual(signedIn);
    expect(submitterAnswer.viewer).toEqual({ shows_notes: true, can_add_note: false, can_download_files: false });
    // The receiver's company lacks the Collaboration Feed: its link's stream leaves the notes out (C-055).
    const receiverAnswer = (await linkActivity(link(w.c, 'receiver'))).json<CaseActivityAnswer>();
    expect(receiverAnswer.activity.map((entry) => entry.kind)).toEqual(['submitted', 'accepted']);
    expect(receiverAnswer.viewer.shows_notes).toBe(false);
    // The link is the whole credential: a user of another company holding it reads the same, and no more.
    expect((await linkActivity(link(w.c, 'submitter'), w.outsider)).json<CaseActivityAnswer>()).toEqual(
      submitterAnswer,
    );
  });

  it('[issue 24] a wrong link finds nothing, the case’s own token is no link, and guessing is slowed down (429)', async () => {
    const w = await world();
    expect((await linkActivity(`not-a-link-${'x'.repeat(30)}`)).statusCode).toBe(404);
    // The signed-in pages' token grants nothing through the link's route, even to a party.
    expect((await linkActivity(w.c.token, w.submitter)).statusCode).toBe(404);
    const strict = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' }, database: t.deps.database });
    try {
      const from = (l: string) =>
        strict.app.inject({ method: 'GET', url: `/api/caller/case/${l}/link-activity`, remoteAddress: '203.0.113.24' });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await from(`guess${String(i)}${'x'.repeat(30)}`)).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await from(link(w.c, 'receiver'))).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('[issue 24] [S-008] the console reads any case’s stream with its notes, read only; members and visitors do not', async () => {
    const w = await acceptedWithNote({ receiverAllowsNotes: false });
    const admin = await b.superAdmin();
    const answer = await consoleActivity(w.c.id, admin.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<CaseActivityAnswer>();
    expect(body.activity).toEqual(await activityOf(w.c, w.submitter));
    expect(body.viewer).toEqual({ shows_notes: true, can_add_note: false, can_download_files: false });
    expect((await consoleActivity(2147483647, admin.token)).statusCode).toBe(404);
    expect((await consoleActivity(w.c.id, w.submitter.token)).statusCode).toBe(403);
    expect((await consoleActivity(w.c.id, w.outsider.token)).statusCode).toBe(403);
    expect((await consoleActivity(w.c.id, null)).statusCode).toBe(401);
    // The super admin is no party: the signed-in parties' route is not theirs.
    expect((await activity(w.c, { ...w.submitter, token: admin.token })).statusCode).toBe(403);
  });
});

describe('who the case waits on (issue 24 §2)', () => {
  it('[issue 24] names the party the case waits on, for both sides, and nobody once accepted', async () => {
    const w = await world();
    const both = async () => [await waitingOn(w.c, w.submitter), await waitingOn(w.c, w.receiver)];
    const receiverSide = { party: 'receiver', company: 'Globex Storage' };
    const submitterSide = { party: 'submitter', company: 'Acme Storage' };
    expect(await both()).toEqual([receiverSide, receiverSide]);

    await call('POST', `/api/caller/case/${link(w.c, 'receiver')}/respond`, w.receiver, {
      status: 'information-request',
      note: 'Logs?',
    });
    expect(await both()).toEqual([submitterSide, submitterSide]);
    const viaLink = await call('GET', `/api/caller/case/${link(w.c, 'submitter')}`);
    expect(viaLink.json<PartyCaseAnswer>().waiting_on).toEqual(submitterSide);

    await call('POST', `/api/caller/case/${link(w.c, 'submitter')}/respond`, null, {
      status: 'information-reply',
      additional_information: 'Attached.',
    });
    expect(await both()).toEqual([receiverSide, receiverSide]);

    await call('POST', `/api/caller/case/${link(w.c, 'receiver')}/respond`, w.receiver, { status: 'approval' });
    expect(await both()).toEqual([null, null]);
  });
});

describe('internal rows (issue 24 §3)', () => {
  it('[issue 24] a hidden requirement’s row ("Source system") is never customer data on the case pages', async () => {
    const w = await world();
    await t.deps.db.insert(caseCustomerData).values([
      {
        caseId: w.c.id,
        section: 'problem_section',
        field: 'LUN ID',
        value: '12',
        type: 'string',
        purgeAfter: new Date(Date.now() + 864e5),
      },
      {
        caseId: w.c.id,
        section: 'problem_section',
        field: 'Source system',
        value: 'casebridge',
        type: 'hidden',
        purgeAfter: new Date(Date.now() + 864e5),
      },
    ]);
    for (const as of [w.submitter, w.receiver]) {
      const answer = (await call('GET', `/api/caller/case-details/${w.c.token}`, as)).json<CaseDetailsAnswer>();
      expect(answer.case.customer_data.map((row) => row.field)).toEqual(['LUN ID']);
    }
    const viaLink = (await call('GET', `/api/caller/case/${link(w.c, 'receiver')}`)).json<PartyCaseAnswer>();
    expect(viaLink.case.customer_data.map((row) => row.field)).toEqual(['LUN ID']);
  });
});
