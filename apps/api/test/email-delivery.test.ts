import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboundEmails } from '../src/db/schema/email.ts';
import type { Database, Db } from '../src/db/client.ts';
import { DELIVER_EMAIL_QUEUE, outboundMessageId, sweepStrandedEmails } from '../src/modules/email/email-worker.ts';
import {
  claimOutboundEmail,
  insertOutboundEmail,
  recordOutboundEmailFailure,
  type EmailMessage,
} from '../src/modules/email/outbox.ts';
import { builders } from './builders.ts';
import { createMailSink, freePort } from './mail-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const message = (to: string): EmailMessage => ({
  template: 'test',
  to: [to],
  subject: `Test for ${to}`,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
});

const rowOf = async (db: Db, id: number) => {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row) throw new Error(`no outbound email ${String(id)}`);
  return row;
};

/** The worker's claim timing with the defaults of the configuration. */
const timing = { staleSeconds: 300, reclaimAfterSeconds: 420 };

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting');
}

/**
 * Sent is final: no claim takes a sent row again, and the sink has the message before its sender marks the row.
 * Once every row is sent, the deliveries the sink counts are all there will ever be.
 */
async function allSent(db: Db, ids: number[]): Promise<boolean> {
  for (const id of ids) if ((await rowOf(db, id)).status !== 'sent') return false;
  return true;
}

/** Every delivery job of the email has run to its end (pg-boss's job table): none waits, retries or runs. */
async function deliveryJobsDone(database: Database, emailId: number): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select count(*)::int as open from pgboss.job
     where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active')`,
    [DELIVER_EMAIL_QUEUE, String(emailId)],
  );
  return (rows[0] as { open: number }).open === 0;
}

/** Asks for a password reset for the address, as the sign-in page does (it queues the reset email). */
async function forgotPassword(t: TestApp, email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });
  expect(response.statusCode).toBe(200);
}

/** The outbox rows addressed to the recipients. */
async function rowIdsTo(db: Db, recipients: string[]): Promise<number[]> {
  const rows = await db.select({ id: outboundEmails.id, to: outboundEmails.toAddresses }).from(outboundEmails);
  return rows.filter((r) => recipients.some((e) => r.to.includes(e))).map((r) => r.id);
}

