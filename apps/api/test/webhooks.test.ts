import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_PRIVATE_URL_MESSAGE,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_URL_MESSAGE,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
} from '@casebridge/contract/webhooks';
import { auditLog } from '../src/db/schema/audit.ts';
import { cases } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { webhookMessages } from '../src/db/schema/integrations.ts';
import { hasValidSignature } from '../src/modules/webhooks/webhook-secret.ts';
import {
  DISABLE_AFTER_MS,
  deliverWebhookMessage,
  webhookRetryDelaySeconds,
} from '../src/modules/webhooks/webhook-worker.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { startReceiver, type Received } from './webhook-receiver.ts';

const signatureHeaders = (r: Received) => ({
  id: String(r.headers['webhook-id']),
  timestamp: String(r.headers['webhook-timestamp']),
  signature: String(r.headers['webhook-signature']),
});

/**
 * Issue 27 §3, ADR 56: webhooks. Deliveries are run here by calling the worker's job with the test's clock (the job
 * queue is off), so retries, backoff and the three days before disabling are checked without waiting.
 */
describe('[issue 27] webhooks', () => {
  let t: TestApp;
  let build: ReturnType<typeof builders>;
  let acme: BuiltCompany;
  let globex: BuiltCompany;
  let acmeCaller: BuiltUser;
  let acmeAdmin: BuiltUser;
  let globexProcess: BuiltDocument;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const keys = { acme: '', acmeCasesOnly: '', globex: '' };

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_DELAY: '60', WEBHOOK_RETRY_LIMIT: '2' },
    });
    build = builders(t);
    acme = await build.company({ name: 'Acme' });
    globex = await build.company({ name: 'Globex' });
    acmeCaller = await build.user(acme);
    acmeAdmin = await build.user(acme, { role: 'business_manager' });
    const acmeApi = await build.user(acme, { role: 'api' });
    const globexApi = await build.user(globex, { role: 'api' });
    keys.acme = (await build.apiKey(acmeApi)).secret;
    keys.acmeCasesOnly = (await build.apiKey(acmeApi, { scopes: ['cases:read', 'cases:write'] })).secret;
    keys.globex = (await build.apiKey(globexApi)).secret;
    globexProcess = await build.document(globex);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.reset();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, secret: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(secret), ...(payload ? { payload } : {}) });

  async function addWebhook(secret: string, eventTypes: string[] = ['case.created'], url = receiver.url) {
    const response = await call('POST', '/api/v1/webhooks', secret, { url, eventTypes, description: 'Tracker' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ webhook: Webhook; secret: string }>();
  }

  /** The ids of a webhook's messages still waiting, oldest first. */
  async function pendingOf(webhookId: number) {
    const rows = await t.deps.db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(and(eq(webhookMessages.webhookId, webhookId), eq(webhookMessages.status, 'pending')))
      .orderBy(asc(webhookMessages.id));
    return rows.map((row) => row.id);
  }

  const deliver = (id: number, now = new Date()) => deliverWebhookMessage(t.deps, id, now);
  const deliveries = async (webhookId: number, secret = keys.acme) =>
    (await call('GET', `/api/v1/webhooks/${String(webhookId)}/deliveries`, secret)).json<{
      deliveries: WebhookDelivery[];
    }>().deliveries;

  it('each party’s webhook gets the case’s events once, signed (Standard Webhooks), in order, named from its side', async () => {
    const all = [
      'case.created',
      'case.information_requested',
      'case.information_given',
      'case.approved',
      'case.note_added',
      'case.closed',
    ];
    const ours = await addWebhook(keys.acme, all);
    const theirs = await addWebhook(keys.globex, ['case.created', 'case.approved']);
    expect(ours.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    const built = await build.case(acmeCaller, globexProcess, { internalCaseNumber: 'INC-7' });
    const act = (path: string, secret: string, body?: object) =>
      call('POST', `/api/v1/cases/${built.token}/${path}`, secret, body);
    expect((await act('respond', keys.globex, { decision: 'requestInformation', note: 'Which?' })).statusCode).toBe(
      200,
    );
    // A message waits behind the case's earlier one: the second is not sent while the first is pending.
    const [first, second] = await pendingOf(ours.webhook.id);
    expect(await deliver(second ?? 0)).toBe('skipped');
    expect(await deliver(first ?? 0)).toBe('delivered');
    expect(await deliver(second ?? 0)).toBe('delivered');
    expect(
      (await act('respond', keys.acme, { decision: 'replyWithInformation', additionalInformation: '4.2' })).statusCode,
    ).toBe(200);
    expect(
      (
        await act('respond', keys.globex, {
          decision: 'approve',
          caseNumber: 'GX-1',
          engineerName: 'Gina Globex',
          engineerEmail: 'gina@globex.test',
        })
      ).statusCode,
    ).toBe(200);
    for (const webhookId of [ours.webhook.id, theirs.webhook.id])
      for (const id of await pendingOf(webhookId)) expect(await deliver(id)).toBe('delivered');

    const bodies = receiver.received.map((r) => ({ ...(JSON.parse(r.body) as WebhookPayload), headers: r.headers }));
    const acmeEvents = receiver.received.filter((r) => hasValidSignature(ours.secret, signatureHeaders(r), r.body));
    const globexEvents = receiver.received.filter((r) => hasValidSignature(theirs.secret, signatureHeaders(r), r.body));
    // Every delivery is signed by exactly one of the two webhooks' secrets.
    expect(acmeEvents.length + globexEvents.length).toBe(receiver.received.length);
    const typesOf = (list: Received[]) => list.map((r) => (JSON.parse(r.body) as WebhookPayload).type);
    expect(typesOf(acmeEvents)).toEqual([
      'case.created',
      'case.information_requested',
      'case.information_given',
      'case.approved',
    ]);
    expect(typesOf(globexEvents)).toEqual(['case.created', 'case.approved']);
    // The creation's message, written after the case took its number (ADR 55), carries that number.
    const [numbered] = await t.deps.db
      .select({ networkCaseNumber: cases.networkCaseNumber })
      .from(cases)
      .where(eq(cases.id, built.id));
    expect(numbered?.networkCaseNumber).toMatch(/^CB-/);
    for (const events of [acmeEvents, globexEvents])
      expect(JSON.parse(events[0]?.body ?? '{}')).toMatchObject({
        type: 'case.created',
        data: { case: { networkCaseNumber: numbered?.networkCaseNumber } },
      });
    const ourLast = JSON.parse(acmeEvents.at(-1)?.body ?? '{}') as WebhookPayload;
    expect(ourLast.data).toMatchObject({
      sequence: 4,
      case: { id: built.token, direction: 'outbound', status: 'accepted', internalCaseNumber: 'INC-7' },
    });
    const theirLast = JSON.parse(globexEvents.at(-1)?.body ?? '{}') as WebhookPayload;
    expect(theirLast.data.case).toMatchObject({ direction: 'inbound', internalCaseNumber: 'GX-1' });
    // One webhook-id per message, a fresh timestamp, and a wrong secret does not verify.
    expect(new Set(bodies.map((b) => b.headers['webhook-id'])).size).toBe(bodies.length);
    const [one] = receiver.received;
    if (!one) throw new Error('nothing received');
    expect(Math.abs(Number(one.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(hasValidSignature(theirs.secret, signatureHeaders(one), one.body)).toBe(false);
    expect(hasValidSignature(ours.secret, signatureHeaders(one), `${one.body} `)).toBe(false);
  });

  it('a failed delivery is retried with exponential backoff and jitter, logged with its answer, then failed', async () => {
    const { webhook } = await addWebhook(keys.acme, ['case.created']);
    await build.case(acmeCaller, globexProcess);
    const [id] = await pendingOf(webhook.id);
    if (id === undefined) throw new Error('no message');
    receiver.state.status = 503;
    receiver.state.answer = 'x'.repeat(3000);
    const t0 = new Date();
    expect(await deliver(id, t0)).toBe('retrying');
    const [afterOne] = await deliveries(webhook.id);
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterOne?.attemptLog[0]).toMatchObject({ succeeded: false, responseStatus: 503, trigger: 'scheduled' });
    expect(afterOne?.attemptLog[0]?.responseBody).toHaveLength(1024);
    // The first retry waits between half and all of WEBHOOK_RETRY_DELAY; the second up to twice that.
    const due = new Date(afterOne?.nextAttemptAt ?? '').getTime() - t0.getTime();
    expect(due).toBeGreaterThanOrEqual(30_000);
    expect(due).toBeLessThanOrEqual(60_000);
    expect(webhookRetryDelaySeconds({ webhookRetryDelay: 60 }, 2, 0)).toBe(60);
    expect(webhookRetryDelaySeconds({ webhookRetryDelay: 60 }, 2, 1)).toBe(120);
    expect(webhookRetryDelaySeconds({ webhookRetryDelay: 90 }, 11, 1) / 3600).toBeCloseTo(25.6, 0);
    // Not before it is due.
    expect(await deliver(id, new Date(t0.getTime() + due - 1000))).toBe('skipped');
    expect(await deliver(id, new Date(t0.getTime() + due))).toBe('retrying');
    // WEBHOOK_RETRY_LIMIT=2: the third attempt is the last.
    expect(await deliver(id, new Date(t0.getTime() + 10 * 60_000))).toBe('failed');
    const [failed] = await deliveries(webhook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(failed?.attemptLog).toHaveLength(3);
    expect(receiver.received).toHaveLength(3);
    // The same message every time.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    // Replay: the same webhook-id again, logged as a replay; the receiver can drop it as a copy.
    receiver.state.status = 204;
    const replay = await call(
      'POST',
      `/api/v1/webhooks/${String(webhook.id)}/deliveries/${String(id)}/replay`,
      keys.acme,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await deliver(id)).toBe('delivered');
    const [replayed] = await deliveries(webhook.id);
    expect(replayed).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(replayed?.attemptLog[0]).toMatchObject({ succeeded: true, responseStatus: 204, trigger: 'replay' });
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    await call('DELETE', `/api/v1/webhooks/${String(webhook.id)}`, keys.acme);
  });

  it('an endpoint failing for three days is disabled, its waiting deliveries stop, and the company’s admins are emailed', async () => {
    const { webhook } = await addWebhook(keys.acme, ['case.created']);
    receiver.state.status = 500;
    await build.case(acmeCaller, globexProcess);
    // The first attempt's time: after the case's event (a busy machine may take milliseconds to write it).
    const t0 = new Date(Date.now() + 1000);
    const [id] = await pendingOf(webhook.id);
    expect(await deliver(id ?? 0, t0)).toBe('retrying');
    // A test event sent later fails too, still within three days of the first failure.
    const test = await call('POST', `/api/v1/webhooks/${String(webhook.id)}/test`, keys.acme);
    expect(test.statusCode, test.body).toBe(200);
    const testId = test.json<{ delivery: WebhookDelivery }>().delivery.id;
    expect(await deliver(testId, new Date(t0.getTime() + DISABLE_AFTER_MS - 60_000))).toBe('retrying');
    expect((await call('GET', '/api/v1/webhooks', keys.acme)).json<{ webhooks: Webhook[] }>().webhooks).toContainEqual(
      expect.objectContaining({ id: webhook.id, status: 'enabled', failingSince: t0.toISOString() }),
    );
    expect(await deliver(id ?? 0, new Date(t0.getTime() + DISABLE_AFTER_MS))).toBe('disabled');
    const listed = (await call('GET', '/api/v1/webhooks', keys.acme)).json<{ webhooks: Webhook[] }>().webhooks;
    expect(listed.find((w) => w.id === webhook.id)).toMatchObject({
      status: 'disabled',
      disabledReason: 'Every delivery failed for three days.',
    });
    expect(await pendingOf(webhook.id)).toEqual([]);
    const emails = await t.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'webhook_disabled'));
    expect(emails.map((email) => email.toAddresses)).toEqual([[acmeAdmin.email]]);
    expect(emails[0]?.text).toContain(receiver.url);
    // A disabled webhook takes no test and no replay until an admin enables it again (a clean slate).
    expect((await call('POST', `/api/v1/webhooks/${String(webhook.id)}/test`, keys.acme)).statusCode).toBe(409);
    const enabled = await call('PATCH', `/api/v1/webhooks/${String(webhook.id)}`, keys.acme, { enabled: true });
    expect(enabled.json<{ webhook: Webhook }>().webhook).toMatchObject({ status: 'enabled', failingSince: null });
    await call('DELETE', `/api/v1/webhooks/${String(webhook.id)}`, keys.acme);
  });

  it('a rotated secret signs beside the previous one during the overlap (two signatures), then alone', async () => {
    const { webhook, secret: oldSecret } = await addWebhook(keys.acme, ['case.created']);
    const rotated = await call('POST', `/api/v1/webhooks/${String(webhook.id)}/rotate-secret`, keys.acme, {
      overlapHours: 1,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, webhook: after } = rotated.json<{ secret: string; webhook: Webhook }>();
    expect(newSecret).not.toBe(oldSecret);
    expect(after.previousSecretExpiresAt).not.toBeNull();
    const send = async (laterMs: number) => {
      const test = await call('POST', `/api/v1/webhooks/${String(webhook.id)}/test`, keys.acme);
      const now = new Date(Date.now() + laterMs);
      expect(await deliver(test.json<{ delivery: WebhookDelivery }>().delivery.id, now)).toBe('delivered');
      const last = receiver.received.at(-1);
      if (!last) throw new Error('nothing received');
      return last;
    };
    const during = await send(0);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(hasValidSignature(oldSecret, signatureHeaders(during), during.body)).toBe(true);
    expect(hasValidSignature(newSecret, signatureHeaders(during), during.body)).toBe(true);
    const later = await send(2 * 3600 * 1000);
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(hasValidSignature(oldSecret, signatureHeaders(later), later.body)).toBe(false);
    expect(hasValidSignature(newSecret, signatureHeaders(later), later.body)).toBe(true);
    await call('DELETE', `/api/v1/webhooks/${String(webhook.id)}`, keys.acme);
  });

  it('refuses addresses that are not https or that name our own network (SSRF), as the metadata fetch does', async () => {
    const refusal = async (url: string, app = t) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: bearer(keys.acme),
        payload: { url, eventTypes: ['case.created'] },
      });
      expect(response.statusCode, url).toBe(422);
      return response.json<{ errors: { url: string[] } }>().errors.url[0];
    };
    expect(await refusal('http://tracker.example.com/hooks')).toBe(WEBHOOK_URL_MESSAGE);
    expect(await refusal('ftp://tracker.example.com/')).toBe(WEBHOOK_URL_MESSAGE);
    expect(await refusal('https://user:pw@tracker.example.com/')).toBe(WEBHOOK_URL_MESSAGE);
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.1.1]/',
      'https://[fd00::1]/',
      'https://100.64.0.1/',
    ])
      expect(await refusal(url)).toBe(WEBHOOK_PRIVATE_URL_MESSAGE);

    // Without WEBHOOK_ALLOW_LOOPBACK (production refuses it), this machine is refused too, by address and by name.
    const strict = await createTestApp({ database: t.deps.database });
    try {
      expect(await refusal('https://127.0.0.1/hooks', strict)).toBe(WEBHOOK_PRIVATE_URL_MESSAGE);
      expect(await refusal('https://localhost/hooks', strict)).toBe(WEBHOOK_PRIVATE_URL_MESSAGE);
      expect(await refusal(receiver.url, strict)).toBe(WEBHOOK_PRIVATE_URL_MESSAGE);
      // A webhook saved while loopback was allowed is refused when it is sent: nothing reaches the receiver.
      const { webhook } = await addWebhook(keys.acme, ['case.created']);
      const test = await call('POST', `/api/v1/webhooks/${String(webhook.id)}/test`, keys.acme);
      const id = test.json<{ delivery: WebhookDelivery }>().delivery.id;
      expect(await deliverWebhookMessage(strict.deps, id)).toBe('retrying');
      const [logged] = await deliveries(webhook.id);
      expect(logged?.attemptLog[0]).toMatchObject({ succeeded: false, responseStatus: null });
      expect(logged?.attemptLog[0]?.error).toBe(WEBHOOK_PRIVATE_URL_MESSAGE);
      expect(receiver.received).toEqual([]);
      await call('DELETE', `/api/v1/webhooks/${String(webhook.id)}`, keys.acme);
    } finally {
      await strict.close();
    }
    await expect(createTestApp({ env: { NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: 'true' } })).rejects.toThrow(
      /WEBHOOK_ALLOW_LOOPBACK/,
    );
  });

  it('another company’s key finds none of our webhooks (404), a key without webhooks:manage is refused, and every action is audited', async () => {
    const { webhook } = await addWebhook(keys.acme, ['case.created']);
    const base = `/api/v1/webhooks/${String(webhook.id)}`;
    const test = await call('POST', `${base}/test`, keys.acme);
    const deliveryId = test.json<{ delivery: WebhookDelivery }>().delivery.id;
    for (const [method, url, body] of [
      ['PATCH', base, { enabled: false }],
      ['DELETE', base, undefined],
      ['POST', `${base}/rotate-secret`, {}],
      ['POST', `${base}/test`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${String(deliveryId)}/replay`, undefined],
    ] as const) {
      expect((await call(method, url, keys.globex, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, keys.acmeCasesOnly, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call('GET', '/api/v1/webhooks', keys.globex)).json<{ webhooks: Webhook[] }>().webhooks,
    ).not.toContainEqual(expect.objectContaining({ id: webhook.id }));
    // A delivery of another webhook is not this webhook's to replay.
    const other = await addWebhook(keys.acme, ['case.created']);
    expect(
      (
        await call(
          'POST',
          `/api/v1/webhooks/${String(other.webhook.id)}/deliveries/${String(deliveryId)}/replay`,
          keys.acme,
        )
      ).statusCode,
    ).toBe(404);

    await call('PATCH', base, keys.acme, { eventTypes: ['case.closed'], description: 'Renamed' });
    await call('POST', `${base}/rotate-secret`, keys.acme, {});
    await deliver(deliveryId);
    await call('POST', `${base}/deliveries/${String(deliveryId)}/replay`, keys.acme);
    await call('DELETE', base, keys.acme);
    const actions = await t.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(like(auditLog.action, 'webhook.%'))
      .orderBy(asc(auditLog.id));
    const ofThis = actions.filter((row) => row.details?.webhookId === webhook.id).map((row) => row.action);
    expect(ofThis).toEqual([
      'webhook.create',
      'webhook.test',
      'webhook.update',
      'webhook.rotate_secret',
      'webhook.replay',
      'webhook.delete',
    ]);
  });
});
