import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { emailTokens, refreshSessions } from '../src/db/schema/identity.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { PASSWORD_RESET_LINK_QUEUE } from '../src/modules/auth/auth-jobs.ts';
import {
  findCurrentUserById,
  findSignInUserByEmail,
  findUserWithCompanyByEmail,
  findUserWithCompanyById,
} from '../src/modules/auth/auth-repository.ts';
import { sendPasswordResetLink } from '../src/modules/auth/send-password-reset-link.ts';
import { builders, type BuiltUser } from './builders.ts';
import {
  bearer,
  createCookieJar,
  createTestApp,
  refreshCookieOf,
  sessionToken,
  signInAs,
  type TestApp,
} from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const inject = (options: InjectOptions) => t.app.inject(options);

/** A user of a new company of its own (a caller unless `role` says otherwise). */
const newUser = async (input: Parameters<typeof make.user>[1] = {}): Promise<BuiltUser> =>
  make.user(await make.company(), input);

/** The super admin signs in and logs in as a user through `url`, the cookies kept as the browser keeps them. */
async function startImpersonation(superAdminEmail: string, url: string) {
  const browser = createCookieJar();
  const login = await inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: superAdminEmail, password: TEST_DEMO_PASSWORD },
  });
  browser.keep(login);
  const adminToken = login.json<{ token: string }>().token;
  const start = await inject({ method: 'GET', url, headers: bearer(adminToken), cookies: browser.for(url) });
  browser.keep(start);
  return { browser, adminToken, start };
}

