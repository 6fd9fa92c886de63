import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import { outboundEmails } from '../src/db/schema/email.ts';
import { users } from '../src/db/schema/users.ts';
import { AUTO_LOGIN_INVALID_MESSAGE } from '../src/modules/auth/auto-login.ts';
import { EMAIL_LINK_QUEUE } from '../src/modules/auth/auth-jobs.ts';
import { NOT_EMAIL_LINK_COMPANY, emailLinkSentMessage } from '../src/modules/auth/request-email-link.ts';
import { COMPANY_DISABLED } from '../src/modules/auth/sign-in-policy.ts';
import { builders, type BuiltCompany } from './builders.ts';
import { bearer, createTestApp, refreshCookieOf, type TestApp } from './test-app.ts';

// H-007, X-021, X-041: POST /api/caller/link emails an email_link company's user a one-time sign-in link.

let t: TestApp;
let make: ReturnType<typeof builders>;
let clients = 0;

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** Each call from its own client address unless one is given, so the per-client limits stay out of the way. */
const requestLink = (payload: Record<string, unknown>, remoteAddress = `10.0.1.${String(++clients)}`) =>
  t.app.inject({ method: 'POST', url: '/api/caller/link', payload, remoteAddress });

const domainOf = (company: BuiltCompany) => `${company.slug}.test`;
const body = (company: BuiltCompany, email: string) => ({ email, company_id: company.id, agree_confirm: true });

/** The link jobs the server queued for an address (the request queues one, or none when it refuses). */
async function queuedLinks(email: string) {
  const { rows } = await t.deps.database.executeSql(
    `select state from pgboss.job where name = $1 and data->>'email' = $2`,
    [EMAIL_LINK_QUEUE, email],
  );
  return rows as { state: string }[];
}

/** Waits until every link job for the address has run, then answers the sign-in emails it wrote. */
async function linkEmailsTo(email: string) {
  await vi.waitFor(
    async () => {
      const jobs = await queuedLinks(email);
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    },
    { timeout: 20_000, interval: 100 },
  );
  const emails = await t.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'email_link'));
  return emails.filter((row) => row.toAddresses.includes(email));
}

const tokenOf = (text: string) => /\/auto_login\/([A-Za-z0-9_-]+)\s/.exec(text)?.[1] ?? '';
const exchange = (token: string) => t.app.inject({ method: 'POST', url: '/api/caller/auto_login', payload: { token } });

