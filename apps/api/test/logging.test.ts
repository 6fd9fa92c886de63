import { describe, expect, it } from 'vitest';
import { outboundEmails } from '../src/db/schema/email.ts';
import { sendPasswordResetLink } from '../src/modules/auth/send-password-reset-link.ts';
import { builders } from './builders.ts';
import { bearer, createTestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

describe('logging', () => {
  it('logs every request with a request id and never a password, token or cookie', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLines: lines, env: { LOG_LEVEL: 'info' } });
    try {
      const make = builders(t);
      const { email: caller } = await make.user(await make.company());
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: caller, password: TEST_DEMO_PASSWORD },
      });
      const { token } = login.json<{ token: string }>();
      const cookie = login.cookies.find((c) => c.name === 'cb_refresh')?.value ?? '';
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: cookie } });
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email: caller } });
      // The job the request queued (jobs are off here), run as its worker would.
      await sendPasswordResetLink(t.deps, { email: caller });
      const [email] = await t.deps.db.select().from(outboundEmails);
      const resetToken = email?.text.match(/reset_password\/(\S+)/)?.[1] ?? '';
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: {
          email: caller,
          password: 'Another-pass-3$',
          password_confirmation: 'Another-pass-3$',
          token: resetToken,
        },
      });
      await t.app.inject({ method: 'GET', url: `/api/caller/landing/${resetToken}` });

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(6);
      for (const line of lines.filter((l) => l.includes('incoming request'))) {
        expect(JSON.parse(line)).toHaveProperty('reqId');
      }
      expect(resetToken.length).toBeGreaterThan(20);
      for (const secret of [TEST_DEMO_PASSWORD, 'Another-pass-3$', token, cookie, resetToken]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });

  it('[issue 22] takes a sane X-Request-Id, else makes one; every answer returns it and every log line of the request names it', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLines: lines, env: { LOG_LEVEL: 'info' } });
    try {
      const linesOf = (id: string) =>
        lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);

      // A proxy's id (nginx's $request_id).
      const given = 'nginx-3f2a.9_B';
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-request-id': given },
        payload: { email: 'caller@acme.test', password: 'not-the-password' },
      });
      expect(login.headers['x-request-id']).toBe(given);
      expect(linesOf(given).map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );

      // Not a sane token: too long, or characters a header or log line must not carry. A new id instead.
      for (const insane of ['a'.repeat(129), 'two words', 'id;drop', 'x\u00e9']) {
        const answer = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': insane } });
        const id = String(answer.headers['x-request-id']);
        expect(id).not.toBe(insane);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(linesOf(id).length).toBeGreaterThanOrEqual(2);
        expect(lines.join('\n')).not.toContain(insane);
      }

      // None sent: one made. Refusals and unknown paths answer with theirs too.
      for (const url of ['/api/config', '/api/auth/me', '/api/no-such-route']) {
        const answer = await t.app.inject({ method: 'GET', url });
        const id = String(answer.headers['x-request-id']);
        expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
        expect(linesOf(id).length, url).toBeGreaterThanOrEqual(2);
      }
      const ids = new Set(lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean));
      expect(ids.size).toBe(1 + 4 + 3);
    } finally {
      await t.close();
    }
  });
});