describe('sign in', () => {
  it('[H-009] the super admin and every Acme account sign in with the demo password and load themselves', async () => {
    // About the demo seed: its accounts must exist and sign in with the demo password.
    const demo = await createTestApp({ data: 'demo' });
    try {
      for (const email of [
        'super@casebridge.test',
        'bm@acme.test',
        'pm@acme.test',
        'caller@acme.test',
        'caller2@acme.test',
        'api@acme.test',
      ]) {
        const { token, refreshCookie } = await signInAs(demo, email);
        expect(refreshCookie).toBeTruthy();
        const me = await demo.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
        expect(me.statusCode).toBe(200);
        expect(me.json<{ user: { email: string } }>().user.email).toBe(email);
      }
    } finally {
      await demo.close();
    }
  });

  it('every sign-in is kept in the audit log with its company, not only the last login date', async () => {
    const caller = await newUser();
    const userId = caller.id;
    const loginsOf = async () =>
      (await t.deps.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId))).filter(
        (entry) => entry.action === 'user.login',
      );
    const before = (await loginsOf()).length;
    await signInAs(t, caller.email);
    await signInAs(t, caller.email);
    const after = await loginsOf();
    expect(after).toHaveLength(before + 2);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(after.at(-1)?.companyId).toBe(user?.companyId);
  });

  it('a new sign-in in the same browser ends the session that browser held before', async () => {
    const company = await make.company();
    const caller = await make.user(company);
    const programManager = await make.user(company, { role: 'program_manager' });
    const first = await signInAs(t, caller.email);
    const second = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: programManager.email, password: TEST_DEMO_PASSWORD },
      cookies: { cb_refresh: first.refreshCookie ?? '' },
    });
    expect(second.statusCode).toBe(200);
    const oldSession = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: first.refreshCookie ?? '' },
    });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: refreshCookieOf(second) ?? '' },
    });
    expect(newSession.statusCode).toBe(200);
  });

  it('[H-009] a wrong password answers 401 with an error message and sets no cookie', async () => {
    const caller = await newUser();
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: caller.email, password: 'Wrong-password-1!' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'These credentials do not match our records.' });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('[X-001] a login without fields answers 422 with the field map', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.email?.[0]).toBe('This field is required.');
    expect(errors.password?.length).toBeGreaterThan(0);
  });

  it('[X-037] an inactive user and the users of an inactive company cannot sign in', async () => {
    const disabled = await newUser();
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id));
    const ofInactiveCompany = await make.user(await make.company({ status: 'inactive' }), {
      role: 'business_manager',
    });
    const inactiveUser = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: disabled.email, password: TEST_DEMO_PASSWORD },
    });
    expect(inactiveUser.statusCode).toBe(403);
    expect(inactiveUser.json()).toEqual({ error: 'Your account is disabled.' });
    const inactiveCompany = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ofInactiveCompany.email, password: TEST_DEMO_PASSWORD },
    });
    expect(inactiveCompany.statusCode).toBe(403);
    expect(inactiveCompany.json()).toEqual({ error: 'Your account is disabled. Contact membership to re-activate.' });
  });

  it('[X-037] disabling a signed-in user ends the session at the next request', async () => {
    const caller = await newUser();
    const { token } = await signInAs(t, caller.email);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, caller.id));
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('users of an sso company sign in through their IdP, not with a password', async () => {
    const manager = await make.user(await make.company({ loginMethod: 'sso' }), { role: 'business_manager' });
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: TEST_DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: string }>().error).toMatch(/single sign-on/);
  });

  /** The statuses of `attempts` wrong-password sign-ins on a fresh app, each from `addressOf(i)` when given. */
  async function wrongPasswordStatuses(
    env: Record<string, string>,
    attempts: number,
    addressOf?: (attempt: number) => string,
  ): Promise<number[]> {
    const limited = await createTestApp({ env });
    try {
      const build = builders(limited);
      const caller = await build.user(await build.company());
      const statuses: number[] = [];
      for (let i = 0; i < attempts; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: addressOf ? { 'x-forwarded-for': addressOf(i) } : {},
          payload: { email: caller.email, password: 'Wrong-password-1!' },
        });
        statuses.push(r.statusCode);
      }
      return statuses;
    } finally {
      await limited.close();
    }
  }
  const addresses = (i: number) => `203.0.113.${String(i + 1)}`;

  it('[X-041] login attempts are rate limited with 429', async () => {
    expect(await wrongPasswordStatuses({ AUTH_RATE_LIMIT: '3' }, 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('[X-041] a client cannot escape the login limit by claiming other addresses in X-Forwarded-For', async () => {
    expect(await wrongPasswordStatuses({ AUTH_RATE_LIMIT: '3' }, 5, addresses)).toEqual([401, 401, 401, 429, 429]);
  });

  /** Sign-in attempts on a caller's account behind a trusted proxy, each from the address it names. */
  async function withAttackedAccount(
    authRateLimit: string,
    run: (attempt: (address: string, password: string) => Promise<number>) => Promise<void>,
  ): Promise<void> {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT: authRateLimit, TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const build = builders(limited);
      const caller = await build.user(await build.company());
      await run(async (address, password) => {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': address },
          payload: { email: caller.email, password },
        });
        return response.statusCode;
      });
    } finally {
      await limited.close();
    }
  }
  const WRONG = 'Wrong-password-1!';

  it('[X-041] strangers failing from many addresses never lock the user out: the right password signs in', async () => {
    await withAttackedAccount('2', async (attempt) => {
      const strangers: number[] = [];
      for (let i = 0; i < 42; i++) strangers.push(await attempt(addresses(i % 21), WRONG));
      expect(new Set(strangers)).toEqual(new Set([401]));
      expect(await attempt('198.51.100.77', TEST_DEMO_PASSWORD)).toBe(200);
    });
  });

  it('[X-041] an account failing from many addresses gives each address 3 attempts per 15 minutes', async () => {
    await withAttackedAccount('5', async (attempt) => {
      // 3 x 5 failures from anywhere put the account under attack.
      for (let i = 0; i < 15; i++) expect(await attempt(addresses(i), WRONG)).toBe(401);
      const guesser: number[] = [];
      for (let i = 0; i < 4; i++) guesser.push(await attempt('192.0.2.1', WRONG));
      expect(guesser).toEqual([401, 401, 401, 429]);
      expect(await attempt('192.0.2.1', TEST_DEMO_PASSWORD)).toBe(429);
      expect(await attempt('198.51.100.77', TEST_DEMO_PASSWORD)).toBe(200);
    });
  });
});