describe('email-link sign-in', () => {
  it('[H-007] [X-021] a user of an email_link company gets a link to /auto_login/{token} that signs them in once', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const user = await make.user(company, { email: `dana@${domainOf(company)}` });

    const answer = await requestLink(body(company, 'Dana@' + domainOf(company).toUpperCase()));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: emailLinkSentMessage(user.email, 30) });

    const [email, ...more] = await linkEmailsTo(user.email);
    expect(more).toEqual([]);
    expect(email?.text).toMatch(new RegExp(`: ${t.deps.config.publicUrl}/auto_login/[A-Za-z0-9_-]+$`, 'm'));
    expect(email?.text).toContain('expires in 30 minutes');
    const token = tokenOf(email?.text ?? '');

    const signedIn = await exchange(token);
    expect(signedIn.statusCode).toBe(200);
    expect(refreshCookieOf(signedIn)).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(signedIn.json<{ token: string }>().token),
    });
    expect(me.json<{ user: { id: number } }>().user.id).toBe(user.id);

    // the link is single use.
    const reused = await exchange(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: AUTO_LOGIN_INVALID_MESSAGE });
  });

  it("[H-007] an address at one of the company's additional domains gets its link too", async () => {
    const company = await make.company({ loginMethod: 'email_link', additionalDomains: ' other-brand.test, x.test' });
    const user = await make.user(company, { email: 'lee@other-brand.test' });
    expect((await requestLink(body(company, user.email))).statusCode).toBe(200);
    expect(await linkEmailsTo(user.email)).toHaveLength(1);
  });

  it('[H-007] with the privacy box unticked the server refuses with the spec message and queues nothing', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const user = await make.user(company);
    for (const agree of [false, undefined]) {
      const refused = await requestLink({ email: user.email, company_id: company.id, agree_confirm: agree });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { agree_confirm: [PRIVACY_AGREEMENT_MESSAGE] } });
    }
    expect(await queuedLinks(user.email)).toEqual([]);
  });

  it('[H-007] an address of another domain is refused with a field error under email, and nothing is queued', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const other = await make.company({ loginMethod: 'email_link' });
    const stranger = await make.user(other);
    for (const email of [stranger.email, `pat@sub.${domainOf(company)}`, `pat@${domainOf(company)}.evil.test`]) {
      const refused = await requestLink(body(company, email));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { email: [`Use your email address at ${domainOf(company)}.`] } });
      expect(await queuedLinks(email)).toEqual([]);
    }
  });

  it('[H-007] an unknown address and a disabled user get the answer a known user gets; no account is made and no link sent', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const known = await make.user(company, { email: `known@${domainOf(company)}` });
    const disabled = await make.user(company, { email: `gone@${domainOf(company)}` });
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id));
    const usersBefore = (await t.deps.db.select({ id: users.id }).from(users)).length;

    const answerTo = async (email: string) => {
      const response = await requestLink(body(company, email));
      const { date: _date, 'content-length': _length, 'x-request-id': _requestId, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.json<{ message: string }>() };
    };
    const knownAnswer = await answerTo(known.email);
    const unknownEmail = `nobody@${domainOf(company)}`;
    const unknownAnswer = await answerTo(unknownEmail);
    const disabledAnswer = await answerTo(disabled.email);
    const sameAs = (email: string) => ({
      ...knownAnswer,
      body: { message: knownAnswer.body.message.replace(known.email, email) },
    });
    expect(unknownAnswer).toEqual(sameAs(unknownEmail));
    expect(disabledAnswer).toEqual(sameAs(disabled.email));

    expect(await linkEmailsTo(known.email)).toHaveLength(1);
    expect(await linkEmailsTo(unknownEmail)).toEqual([]);
    expect(await linkEmailsTo(disabled.email)).toEqual([]);
    expect((await t.deps.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
  });

  it('[H-007] a user of another company whose address has this domain gets no link for this company', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const elsewhere = await make.company({ loginMethod: 'email_link' });
    const moved = await make.user(elsewhere, { email: `moved@${domainOf(company)}` });
    expect((await requestLink(body(company, moved.email))).statusCode).toBe(200);
    expect(await linkEmailsTo(moved.email)).toEqual([]);
  });

  it('[H-017] an inactive company gets no link: 403 with the disabled message, nothing queued', async () => {
    const company = await make.company({ loginMethod: 'email_link', status: 'inactive' });
    const user = await make.user(company);
    const refused = await requestLink(body(company, user.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: COMPANY_DISABLED });
    expect(await queuedLinks(user.email)).toEqual([]);
  });

  it('a company of another login method and an unknown company send no link (409, 404)', async () => {
    const company = await make.company({ loginMethod: 'requires_registration' });
    const user = await make.user(company);
    const wrongMethod = await requestLink(body(company, user.email));
    expect(wrongMethod.statusCode).toBe(409);
    expect(wrongMethod.json()).toEqual({ error: NOT_EMAIL_LINK_COMPANY });
    expect((await requestLink({ ...body(company, user.email), company_id: 2_000_000_000 })).statusCode).toBe(404);
    expect(await queuedLinks(user.email)).toEqual([]);
  });

  it('[X-041] a link asked for again and again: 5 per client and address in 15 minutes, then 429; another client still gets its link', async () => {
    const company = await make.company({ loginMethod: 'email_link' });
    const user = await make.user(company);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestLink(body(company, user.email), '10.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await requestLink(body(company, user.email), '10.0.2.1');
    expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
    // An unknown address is limited alike, so the limit says nothing about accounts.
    const unknown = `nobody-${String(company.id)}@${domainOf(company)}`;
    for (let i = 0; i < 5; i++) await requestLink(body(company, unknown), '10.0.2.1');
    expect((await requestLink(body(company, unknown), '10.0.2.1')).statusCode).toBe(429);
    // The user, on their own machine, is never locked out by someone else's requests.
    expect((await requestLink(body(company, user.email), '10.0.2.2')).statusCode).toBe(200);
    expect(await linkEmailsTo(user.email)).toHaveLength(6);
  });
});

describe('email-link sign-in, per client', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_ADDRESS_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('[X-041] one client asking for links to many addresses gets 429 past AUTH_ADDRESS_RATE_LIMIT a minute', async () => {
    const company = await builders(limited).company({ loginMethod: 'email_link' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/caller/link',
        payload: body(company, `user${String(i)}@${domainOf(company)}`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
