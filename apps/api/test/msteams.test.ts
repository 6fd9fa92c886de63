import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MSTEAMS_INVALID_TOKEN_MESSAGE,
  MSTEAMS_MANAGER_REQUIRED_MESSAGE,
  type GroupMsteamsAnswer,
  type MsteamsConnectedAnswer,
} from '@casebridge/contract/msteams';
import { WEBHOOK_PRIVATE_URL_MESSAGE } from '@casebridge/contract/webhooks';
import { cases } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { emailTokens } from '../src/db/schema/identity.ts';
import { webhookMessages, webhooks } from '../src/db/schema/integrations.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { DISABLED_REASON, DISABLE_AFTER_MS, deliverWebhookMessage } from '../src/modules/webhooks/webhook-worker.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { multipartForm } from './multipart-body.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { teamsCardRefusal } from './teams-card-schema.ts';
import { startReceiver } from './webhook-receiver.ts';

type Card = {
  type: 'message';
  attachments: {
    contentType: string;
    content: {
      body: { type: string; text?: string; facts?: { title: string; value: string }[] }[];
      actions: { url: string }[];
    };
  }[];
};

/**
 * Issue 27 §5, ADR 58: a partner group's Microsoft Teams channel. Deliveries are run by calling the worker's job with
 * the test's clock (the job queue is off), against a real HTTP server on loopback that validates every card.
 */