describe('session', () => {
  it('[A-026] the middleware check answers authorized, role and level; 401 for a bad token', async () => {
    const anonymous = await inject({ method: 'GET', url: '/api/auth/middleware' });
    expect(anonymous.json()).toEqual({ authorized: false, role: null, level: null });
    const manager = await newUser({ role: 'business_manager' });
    const { token } = await signInAs(t, manager.email);
    const member = await inject({ method: 'GET', url: '/api/auth/middleware', headers: bearer(token) });
    expect(member.json()).toEqual({ authorized: true, role: 'business_manager', level: 'premium' });
    const forged = await inject({ method: 'GET', url: '/api/auth/middleware', headers: bearer(`${token}x`) });
    expect(forged.statusCode).toBe(401);
  });

  it('[A-030] [X-043] refresh answers a new token from the cookie and rotates the credential', async () => {
    const caller = await newUser();
    const { refreshCookie } = await signInAs(t, caller.email);
    const refreshed = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: refreshCookie ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshCookieOf(refreshed);
    expect(next).toBeTruthy();
    expect(next).not.toBe(refreshCookie);
    const me = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(refreshed.json<{ token: string }>().token),
    });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(caller.email);
  });

  it('[X-041] a refresh credential used twice revokes its whole family (reuse detection)', async () => {
    const { refreshCookie } = await signInAs(t, (await newUser()).email);
    const first = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: refreshCookie ?? '' },
    });
    const rotated = refreshCookieOf(first) ?? '';
    // A replay after the grace period for parallel tabs is a copy.
    await t.deps.db
      .update(refreshSessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshSessions.tokenHash, hashToken(refreshCookie ?? '')));
    const replay = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: refreshCookie ?? '' },
    });
    expect(replay.statusCode).toBe(401);
    const afterReuse = await inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: rotated } });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('[X-041] two refreshes at the same moment (two tabs) both answer; one rotates, the session lives on', async () => {
    const { refreshCookie } = await signInAs(t, (await newUser()).email);
    const refresh = () =>
      inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: refreshCookie ?? '' } });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rotated = answers.map((a) => refreshCookieOf(a)).filter((cookie) => cookie !== undefined);
    expect(rotated).toHaveLength(1);
    for (const answer of answers) {
      const me = await inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(answer.json<{ token: string }>().token),
      });
      expect(me.statusCode).toBe(200);
    }
    const next = await inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: rotated[0] ?? '' } });
    expect(next.statusCode).toBe(200);
  });

  it('[A-031] refresh is rate limited with the spec message', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push(
          await limited.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: 'unknown' } }),
        );
      }
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 429]);
      expect(answers[2]?.json()).toEqual({ error: 'Too Many Requests. Please try again later.' });
    } finally {
      await limited.close();
    }
  });

  it('[A-035] [X-043] logout answers a message and revokes the refresh credential', async () => {
    const { token, refreshCookie } = await signInAs(t, (await newUser({ role: 'program_manager' })).email);
    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      cookies: { cb_refresh: refreshCookie ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'You have been signed out.', logout_url: null });
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('[issue 21] logout ends the access tokens of its session at once; the same user elsewhere stays signed in', async () => {
    const caller = await newUser();
    const here = await signInAs(t, caller.email);
    const elsewhere = await signInAs(t, caller.email);
    const me = (token: string) => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(here.token)).statusCode).toBe(200);
    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(here.token),
      cookies: { cb_refresh: here.refreshCookie ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(here.token)).statusCode).toBe(401);
    expect((await me(elsewhere.token)).statusCode).toBe(200);

    // The bearer alone (a client without the cookie) ends its own session too.
    const logoutByBearer = await inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(elsewhere.token) });
    expect(logoutByBearer.statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
  });

  it("[issue 21] logout while impersonating ends the impersonation's and the super admin's access tokens at once", async () => {
    const superAdmin = await make.superAdmin();
    const url = `/api/auth/super_admin/login_as_user/${String((await newUser()).id)}`;
    const { browser, adminToken, start } = await startImpersonation(superAdmin.email, url);
    expect(start.statusCode).toBe(200);
    const impersonationToken = start.json<{ token: string }>().token;
    const me = (token: string) => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(impersonationToken)).statusCode).toBe(200);
    expect((await me(adminToken)).statusCode).toBe(200);

    const logout = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(impersonationToken),
      cookies: browser.for('/api/auth/logout'),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(impersonationToken)).statusCode).toBe(401);
    expect((await me(adminToken)).statusCode).toBe(401);
  });

  it('[A-029] me answers the user and the company', async () => {
    const company = await make.company({ membershipType: 'standard' });
    const { token } = await signInAs(t, (await make.user(company)).email);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const body = me.json<{
      user: { role: string };
      company: { slug: string; membership_type: string };
      impersonator: null;
    }>();
    expect(body.user.role).toBe('caller');
    expect(body.company.slug).toBe(company.slug);
    expect(body.company.membership_type).toBe('standard');
    expect(body.impersonator).toBeNull();
  });
});

