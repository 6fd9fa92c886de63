import { describe, expect, it } from 'vitest';
import { outboundEmails } from '../src/db/schema/email.ts';
import { sendPasswordResetLink } from '../src/modules/auth/send-password-reset-link.ts';
import { bearer, createTestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

describe('logging', () => {
  it('logs every request with a request id and never a password, token or cookie', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLines: lines, env: { LOG_LEVEL: 'info' } });
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'caller@acme.test', password: TEST_DEMO_PASSWORD },
      });
      const { token } = login.json<{ token: string }>();
      const cookie = login.cookies.find((c) => c.name === 'cb_refresh')?.value ?? '';
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: cookie } });
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email: 'caller@acme.test' } });
      // The job the request queued (jobs are off here), run as its worker would.
      await sendPasswordResetLink(t.deps, { email: 'caller@acme.test' });
      const [email] = await t.deps.db.select().from(outboundEmails);
      const resetToken = email?.text.match(/reset_password\/(\S+)/)?.[1] ?? '';
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: {
          email: 'caller@acme.test',
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
});
