import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { caseEvents, caseResponses, cases } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { resolveCaseLink } from '../src/modules/cases/case-links.ts';
import { applyCaseTransition } from '../src/modules/cases/case-status-writer.ts';
import { requireAccess } from '../src/modules/access/require-access.ts';
import type { Actor } from '../src/lib/access-policy.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
let build: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let submitter: BuiltUser;
let receiver: BuiltUser;
let doc: BuiltDocument;

beforeAll(async () => {
  app = await createTestApp();
  build = builders(app);
  acme = await build.company({ name: 'Acme', communicationsEmail: 'outbound-bcc@acme.test' });
  globex = await build.company({ name: 'Globex', bccResponseEmail: 'inbound-bcc@globex.test' });
  submitter = await build.user(acme);
  receiver = await build.user(globex);
  doc = await build.document(globex, {
    collaborateEmail: 'support@globex.test',
    collaborateCcEmail: 'duty@globex.test',
  });
});
afterAll(async () => {
  await app.close();
});

const emailsOf = async (template: string) =>
  app.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, template));
const linkIn = (text: string, page: string) => {
  const match = new RegExp(`/case/([A-Za-z0-9_-]+)/${page}`).exec(text);
  if (!match?.[1]) throw new Error(`no /${page} link in: ${text}`);
  return match[1];
};
const statusOf = async (caseId: number) =>
  (await app.deps.db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId)))[0]?.status;
const receiverActor = () => ({ userId: receiver.id, companyId: globex.id });
const submitterActor = () => ({ userId: submitter.id, companyId: acme.id });