describe('forgot and reset password', () => {
  /** Forgot password, then the job it queued, run as its worker would (jobs are off in this file's app). */
  async function requestResetLink(email: string): Promise<void> {
    const response = await inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ success: boolean }>().success).toBe(true);
    await sendPasswordResetLink(t.deps, { email });
  }

  async function latestResetLink(to: string): Promise<string> {
    const rows = await t.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'reset_password'));
    const mine = rows.filter((r) => r.toAddresses.includes(to)).at(-1);
    const link = mine?.text.match(/https?:\/\/\S+\/reset_password\/(\S+)/)?.[1];
    if (!link) throw new Error(`no reset email for ${to}`);
    return link;
  }

  it('[X-020] forgot password writes a reset email; the reset works once, for the matching email only', async () => {
    const company = await make.company();
    const owner = await make.user(company);
    const other = await make.user(company);
    await requestResetLink(owner.email);
    const token = await latestResetLink(owner.email);
    const payload = {
      email: other.email,
      password: 'New-password-2#',
      password_confirmation: 'New-password-2#',
      token,
    };

    const wrongEmail = await inject({ method: 'POST', url: '/api/auth/reset_password', payload });
    expect(wrongEmail.statusCode).toBe(400);

    // The failed attempt consumed nothing: the transaction rolled back.
    await requestResetLink(owner.email);
    const token2 = await latestResetLink(owner.email);
    const ok = await inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { ...payload, email: owner.email, token: token2 },
    });
    expect(ok.statusCode).toBe(200);
    const reused = await inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { ...payload, email: owner.email, token: token2 },
    });
    expect(reused.statusCode).toBe(400);

    // The other reset link sent before is dead too.
    const earlier = await inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { ...payload, email: owner.email, token },
    });
    expect(earlier.statusCode).toBe(400);

    const oldPassword = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_DEMO_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signInAs(t, owner.email, 'New-password-2#');
  });

  it('[X-020] a known and an unknown address get the same answer, and the request writes no link; the job writes it for the known one only', async () => {
    const rows = async () => ({
      tokens: (await t.deps.db.select().from(emailTokens)).length,
      emails: (await t.deps.db.select().from(outboundEmails)).length,
    });
    const answerTo = async (email: string) => {
      const response = await inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });
      // The date and the request's own id differ between any two answers.
      const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.body };
    };
    const known = await newUser();
    const before = await rows();
    expect(await answerTo(known.email)).toEqual(await answerTo('nobody@nowhere.test'));
    expect(await rows()).toEqual(before);

    await sendPasswordResetLink(t.deps, { email: 'nobody@nowhere.test' });
    expect(await rows()).toEqual(before);
    await sendPasswordResetLink(t.deps, { email: known.email });
    expect(await rows()).toEqual({ tokens: before.tokens + 1, emails: before.emails + 1 });
    expect(await latestResetLink(known.email)).toBeTruthy();
  });

  it('[X-020] [X-041] over 5 links per address in 15 minutes forgot password still answers 200 and queues no more; the jobs write links for a known address only', async () => {
    const withJobs = await createTestApp({ startJobs: true });
    try {
      const build = builders(withJobs);
      const known = await build.user(await build.company(), { role: 'business_manager' });
      const addresses = [known.email, 'nobody-at-all@nowhere.test'];
      for (const email of addresses) {
        for (let i = 0; i < 7; i++) {
          const response = await withJobs.app.inject({
            method: 'POST',
            url: '/api/auth/forgot_password',
            payload: { email },
          });
          expect(response.statusCode).toBe(200);
        }
      }
      const jobs = async () =>
        (
          await withJobs.deps.database.executeSql(
            `select data->>'email' as email, state from pgboss.job where name = $1`,
            [PASSWORD_RESET_LINK_QUEUE],
          )
        ).rows as { email: string; state: string }[];
      await vi.waitFor(
        async () => {
          expect((await jobs()).map((job) => job.state)).toEqual(Array<string>(10).fill('completed'));
        },
        { timeout: 20_000, interval: 200 },
      );
      for (const email of addresses) expect((await jobs()).filter((job) => job.email === email)).toHaveLength(5);
      const sent = await withJobs.deps.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.template, 'reset_password'));
      expect(sent.filter((row) => row.toAddresses.includes(known.email))).toHaveLength(5);
      expect(sent.filter((row) => row.toAddresses.includes('nobody-at-all@nowhere.test'))).toHaveLength(0);
    } finally {
      await withJobs.close();
    }
  });

  /** Resets the password of `email` through an emailed link, as its owner would. */
  async function resetPasswordOf(app: TestApp, email: string, password: string): Promise<void> {
    await sendPasswordResetLink(app.deps, { email });
    const rows = await app.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'reset_password'));
    const token = rows
      .filter((r) => r.toAddresses.includes(email))
      .at(-1)
      ?.text.match(/\/reset_password\/(\S+)/)?.[1];
    const reset = await app.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email, password, password_confirmation: password, token },
    });
    expect(reset.statusCode).toBe(200);
  }

  /** A token as a sign-in a second ago issued it: tokens carry whole seconds, so it stands for any earlier one. */
  const tokenOfASecondAgo = (app: TestApp, subject: { userId: number; impersonatorId: number | null }) =>
    sessionToken(app, subject, { issuedAt: Date.now() - 1000 });

  it('[X-041] a password reset ends the access tokens and refresh credentials issued before it; a sign-in right after holds', async () => {
    const manager = await newUser({ role: 'business_manager' });
    const session = await signInAs(t, manager.email);
    const earlier = await tokenOfASecondAgo(t, { userId: manager.id, impersonatorId: null });
    const me = (token: string) => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(earlier)).statusCode).toBe(200);

    await resetPasswordOf(t, manager.email, 'Brand-new-pass-7%');
    expect((await me(earlier)).statusCode).toBe(401);
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    // Within the same second as the reset, a new sign-in's token holds.
    const fresh = await signInAs(t, manager.email, 'Brand-new-pass-7%');
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it("[X-041] a super admin's password reset ends the impersonations they started, access tokens included", async () => {
    const caller = await newUser();
    const superAdmin = await make.superAdmin();
    const impersonation = await tokenOfASecondAgo(t, { userId: caller.id, impersonatorId: superAdmin.id });
    const me = () => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(impersonation) });
    expect((await me()).statusCode).toBe(200);
    await resetPasswordOf(t, superAdmin.email, 'Brand-new-pass-7%');
    expect((await me()).statusCode).toBe(401);
  });

  it('[X-036] reset password enforces the password rules with field errors', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email: 'someone@example.test', password: 'short', password_confirmation: 'other', token: 'x' },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.password?.[0]).toBe('The password must be at least 8 characters.');
    expect(errors.password).toContain('The password must contain 1 of ! $ # %.');
  });
});