describe('[#27] Microsoft Teams channels of partner groups', () => {
  let t: TestApp;
  let build: ReturnType<typeof builders>;
  let admin: BuiltSuperAdmin;
  let acme: BuiltCompany;
  let globex: BuiltCompany;
  let initech: BuiltCompany;
  let acmeCaller: BuiltUser;
  let globexProcess: BuiltDocument;
  let initechProcess: BuiltDocument;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_DELAY: '60', WEBHOOK_RETRY_LIMIT: '2' },
    });
    build = builders(t);
    admin = await build.superAdmin();
    acme = await build.company({ name: 'Acme Teams' });
    globex = await build.company({ name: 'Globex Teams' });
    initech = await build.company({ name: 'Initech Teams' });
    acmeCaller = await build.user(acme);
    globexProcess = await build.document(globex);
    initechProcess = await build.document(initech);
    // Acme and Initech work together in a group of their own, not in the Teams groups below.
    await build.group([{ company: acme }, { company: initech }]);
    receiver = await startReceiver(teamsCardRefusal);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.reset('1');
  });

  let groupCount = 0;
  /** A group of Acme and Globex saved in the console with these Teams settings; answers its id. */
  async function saveTeamsGroup(
    teams: { integration: boolean; managerEmail?: string; url?: string },
    id?: number,
  ): Promise<{ id: number; status: number; body: string }> {
    const groupId = id ?? (await build.group([{ company: acme }, { company: globex }])).id;
    const form = multipartForm({
      status: 'active',
      name: `Teams Group ${String(++groupCount)}`,
      type: 'open_group',
      msteams_integration: teams.integration ? '1' : '0',
      msteams_manager_email: teams.managerEmail ?? '',
      msteams_team_url: teams.url ?? '',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/super_admin/groups/${String(groupId)}`,
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    return { id: groupId, status: response.statusCode, body: response.body };
  }

  /** The connect links emailed to this address, oldest first (their tokens). */
  async function connectTokensOf(email: string): Promise<string[]> {
    const rows = await t.deps.db
      .select({ to: outboundEmails.toAddresses, text: outboundEmails.text })
      .from(outboundEmails)
      .where(eq(outboundEmails.template, 'msteams_connect'))
      .orderBy(asc(outboundEmails.id));
    return rows
      .filter((row) => row.to.includes(email))
      .map((row) => /\/msteams\/connected\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] ?? '');
  }

  const confirm = async (token: string) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/msteams/connected/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MsteamsConnectedAnswer>();
  };
  const channelOf = async (groupId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/super_admin/groups/${String(groupId)}/msteams`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GroupMsteamsAnswer>();
  };
  async function pendingOf(groupId: number) {
    const rows = await t.deps.db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .innerJoin(webhooks, eq(webhooks.id, webhookMessages.webhookId))
      .where(and(eq(webhooks.communityId, groupId), eq(webhookMessages.status, 'pending')))
      .orderBy(asc(webhookMessages.id));
    return rows.map((row) => row.id);
  }
  const deliver = (id: number, now = new Date()) => deliverWebhookMessage(t.deps, id, now);

  it('[A-042] [X-040] the manager’s single-use link connects the channel; an unknown or used token is "Invalid Token."', async () => {
    const manager = `manager-${String(process.pid)}-a@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    expect(group.status, group.body).toBe(200);
    expect(await channelOf(group.id)).toMatchObject({ state: 'waiting', url: receiver.url, confirmedAt: null });
    const [token] = await connectTokensOf(manager);
    if (!token) throw new Error('no connect link emailed');
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'msteams_connect'));
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await confirm('not-a-token')).toEqual({
      connected: false,
      message: MSTEAMS_INVALID_TOKEN_MESSAGE,
      group: null,
    });
    expect(await confirm(token)).toMatchObject({ connected: true, group: `Teams Group ${String(groupCount)}` });
    expect(await confirm(token)).toMatchObject({ connected: false, message: MSTEAMS_INVALID_TOKEN_MESSAGE });
    const connected = await channelOf(group.id);
    expect(connected.state).toBe('connected');
    expect(Date.now() - Date.parse(connected.confirmedAt ?? '')).toBeLessThan(60_000);
    // Saving the group again unchanged neither asks again nor ends the connection.
    await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url }, group.id);
    expect(await connectTokensOf(manager)).toHaveLength(1);
    expect((await channelOf(group.id)).state).toBe('connected');
  });

  it('[X-040] an expired connect link is "Invalid Token." and connects nothing', async () => {
    const manager = `manager-${String(process.pid)}-b@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    const [token] = await connectTokensOf(manager);
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token ?? '')));
    expect(await confirm(token ?? '')).toMatchObject({ connected: false, message: MSTEAMS_INVALID_TOKEN_MESSAGE });
    expect((await channelOf(group.id)).state).toBe('waiting');
  });

  it('only a confirmed channel receives cards: valid Adaptive Cards of the group’s cases, with a link to the case', async () => {
    const manager = `manager-${String(process.pid)}-c@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    // Waiting for its manager: a case of the group makes no card.
    await build.case(acmeCaller, globexProcess);
    expect(await pendingOf(group.id)).toEqual([]);

    const [token] = await connectTokensOf(manager);
    expect((await confirm(token ?? '')).connected).toBe(true);
    const built = await build.case(acmeCaller, globexProcess, {
      // Markdown a member typed stays text in the channel: no link of theirs under words of theirs.
      summary: 'Array controller resets under load: see [the log](https://evil.test/) *now*',
      priority: 'high',
      history: ['request_information'],
    });
    // A case between members of another group (Acme and Initech) is not this group's.
    await build.case(acmeCaller, initechProcess);
    const pending = await pendingOf(group.id);
    expect(pending).toHaveLength(2);
    for (const id of pending) expect(await deliver(id)).toBe('delivered');

    expect(receiver.received).toHaveLength(2);
    for (const r of receiver.received) {
      expect(teamsCardRefusal(r.body)).toBeNull();
      // A Teams post is not signed: its URL is the credential.
      expect(r.headers['webhook-signature']).toBeUndefined();
    }
    const [created, informationRequested] = receiver.received.map((r) => JSON.parse(r.body) as Card);
    const content = created?.attachments[0]?.content;
    const texts = content?.body.map((element) => element.text);
    const [row] = await t.deps.db.select({ number: cases.networkCaseNumber }).from(cases).where(eq(cases.id, built.id));
    const number = row?.number ?? '';
    expect(texts?.[1]).toBe(`Case created: case ${number}`);
    expect(texts).toContain('Array controller resets under load: see \\[the log\\](https://evil.test/) \\*now\\*');
    expect(content?.body.find((element) => element.type === 'FactSet')?.facts).toEqual([
      { title: 'Case', value: number },
      { title: 'Submitted by', value: 'Acme Teams' },
      { title: 'Partner', value: 'Globex Teams' },
      { title: 'Status', value: 'Open' },
      { title: 'Priority', value: 'High - P1' },
    ]);
    expect(content?.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Open the case', url: `${t.deps.config.publicUrl}/my-cases/${built.token}` },
    ]);
    const second = informationRequested?.attachments[0]?.content;
    expect(second?.body[1]?.text).toMatch(/^Information requested: case /);
    expect(second?.body.find((element) => element.type === 'FactSet')?.facts).toContainEqual({
      title: 'Status',
      value: 'Information requested',
    });
  });

  it('a channel that fails is retried from the queue, each attempt in its delivery log; a new URL needs a new confirmation', async () => {
    const manager = `manager-${String(process.pid)}-d@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    const [first] = await connectTokensOf(manager);
    expect((await confirm(first ?? '')).connected).toBe(true);
    await build.case(acmeCaller, globexProcess);
    const [id] = await pendingOf(group.id);
    if (id === undefined) throw new Error('no card waiting');
    receiver.state.status = 500;
    receiver.state.answer = 'Teams is down';
    const now = Date.now();
    expect(await deliver(id, new Date(now))).toBe('retrying');
    const failing = await channelOf(group.id);
    expect(failing.failingSince).not.toBeNull();
    expect(failing.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failing.deliveries[0]?.attemptLog[0]).toMatchObject({
      succeeded: false,
      responseStatus: 500,
      responseBody: 'Teams is down',
    });
    // Not due yet (the backoff's first wait is 30 to 60 seconds), then due.
    expect(await deliver(id, new Date(now + 1000))).toBe('skipped');
    receiver.state.status = 200;
    expect(await deliver(id, new Date(now + 61_000))).toBe('delivered');
    const recovered = await channelOf(group.id);
    expect(recovered).toMatchObject({ state: 'connected', failingSince: null });
    expect(recovered.deliveries[0]?.attemptLog.map((attempt) => attempt.succeeded)).toEqual([true, false]);
    expect(receiver.received.every((r) => teamsCardRefusal(r.body) === null)).toBe(true);

    // The console moves the channel: it waits for its manager again, the old link is spent and cards stop.
    const moved = `${receiver.url}/moved`;
    await saveTeamsGroup({ integration: true, managerEmail: manager, url: moved }, group.id);
    expect(await channelOf(group.id)).toMatchObject({ state: 'waiting', url: moved, confirmedAt: null });
    await build.case(acmeCaller, globexProcess);
    expect(await pendingOf(group.id)).toEqual([]);
    const tokens = await connectTokensOf(manager);
    expect(tokens).toHaveLength(2);
    expect((await confirm(tokens[1] ?? '')).connected).toBe(true);
    expect((await channelOf(group.id)).state).toBe('connected');

    // Off: no more cards, and turning it on again asks the manager again.
    await saveTeamsGroup({ integration: false, managerEmail: manager, url: moved }, group.id);
    expect((await channelOf(group.id)).state).toBe('off');
    await build.case(acmeCaller, globexProcess);
    expect(await pendingOf(group.id)).toEqual([]);
  });

  it('a channel failing for three days is disabled and its Teams manager is emailed, once', async () => {
    const manager = `manager-${String(process.pid)}-f@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    const [token] = await connectTokensOf(manager);
    expect((await confirm(token ?? '')).connected).toBe(true);
    await build.case(acmeCaller, globexProcess);
    const [id] = await pendingOf(group.id);
    receiver.state.status = 503;
    const t0 = new Date(Date.now() + 1000);
    expect(await deliver(id ?? 0, t0)).toBe('retrying');
    expect(await deliver(id ?? 0, new Date(t0.getTime() + DISABLE_AFTER_MS))).toBe('disabled');
    expect(await channelOf(group.id)).toMatchObject({ state: 'disabled', disabledReason: DISABLED_REASON });
    const emails = await t.deps.db
      .select({ to: outboundEmails.toAddresses, text: outboundEmails.text })
      .from(outboundEmails)
      .where(eq(outboundEmails.template, 'msteams_disabled'));
    expect(emails.map((email) => email.to)).toEqual([[manager]]);
    expect(emails[0]?.text).toContain(`Teams Group ${String(groupCount)}`);
    // Saving the group again, unchanged, starts over: its manager gets a new link.
    await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url }, group.id);
    expect(await channelOf(group.id)).toMatchObject({ state: 'waiting', disabledReason: null });
    expect(await connectTokensOf(manager)).toHaveLength(2);
  });

  it('[X-040] a link sent for an earlier URL does not confirm the channel once the console has moved it', async () => {
    const manager = `manager-${String(process.pid)}-e@teams.test`;
    const group = await saveTeamsGroup({ integration: true, managerEmail: manager, url: receiver.url });
    await saveTeamsGroup({ integration: true, managerEmail: manager, url: `${receiver.url}/moved` }, group.id);
    const [earlier, later] = await connectTokensOf(manager);
    expect(await confirm(earlier ?? '')).toMatchObject({ connected: false, message: MSTEAMS_INVALID_TOKEN_MESSAGE });
    expect((await channelOf(group.id)).state).toBe('waiting');
    expect((await confirm(later ?? '')).connected).toBe(true);
  });

  it('the console refuses Teams without a manager email or with an address on our own network (422 field map)', async () => {
    const noManager = await saveTeamsGroup({ integration: true, url: receiver.url });
    expect(noManager.status).toBe(422);
    expect(JSON.parse(noManager.body)).toMatchObject({
      errors: { msteams_manager_email: [MSTEAMS_MANAGER_REQUIRED_MESSAGE] },
    });
    const internal = await saveTeamsGroup({
      integration: true,
      managerEmail: 'm@teams.test',
      url: 'https://10.0.0.7/webhook',
    });
    expect(internal.status).toBe(422);
    expect(JSON.parse(internal.body)).toMatchObject({ errors: { msteams_team_url: [WEBHOOK_PRIVATE_URL_MESSAGE] } });
  });
});