describe('the case status writer', () => {
  it('[C-031] [C-070] [X-022] a new case is open, has its creation event, and emails the process with cc and both bcc', async () => {
    const made = await build.case(submitter, doc, { summary: 'Array drops sessions' });
    expect(await statusOf(made.id)).toBe('open');
    const events = await app.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, made.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, 'open']]);

    const [email] = (await emailsOf('new_receiving_member')).filter((e) => e.subject.includes('Array drops sessions'));
    expect(email?.toAddresses).toEqual(['support@globex.test']);
    expect(email?.ccAddresses).toEqual(['duty@globex.test']);
    expect(email?.bccAddresses.sort()).toEqual(['inbound-bcc@globex.test', 'outbound-bcc@acme.test']);
    const link = linkIn(email?.text ?? '', 'respond');
    expect(await resolveCaseLink(app.deps.db, link)).toEqual({ caseId: made.id, party: 'receiver' });
    // The case's own token is no link: it grants nothing on the token pages.
    expect(await resolveCaseLink(app.deps.db, made.token)).toBeUndefined();
  });

  it('[C-071] [X-023] [X-024] each transition writes its response, its event and the email with the next link', async () => {
    // An engineer address of no user: the emails carry the submitter's case link (X-026 covers a user's own).
    const made = await build.case(submitter, doc, {
      summary: 'Replication stalls',
      contactEmail: 'oncall@acme.example',
    });
    const step = (action: 'request_information' | 'reply_information' | 'accept', response: object) =>
      applyCaseTransition(app.deps.db, app.deps.config, {
        caseId: made.id,
        action,
        party: action === 'reply_information' ? 'submitter' : 'receiver',
        actor: action === 'reply_information' ? submitterActor() : receiverActor(),
        response,
      });

    await step('request_information', { note: 'Send the support bundle', caseNumber: 'GLX-1' });
    const [asked] = (await emailsOf('case_information_requested')).filter((e) => e.subject.includes('Replication'));
    expect(asked?.toAddresses).toEqual(['oncall@acme.example']);
    expect(asked?.text).toContain('Send the support bundle');
    expect(await resolveCaseLink(app.deps.db, linkIn(asked?.text ?? '', 'information'))).toEqual({
      caseId: made.id,
      party: 'submitter',
    });

    await step('reply_information', { additionalInformation: 'Uploaded' });
    const [replied] = (await emailsOf('case_information_reply')).filter((e) => e.subject.includes('Replication'));
    expect(replied?.toAddresses).toEqual(['support@globex.test']);
    expect((await resolveCaseLink(app.deps.db, linkIn(replied?.text ?? '', 'respond')))?.party).toBe('receiver');

    await step('accept', { nextSteps: 'Our assigned engineer will contact you.', engineerName: 'Ana' });
    const [decided] = (await emailsOf('case_accepted')).filter((e) => e.subject.includes('Replication'));
    expect((await resolveCaseLink(app.deps.db, linkIn(decided?.text ?? '', 'response')))?.party).toBe('submitter');

    expect(await statusOf(made.id)).toBe('accepted');
    const responses = await app.deps.db.select().from(caseResponses).where(eq(caseResponses.caseId, made.id));
    expect(responses.map((r) => [r.type, r.status])).toEqual([
      ['information-request', 'information'],
      ['information-response', 'information-reply'],
      ['approval', 'accepted'],
    ]);
    const events = await app.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, made.id));
    expect(events.map((e) => `${String(e.fromStatus)}>${e.toStatus}`)).toEqual([
      'null>open',
      'open>information',
      'information>information',
      'information>accepted',
    ]);
    const [row] = await app.deps.db.select().from(cases).where(eq(cases.id, made.id));
    expect(row?.partnerCaseNumber).toBe('GLX-1');
    expect(row?.firstResponseAt).not.toBeNull();
  });

  it('[C-071] [C-072] the table refuses: a decision from the wrong status (409), the wrong party (403), a second reply (409)', async () => {
    const made = await build.case(submitter, doc, { history: ['request_information', 'reply_information'] });
    const attempt = (
      action: 'reject' | 'close' | 'reply_information' | 'request_information',
      party: 'submitter' | 'receiver',
    ) =>
      applyCaseTransition(app.deps.db, app.deps.config, {
        caseId: made.id,
        action,
        party,
        actor: party === 'submitter' ? submitterActor() : receiverActor(),
        response: { note: 'x', additionalInformation: 'again' },
      });
    await expect(attempt('reply_information', 'submitter')).rejects.toMatchObject({ status: 409 });
    await expect(attempt('request_information', 'receiver')).rejects.toMatchObject({ status: 409 });
    await expect(attempt('close', 'submitter')).rejects.toMatchObject({ status: 409 });
    await expect(attempt('reject', 'submitter')).rejects.toMatchObject({ status: 403 });
    await expect(attempt('close', 'receiver')).rejects.toMatchObject({ status: 403 });
    expect(await statusOf(made.id)).toBe('information');
    const events = await app.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, made.id));
    expect(events).toHaveLength(3);
  });

  it('[C-071] of 50 concurrent acceptances exactly one wins: one status change, one response, one event, one email', async () => {
    const made = await build.case(submitter, doc, { summary: 'Race to accept' });
    // Every pooled connection open first, so that the attempts overlap instead of queueing for new connections.
    await Promise.all(Array.from({ length: 10 }, () => app.deps.db.execute(sql`select pg_sleep(0.05)`)));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        applyCaseTransition(app.deps.db, app.deps.config, {
          caseId: made.id,
          action: 'accept',
          party: 'receiver',
          actor: receiverActor(),
          response: { engineerName: `Engineer ${String(i)}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { status?: number }).status)).toEqual(Array.from({ length: 49 }, () => 409));
    expect(await statusOf(made.id)).toBe('accepted');
    const responses = await app.deps.db.select().from(caseResponses).where(eq(caseResponses.caseId, made.id));
    expect(responses).toHaveLength(1);
    const events = await app.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, made.id));
    expect(events.filter((e) => e.toStatus === 'accepted')).toHaveLength(1);
    expect((await emailsOf('case_accepted')).filter((e) => e.subject.includes('Race to accept'))).toHaveLength(1);
  });
});

describe('the object-access check', () => {
  const actorOf = (user: BuiltUser, role: Actor['role'] = 'caller'): Actor => ({
    userId: user.id,
    firstName: 'A',
    lastName: 'B',
    role,
    type: 'basic',
    companyId: user.companyId,
    companySlug: null,
    membershipType: 'premium',
    impersonatorId: null,
    sessionId: '',
  });

  it('[X-003] a party reads, the wrong side is refused 403, a third company and a missing case get 404', async () => {
    const made = await build.case(submitter, doc);
    const other = await build.user(await build.company());
    expect(await requireAccess(app.deps.db, actorOf(submitter), 'case.read', [made.id])).toEqual(
      new Map([[made.id, 'submitter']]),
    );
    expect((await requireAccess(app.deps.db, actorOf(receiver), 'case.update_response', [made.id])).get(made.id)).toBe(
      'receiver',
    );
    await expect(requireAccess(app.deps.db, actorOf(receiver), 'case.close', [made.id])).rejects.toMatchObject({
      status: 403,
    });
    await expect(requireAccess(app.deps.db, actorOf(other), 'case.read', [made.id])).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      requireAccess(app.deps.db, actorOf(submitter), 'case.read', [made.id, 2_000_000]),
    ).rejects.toMatchObject({ status: 404 });
    await expect(requireAccess(app.deps.db, null, 'case.read', [made.id])).rejects.toMatchObject({ status: 401 });
    const superAdmin = { ...actorOf(other, 'super_admin'), companyId: null };
    expect((await requireAccess(app.deps.db, superAdmin, 'case.read', [made.id])).get(made.id)).toBeNull();
    await expect(requireAccess(app.deps.db, superAdmin, 'case.note', [made.id])).rejects.toMatchObject({ status: 403 });
  });

  it('[X-003] one query answers for many cases: a single foreign case among them refuses them all', async () => {
    const mine = await Promise.all([build.case(submitter, doc), build.case(submitter, doc)]);
    const elsewhere = await build.case(
      await build.user(await build.company()),
      await build.document(await build.company()),
    );
    const ids = mine.map((m) => m.id);
    expect([...(await requireAccess(app.deps.db, actorOf(submitter), 'case.read', ids)).keys()]).toEqual(ids);
    await expect(
      requireAccess(app.deps.db, actorOf(submitter), 'case.read', [...ids, elsewhere.id]),
    ).rejects.toMatchObject({ status: 404 });
    const rows = await app.deps.db.select({ id: cases.id }).from(cases).where(inArray(cases.id, ids));
    expect(rows).toHaveLength(2);
  });
});