describe('impersonation', () => {
  const loginAsUserUrls = (userId: number) => [
    `/api/auth/super_admin/login_as_user/${userId}`,
    `/api/super_admin/login_as_user/${userId}`,
  ];
  const emailOf = async (token: string) =>
    (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json<{ user: { email: string } }>()
      .user.email;

  it('[A-036] [A-038] through either path the super admin continues as the user and Back to Admin returns to their own session; both ends are audited', async () => {
    const superAdmin = await make.superAdmin();
    const caller = await newUser();
    const callerId = caller.id;
    for (const url of loginAsUserUrls(callerId)) {
      // Cookies as the browser holds them: each is sent only where its path reaches.
      const { browser, adminToken, start } = await startImpersonation(superAdmin.email, url);
      expect(start.statusCode, url).toBe(200);
      const userToken = start.json<{ token: string }>().token;
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(userToken) });
      const body = me.json<{ user: { email: string }; impersonator: { name: string } | null }>();
      expect(body.user.email).toBe(caller.email);
      expect(body.impersonator?.name).toBeTruthy();

      // Back to Admin »: the admin's own token as bearer swaps the kept credential back.
      const back = await inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(adminToken),
        cookies: browser.for('/api/auth/refresh'),
      });
      expect(back.statusCode).toBe(200);
      browser.keep(back);
      expect(await emailOf(back.json<{ token: string }>().token), url).toBe(superAdmin.email);
      // A reload refreshes without a bearer: the browser holds the admin's session again, and only that one.
      expect(browser.for('/api/auth/refresh')).not.toHaveProperty('cb_admin_refresh');
      const reload = await inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: browser.for('/api/auth/refresh'),
      });
      expect(await emailOf(reload.json<{ token: string }>().token), url).toBe(superAdmin.email);
      const impersonationRefresh = await inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { cb_refresh: refreshCookieOf(start) ?? '' },
      });
      expect(impersonationRefresh.statusCode).toBe(401);
    }
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.subjectUserId, callerId));
    expect(audits.filter((a) => a.action === 'impersonation.start')).toHaveLength(2);
    expect(audits.filter((a) => a.action === 'impersonation.end')).toHaveLength(2);
  });

  it("[A-036] a session the browser held that is not the super admin's own is revoked at login as user, never kept for Back to Admin", async () => {
    const admin = await signInAs(t, (await make.superAdmin()).email);
    const company = await make.company();
    const caller = await make.user(company);
    const programManager = await make.user(company, { role: 'program_manager' });
    for (const url of loginAsUserUrls(caller.id)) {
      const other = await signInAs(t, programManager.email);
      const start = await inject({
        method: 'GET',
        url,
        headers: bearer(admin.token),
        cookies: { cb_refresh: other.refreshCookie ?? '' },
      });
      expect(start.statusCode, url).toBe(200);
      expect(refreshCookieOf(start, 'cb_admin_refresh'), url).toBeUndefined();
      const reused = await inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { cb_refresh: other.refreshCookie ?? '' },
      });
      expect(reused.statusCode, url).toBe(401);
    }
  });

  it("[A-038] Back to Admin never opens a kept credential that is not the impersonating super admin's own: it is revoked", async () => {
    const admin = await signInAs(t, (await make.superAdmin()).email);
    const company = await make.company();
    const caller = await make.user(company);
    const programManager = await make.user(company, { role: 'program_manager' });
    const start = await inject({
      method: 'GET',
      url: loginAsUserUrls(caller.id)[0] ?? '',
      headers: bearer(admin.token),
    });
    const planted = await signInAs(t, programManager.email);
    const back = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(planted.token),
      cookies: { cb_refresh: refreshCookieOf(start) ?? '', cb_admin_refresh: planted.refreshCookie ?? '' },
    });
    expect(back.statusCode).toBe(200);
    expect(await emailOf(back.json<{ token: string }>().token)).toBe(caller.email);
    expect(back.cookies.find((c) => c.name === 'cb_admin_refresh')?.value).toBe('');
    const reused = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: planted.refreshCookie ?? '' },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('[X-041] an impersonated session ends, at the next request and at refresh, once its super admin is disabled', async () => {
    const superAdmin = await make.superAdmin();
    const admin = await signInAs(t, superAdmin.email);
    const caller = await newUser();
    const start = await inject({
      method: 'GET',
      url: `/api/auth/super_admin/login_as_user/${String(caller.id)}`,
      headers: bearer(admin.token),
    });
    const impersonation = { token: start.json<{ token: string }>().token, cookie: refreshCookieOf(start) ?? '' };
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, superAdmin.id));
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(impersonation.token) });
    expect(me.statusCode).toBe(401);
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: impersonation.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('[X-003] only a super admin may log in as a user, and never as another super admin', async () => {
    const company = await make.company();
    const bm = await signInAs(t, (await make.user(company, { role: 'business_manager' })).email);
    const callerId = (await make.user(company)).id;
    const byMember = await inject({
      method: 'GET',
      url: `/api/auth/super_admin/login_as_user/${callerId}`,
      headers: bearer(bm.token),
    });
    expect(byMember.statusCode).toBe(403);
    const anonymous = await inject({ method: 'GET', url: `/api/super_admin/login_as_user/${callerId}` });
    expect(anonymous.statusCode).toBe(401);
    const superAdmin = await make.superAdmin();
    const admin = await signInAs(t, superAdmin.email);
    const superId = superAdmin.id;
    const asSuper = await inject({
      method: 'GET',
      url: `/api/auth/super_admin/login_as_user/${superId}`,
      headers: bearer(admin.token),
    });
    expect(asSuper.statusCode).toBe(403);
  });
});

