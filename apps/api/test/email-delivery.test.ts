import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { outboundEmails } from '../src/db/schema/email.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Received = { messageId: string; to: string; subject: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started again. */
function createMailSink(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          onData(stream, _session, callback) {
            simpleParser(stream)
              .then((mail) => {
                const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
                received.push({ messageId: mail.messageId ?? '', to, subject: mail.subject ?? '' });
                callback();
              })
              .catch((error: unknown) => {
                callback(error instanceof Error ? error : new Error(String(error)));
              });
          },
        });
        server.listen(port, '127.0.0.1', () => {
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) {
          resolve();
          return;
        }
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting');
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
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email: 'pm@acme.test' } });
    await waitFor(() => sink.received.some((m) => m.to.includes('pm@acme.test')), 20_000);
    expect(sink.received.find((m) => m.to.includes('pm@acme.test'))?.subject).toBe('Reset your CaseBridge password');
  });

  it('with the SMTP server down, email waits and is retried; after restart every message arrives exactly once', async () => {
    await sink.stop();
    const recipients = ['caller@acme.test', 'caller2@acme.test', 'bm@acme.test'];
    for (const email of recipients) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });
      expect(response.statusCode).toBe(200);
    }
    await waitFor(async () => {
      const rows = await t.deps.db.select().from(outboundEmails);
      return rows.filter((r) => recipients.some((e) => r.toAddresses.includes(e)) && r.attempts > 0).length === 3;
    }, 20_000);
    const pending = await t.deps.db.select().from(outboundEmails);
    expect(pending.filter((r) => r.status === 'pending' && r.lastError !== null).length).toBeGreaterThanOrEqual(3);

    await sink.start();
    await waitFor(() => recipients.every((e) => sink.received.some((m) => m.to.includes(e))), 45_000);
    // Give a duplicate delivery, if there were one, time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of recipients) {
      expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
    const ids = sink.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await t.deps.db.select().from(outboundEmails);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('dev mailbox', () => {
  it('without SMTP_URL, messages are kept in the outbox and listed with their links', async () => {
    const t = await createTestApp({ startJobs: true });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot_password',
        payload: { email: 'caller@globex.test' },
      });
      await waitFor(async () => {
        const r = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        return r.json<{ messages: { status: string }[] }>().messages[0]?.status === 'sent';
      }, 20_000);
      const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      const [message] = mailbox.json<{ messages: { to: string[]; links: string[] }[] }>().messages;
      expect(message?.to).toEqual(['caller@globex.test']);
      expect(message?.links[0]).toMatch(/^http:\/\/localhost:3000\/reset_password\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.close();
    }
  });

  it('is absent in production', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(t.routes.some((r) => r.url === '/api/dev/mailbox')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