describe('email through SMTP', () => {
  let t: TestApp;
  let sink: ReturnType<typeof createMailSink>;

  beforeAll(async () => {
    const port = await freePort();
    sink = createMailSink(port);
    await sink.start();
    t = await createTestApp({ startJobs: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('delivers a reset email through the SMTP server', async () => {
    const make = builders(t);
    const { email } = await make.user(await make.company());
    await forgotPassword(t, email);
    await waitFor(() => sink.received.some((m) => m.to.includes(email)), 20_000);
    expect(sink.received.find((m) => m.to.includes(email))?.subject).toBe('Reset your CaseBridge password');
  });

  it('with the SMTP server down, email waits and is retried; after restart every message arrives exactly once', async () => {
    const make = builders(t);
    const company = await make.company();
    const recipients: string[] = [];
    for (let n = 0; n < 3; n += 1) recipients.push((await make.user(company)).email);
    await sink.stop();
    for (const email of recipients) await forgotPassword(t, email);
    // Each message has failed at least once and waits, pending, for its retry (not failed, not stuck in 'sending').
    await waitFor(async () => {
      const rows = await t.deps.db.select().from(outboundEmails);
      const mine = rows.filter((r) => recipients.some((e) => r.toAddresses.includes(e)));
      return mine.filter((r) => r.attempts > 0 && r.status === 'pending' && r.lastError !== null).length === 3;
    }, 20_000);

    await sink.start();
    const ids = await rowIdsTo(t.deps.db, recipients);
    expect(ids).toHaveLength(3);
    await waitFor(() => allSent(t.deps.db, ids), 45_000);
    for (const id of ids) {
      expect(sink.deliveriesOf(outboundMessageId(id, t.deps.config.appDomain))).toBe(1);
      // Failed attempts while the server was down, then the one that delivered.
      expect((await rowOf(t.deps.db, id)).attempts).toBeGreaterThan(1);
    }
    for (const email of recipients) expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("a stale 'sending' row (its worker died mid-send) is re-dispatched by the sweep and delivered once; a live claim is left alone", async () => {
    const staleId = await insertOutboundEmail(t.deps.db, message('stale@example.test'));
    const liveId = await insertOutboundEmail(t.deps.db, message('live@example.test'));
    await t.deps.db
      .update(outboundEmails)
      .set({
        status: 'sending',
        attempts: 1,
        claimedAt: sql`now() - interval '1 hour'`,
        nextAttemptAt: sql`now() - interval '50 minutes'`,
      })
      .where(eq(outboundEmails.id, staleId));
    await t.deps.db
      .update(outboundEmails)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now()`, nextAttemptAt: sql`now() + interval '7 minutes'` })
      .where(eq(outboundEmails.id, liveId));

    const swept = await sweepStrandedEmails(t.deps.db, t.deps.emails);
    expect(swept).toContain(staleId);
    expect(swept).not.toContain(liveId);
    // Even a job for the live row (a duplicate dispatch) must not send it while its claim is fresh.
    await t.deps.emails.dispatch([liveId]);

    await waitFor(
      async () => (await allSent(t.deps.db, [staleId])) && deliveryJobsDone(t.deps.database, liveId),
      20_000,
    );
    // The stale row: one claim more, one delivery. The live one: its job ran and claimed nothing, so sent nothing.
    expect(await rowOf(t.deps.db, staleId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.deliveriesOf(outboundMessageId(staleId, t.deps.config.appDomain))).toBe(1);
    expect(await rowOf(t.deps.db, liveId)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(sink.deliveriesOf(outboundMessageId(liveId, t.deps.config.appDomain))).toBe(0);
  });
});

describe('email fetched in batches', () => {
  it('a message the server refuses holds up none of those fetched with it: they arrive once, it is retried', async () => {
    const port = await freePort();
    const sink = createMailSink(port, { refuse: 'nobody@example.test' });
    await sink.start();
    const t = await createTestApp({
      startJobs: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, EMAIL_RETRY_DELAY: '1' },
    });
    try {
      // The refused one first: the others of its batch come after it.
      const refusedId = await insertOutboundEmail(t.deps.db, message('nobody@example.test'));
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4, 5])
        ids.push(await insertOutboundEmail(t.deps.db, message(`batch${String(n)}@example.test`)));
      await t.deps.emails.dispatch([refusedId, ...ids]);

      await waitFor(() => allSent(t.deps.db, ids), 20_000);
      // The refused message's own job is retried (seen between two attempts); the others' jobs are done.
      let refused = await rowOf(t.deps.db, refusedId);
      await waitFor(async () => {
        refused = await rowOf(t.deps.db, refusedId);
        return refused.attempts >= 2 && refused.status === 'pending';
      }, 20_000);
      expect(refused.lastError).toMatch(/550|unavailable/i);
      for (const id of ids) expect(await deliveryJobsDone(t.deps.database, id)).toBe(true);
      for (const id of ids) expect(sink.deliveriesOf(outboundMessageId(id, t.deps.config.appDomain))).toBe(1);
      expect(sink.received.filter((m) => m.to.includes('nobody@example.test'))).toHaveLength(0);
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});

describe('email over pooled connections', () => {
  it('[issue 22] a worker sends several messages at once over a few connections it keeps open, each message once', async () => {
    const port = await freePort();
    // A slow server: sent one after another, each message would wait for the one before it.
    const sink = createMailSink(port, { dataDelayMs: 200 });
    await sink.start();
    const t = await createTestApp({
      startJobs: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, SMTP_CONNECTIONS: '4' },
    });
    try {
      const ids: number[] = [];
      for (let n = 0; n < 24; n += 1)
        ids.push(await insertOutboundEmail(t.deps.db, message(`pooled${String(n)}@example.test`)));
      await t.deps.emails.dispatch(ids);

      await waitFor(() => allSent(t.deps.db, ids), 30_000);
      for (const id of ids) expect(sink.deliveriesOf(outboundMessageId(id, t.deps.config.appDomain))).toBe(1);
      // Up to SMTP_CONNECTIONS open at once, each carrying many messages: not one connection per message.
      expect(sink.connections.mostOpen).toBeGreaterThan(1);
      expect(sink.connections.mostOpen).toBeLessThanOrEqual(4);
      expect(sink.connections.opened).toBeLessThanOrEqual(8);
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});

describe('email metrics', () => {
  it('[issue 22] the worker counts the emails it sends and those it marks failed; /metrics shows them', async () => {
    const port = await freePort();
    const sink = createMailSink(port, { refuse: 'nobody@example.test' });
    await sink.start();
    const metricsToken = 'metrics-token-of-the-email-test-0123456789';
    const t = await createTestApp({
      startJobs: true,
      // No retry: the refused message is marked failed at its first attempt.
      env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, EMAIL_RETRY_LIMIT: '0', METRICS_TOKEN: metricsToken },
    });
    try {
      const refusedId = await insertOutboundEmail(t.deps.db, message('nobody@example.test'));
      const ids = [
        await insertOutboundEmail(t.deps.db, message('counted1@example.test')),
        await insertOutboundEmail(t.deps.db, message('counted2@example.test')),
      ];
      await t.deps.emails.dispatch([refusedId, ...ids]);
      const scrape = async () =>
        (
          await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })
        ).body.split('\n');
      // The counters move once the worker has marked the rows: watched through the scrape itself.
      const settled = [
        'casebridge_email_outbox_pending 0',
        'casebridge_emails_sent_total 2',
        'casebridge_emails_failed_total 1',
      ];
      await waitFor(async () => {
        const lines = await scrape();
        return settled.every((line) => lines.includes(line));
      }, 20_000);
      expect(await allSent(t.deps.db, ids)).toBe(true);
      expect((await rowOf(t.deps.db, refusedId)).status).toBe('failed');
      // Not one attempt more: the sink took each delivered message once, and nothing was retried.
      expect(await scrape()).toContain('casebridge_email_retries_total 0');
      for (const id of ids) expect(sink.deliveriesOf(outboundMessageId(id, t.deps.config.appDomain))).toBe(1);
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});

describe('email claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('claims racing on one pending row: exactly one wins, and a later claim waits for the stale interval', async () => {
    const id = await insertOutboundEmail(t.deps.db, message('race@example.test'));
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimOutboundEmail(t.deps.db, id, timing)));
    const won = claims.filter((c) => c !== undefined);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await claimOutboundEmail(t.deps.db, id, timing)).toBeUndefined();

    // The claimant dies; after the stale interval another worker takes the row over, and the first one's late
    // failure report no longer changes it.
    await t.deps.db
      .update(outboundEmails)
      .set({ claimedAt: sql`now() - interval '301 seconds'` })
      .where(eq(outboundEmails.id, id));
    const takeovers = await Promise.all(Array.from({ length: 4 }, () => claimOutboundEmail(t.deps.db, id, timing)));
    expect(takeovers.filter((c) => c !== undefined)).toHaveLength(1);
    await recordOutboundEmailFailure(t.deps.db, { id, attempts: 1 }, 'late report', {
      final: false,
      retryAfterSeconds: 5,
    });
    expect(await rowOf(t.deps.db, id)).toMatchObject({ status: 'sending', attempts: 2, lastError: null });
  });

  it('the sweep takes only rows no job holds: not one in retry backoff, a live claim, sent or failed', async () => {
    const rows = {
      neverDispatched: { status: 'pending', attempts: 0, nextAttemptAt: sql`now() - interval '2 minutes'` },
      justCreated: { status: 'pending', attempts: 0, nextAttemptAt: sql`now()` },
      inBackoff: { status: 'pending', attempts: 3, nextAttemptAt: sql`now() + interval '30 seconds'` },
      retryLost: { status: 'pending', attempts: 3, nextAttemptAt: sql`now() - interval '5 minutes'` },
      liveClaim: {
        status: 'sending',
        attempts: 1,
        claimedAt: sql`now()`,
        nextAttemptAt: sql`now() + interval '7 minutes'`,
      },
      deadClaim: {
        status: 'sending',
        attempts: 1,
        claimedAt: sql`now() - interval '9 minutes'`,
        nextAttemptAt: sql`now() - interval '2 minutes'`,
      },
      sent: { status: 'sent', attempts: 1, nextAttemptAt: sql`now() - interval '1 day'` },
      failed: { status: 'failed', attempts: 13, nextAttemptAt: sql`now() - interval '1 day'` },
    } as const;
    const ids = new Map<string, number>();
    for (const [name, values] of Object.entries(rows)) {
      const id = await insertOutboundEmail(t.deps.db, message(`${name}@example.test`));
      await t.deps.db.update(outboundEmails).set(values).where(eq(outboundEmails.id, id));
      ids.set(name, id);
    }
    const swept = new Set(await sweepStrandedEmails(t.deps.db, t.deps.emails));
    const taken = [...ids].filter(([, id]) => swept.has(id)).map(([name]) => name);
    expect(taken.sort()).toEqual(['deadClaim', 'neverDispatched', 'retryLost']);
  });

  it('sent and failed rows are never claimed', async () => {
    for (const status of ['sent', 'failed'] as const) {
      const id = await insertOutboundEmail(t.deps.db, message(`${status}@example.test`));
      await t.deps.db
        .update(outboundEmails)
        .set({ status, claimedAt: sql`now() - interval '1 day'` })
        .where(eq(outboundEmails.id, id));
      expect(await claimOutboundEmail(t.deps.db, id, timing)).toBeUndefined();
    }
  });
});

describe('email with two app instances on one database', () => {
  let t1: TestApp;
  let t2: TestApp;
  let sink: ReturnType<typeof createMailSink>;

  beforeAll(async () => {
    const port = await freePort();
    sink = createMailSink(port);
    await sink.start();
    const env = { SMTP_URL: `smtp://127.0.0.1:${String(port)}` };
    t1 = await createTestApp({ startJobs: true, env });
    t2 = await createTestApp({ startJobs: true, env, database: t1.deps.database });
  });
  afterAll(async () => {
    await t2.close();
    await t1.close();
    await sink.stop();
  });

  it('both instances dispatch the same messages again and again: each is delivered once, in one attempt', async () => {
    const recipients = ['one@example.test', 'two@example.test', 'three@example.test', 'four@example.test'];
    const ids: number[] = [];
    for (const to of recipients) ids.push(await insertOutboundEmail(t1.deps.db, message(to)));
    for (let round = 0; round < 4; round++) {
      await Promise.all([t1.deps.emails.dispatch(ids), t2.deps.emails.dispatch(ids)]);
    }
    const make = builders(t1);
    const { email } = await make.user(await make.company());
    await forgotPassword(t2, email);
    recipients.push(email);

    await waitFor(async () => {
      const all = await rowIdsTo(t1.deps.db, recipients);
      return all.length === recipients.length && allSent(t1.deps.db, all);
    }, 20_000);
    // One claim each (attempts 1), and a claim sends at most once: one delivery each, whatever the dispatches.
    for (const id of await rowIdsTo(t1.deps.db, recipients)) {
      expect(await rowOf(t1.deps.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sink.deliveriesOf(outboundMessageId(id, t1.deps.config.appDomain))).toBe(1);
    }
    for (const to of recipients) expect(sink.received.filter((m) => m.to.includes(to))).toHaveLength(1);

    // The queue deduplicates: 8 dispatches of an id made far fewer jobs (a 'standard' queue makes 8).
    const { rows } = await t1.deps.database.executeSql(
      `select singleton_key as key, count(*)::int as jobs from pgboss.job where name = $1 group by singleton_key`,
      ['email-deliver'],
    );
    const jobs = new Map((rows as { key: string; jobs: number }[]).map((r) => [r.key, r.jobs]));
    for (const id of ids) {
      expect(jobs.get(String(id))).toBeGreaterThanOrEqual(1);
      expect(jobs.get(String(id))).toBeLessThan(8);
    }
  });
});

describe('email that cannot be delivered', () => {
  it('ends failed after the retry limit, and neither the sweep nor a new dispatch sends it again', async () => {
    const port = await freePort(); // nothing listens here until the end of the test
    const t = await createTestApp({
      startJobs: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, EMAIL_RETRY_LIMIT: '2' },
    });
    const sink = createMailSink(port);
    try {
      const make = builders(t);
      const { email } = await make.user(await make.company());
      await forgotPassword(t, email);
      const row = { id: 0 };
      await waitFor(async () => {
        [row.id = 0] = await rowIdsTo(t.deps.db, [email]);
        return row.id !== 0 && (await rowOf(t.deps.db, row.id)).status === 'failed';
      }, 25_000);
      // One attempt and two retries.
      expect(await rowOf(t.deps.db, row.id)).toMatchObject({ status: 'failed', attempts: 3 });
      expect((await rowOf(t.deps.db, row.id)).lastError).toMatch(/ECONNREFUSED|connect/i);

      // Long after: the SMTP server is back, the row is far past due, the sweep runs and the id is dispatched again.
      await sink.start();
      await t.deps.db
        .update(outboundEmails)
        .set({ nextAttemptAt: sql`now() - interval '1 day'`, claimedAt: sql`now() - interval '1 day'` })
        .where(eq(outboundEmails.id, row.id));
      expect(await sweepStrandedEmails(t.deps.db, t.deps.emails)).not.toContain(row.id);
      await t.deps.emails.dispatch([row.id]);
      await waitFor(() => deliveryJobsDone(t.deps.database, row.id), 20_000);
      // The job ran and claimed nothing: the attempts did not move, so nothing was sent.
      expect(await rowOf(t.deps.db, row.id)).toMatchObject({ status: 'failed', attempts: 3 });
      expect(sink.received).toHaveLength(0);
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});

describe('dev mailbox', () => {
  it('without SMTP_URL, messages are kept in the outbox and listed with their links', async () => {
    const t = await createTestApp({ startJobs: true });
    try {
      const make = builders(t);
      const { email } = await make.user(await make.company());
      await forgotPassword(t, email);
      await waitFor(async () => {
        const r = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        return r.json<{ messages: { status: string }[] }>().messages[0]?.status === 'sent';
      }, 20_000);
      const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      const [message] = mailbox.json<{ messages: { to: string[]; links: string[] }[] }>().messages;
      expect(message?.to).toEqual([email]);
      expect(message?.links[0]).toMatch(/^http:\/\/localhost:3000\/reset_password\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.close();
    }
  });

  it("lists the outbox whatever a message's status", async () => {
    const t = await createTestApp();
    try {
      for (const status of ['pending', 'sending', 'sent', 'failed'] as const) {
        const id = await insertOutboundEmail(t.deps.db, message(`${status}@example.test`));
        await t.deps.db.update(outboundEmails).set({ status }).where(eq(outboundEmails.id, id));
      }
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      const listed = response.json<{ messages: { to: string[]; status: string }[] }>().messages;
      for (const status of ['pending', 'sending', 'sent', 'failed']) {
        expect(listed.find((m) => m.to[0] === `${status}@example.test`)?.status).toBe(status);
      }
    } finally {
      await t.close();
    }
  });

  it('is absent in production', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(t.routes.some((r) => r.url === '/api/dev/mailbox')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