describe('public resources', () => {
  it('[X-038] [A-007] the company logo by slug needs no login', async () => {
    const company = await make.company();
    const logo = await inject({ method: 'GET', url: `/api/resources/company_logo/${company.slug}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('width="60"');
    const missing = await inject({ method: 'GET', url: '/api/resources/company_logo/no-such-company' });
    expect(missing.statusCode).toBe(404);
  });

  it('[H-004] [H-017] the landing of a company slug answers its login method and status', async () => {
    const { company } = await make.companyWithStaff();
    const landing = await inject({ method: 'GET', url: `/api/caller/landing/${company.slug}` });
    expect(landing.statusCode).toBe(200);
    const body = landing.json<{
      type: string;
      company: { login_method: string };
      manager: { first_name: string } | null;
      countries: unknown[];
    }>();
    expect(body.type).toBe('company');
    expect(body.company.login_method).toBe('requires_registration');
    expect(body.manager).not.toBeNull();
    expect(body.countries.length).toBeGreaterThan(10);
    const inactive = await make.company({ status: 'inactive' });
    const inactiveLanding = await inject({ method: 'GET', url: `/api/caller/landing/${inactive.slug}` });
    expect(inactiveLanding.json<{ company: { status: string } }>().company.status).toBe('inactive');
  });

  it('[H-004] [X-035] a partner-group vhost answers the group home', async () => {
    const program = await make.program();
    const response = await inject({ method: 'GET', url: `/api/caller/landing/${program.vhost}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ type: string; group: { name: string; vhost: string } }>();
    expect(body.type).toBe('group');
    expect(body.group).toMatchObject({ name: program.name, vhost: program.vhost });
    const unknown = await inject({ method: 'GET', url: '/api/caller/landing/nobody-here' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('auth repository', () => {
  it('answers the fields its callers need: the password hash to the sign-in lookup only', async () => {
    const { id, email } = await newUser();
    const rows = [
      await findUserWithCompanyById(t.deps.db, id),
      await findUserWithCompanyByEmail(t.deps.db, email),
      await findCurrentUserById(t.deps.db, id),
    ];
    for (const row of rows) {
      expect(row?.user.id).toBe(id);
      expect(row?.user).not.toHaveProperty('passwordHash');
    }
    expect((await findSignInUserByEmail(t.deps.db, email))?.user.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
