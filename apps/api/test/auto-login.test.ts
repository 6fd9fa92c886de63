import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { caseLink } from '../src/modules/cases/case-links.ts';
import { applyCaseTransition } from '../src/modules/cases/case-status-writer.ts';
import { AUTO_LOGIN_INVALID_MESSAGE, createAutoLoginLink } from '../src/modules/auth/auto-login.ts';
import { issueEmailToken } from '../src/modules/auth/email-tokens.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { emailTokens } from '../src/db/schema/identity.ts';
import { users } from '../src/db/schema/users.ts';
import { companies } from '../src/db/schema/companies.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, refreshCookieOf, type TestApp } from './test-app.ts';

// H-028, H-029 (the API side), X-026: emailed sign-in links.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const exchange = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/caller/auto_login', payload: { token }, headers });

/** The token and query of a sign-in link. */
function parseLink(link: string) {
  const url = new URL(link);
  const match = /^\/auto_login\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
  if (!match?.[1]) throw new Error(`not a sign-in link: ${link}`);
  return { token: match[1], redir: url.searchParams.get('redir'), caseToken: url.searchParams.get('token') };
}

const me = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) })).json<{
    user: { id: number };
  }>();

async function linkFor(user: BuiltUser, caseToken?: string) {
  const link = await createAutoLoginLink(
    t.deps.db,
    t.deps.config,
    user.id,
    caseToken ? { redir: 'case', caseToken } : null,
  );
  return parseLink(link);
}

describe('auto-login', () => {
  it('[H-028] a sign-in link starts a session for its user once, with a refresh cookie and no caching', async () => {
    const company = await make.company();
    const user = await make.user(company);
    const { token, redir } = await linkFor(user);
    expect(redir).toBeNull();
    const [stored] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(refreshCookieOf(first)).toBeDefined();
    expect((await me(first.json<{ token: string }>().token)).user.id).toBe(user.id);

    const again = await exchange(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTO_LOGIN_INVALID_MESSAGE });
  });

  it('[H-028] an unknown, expired or reset-password token signs nobody in', async () => {
    const company = await make.company();
    const user = await make.user(company);
    expect((await exchange('not-a-real-token')).statusCode).toBe(400);

    const reset = await issueEmailToken(t.deps.db, { purpose: 'reset_password', userId: user.id, ttlSeconds: 600 });
    expect((await exchange(reset)).statusCode).toBe(400);

    const expired = await issueEmailToken(t.deps.db, { purpose: 'auto_login', userId: user.id, ttlSeconds: 600 });
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const refused = await exchange(expired);
    expect(refused.statusCode).toBe(400);
    expect(refreshCookieOf(refused)).toBeUndefined();
  });

  it('[H-028] a user or company disabled after the link was sent is refused', async () => {
    const company = await make.company();
    const user = await make.user(company);
    const other = await make.user(company);
    const userLink = await linkFor(user);
    const otherLink = await linkFor(other);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await exchange(userLink.token)).statusCode).toBe(403);
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, company.id));
    expect((await exchange(otherLink.token)).statusCode).toBe(403);
  });

  it('[H-028] a cross-site request cannot use a link (it would set the session cookie)', async () => {
    const user = await make.user(await make.company());
    const { token } = await linkFor(user);
    const refused = await exchange(token, { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect((await exchange(token)).statusCode).toBe(200);
  });
});

describe('case emails to members (X-026)', () => {
  async function acceptedCase(contactEmail?: string) {
    const acme = await make.company({ name: 'Acme' });
    const globex = await make.company({ name: 'Globex' });
    const submitter = await make.user(acme);
    const receiver = await make.user(globex);
    const doc = await make.document(globex);
    const made = await make.case(submitter, doc, contactEmail ? { contactEmail } : {});
    const [mark] = await t.deps.db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .orderBy(desc(outboundEmails.id))
      .limit(1);
    await applyCaseTransition(t.deps.db, t.deps.config, {
      caseId: made.id,
      action: 'accept',
      party: 'receiver',
      actor: { userId: receiver.id, companyId: globex.id },
      response: { nextSteps: 'We call you.' },
    });
    const emails = (await t.deps.db.select().from(outboundEmails).orderBy(outboundEmails.id)).filter(
      (row) => row.id > (mark?.id ?? 0),
    );
    return { submitter, made, emails };
  }

  it("[X-026] the submitting user's own email carries a sign-in link of theirs that opens the case", async () => {
    const { submitter, made, emails } = await acceptedCase();
    expect(emails.map((e) => [e.template, e.toAddresses])).toEqual([['case_accepted', [submitter.email]]]);
    const url = /https?:\/\/\S+\/auto_login\/\S+/.exec(emails[0]?.text ?? '')?.[0];
    if (!url) throw new Error('no sign-in link');
    expect(emails[0]?.html).toContain('/auto_login/');
    expect(emails[0]?.text).not.toContain(caseLink(t.deps.config.secret, made.token, 'submitter'));
    const { token, redir, caseToken } = parseLink(url);
    expect({ redir, caseToken }).toEqual({ redir: 'case', caseToken: made.token });

    const session = await exchange(token);
    expect(session.statusCode).toBe(200);
    const accessToken = session.json<{ token: string }>().token;
    expect((await me(accessToken)).user.id).toBe(submitter.id);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/caller/case-details/${made.token}`,
      headers: bearer(accessToken),
    });
    expect(details.statusCode).toBe(200);
  });

  it('[X-026] an engineer address of no user gets the case link and never a sign-in link', async () => {
    const { made, emails } = await acceptedCase('oncall@acme.example');
    expect(emails.map((e) => [e.template, e.toAddresses])).toEqual([['case_accepted', ['oncall@acme.example']]]);
    expect(emails[0]?.text).not.toContain('/auto_login/');
    expect(emails[0]?.text).toContain(`/case/${caseLink(t.deps.config.secret, made.token, 'submitter')}/response`);
  });

  it('[X-026] a disabled submitting user gets no sign-in link', async () => {
    const acme = await make.company({ name: 'Acme disabled' });
    const globex = await make.company({ name: 'Globex disabled' });
    const submitter = await make.user(acme);
    const receiver = await make.user(globex);
    const made = await make.case(submitter, await make.document(globex));
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, submitter.id));
    await applyCaseTransition(t.deps.db, t.deps.config, {
      caseId: made.id,
      action: 'request_information',
      party: 'receiver',
      actor: { userId: receiver.id, companyId: globex.id },
      response: { note: 'Logs, please.' },
    });
    const [email] = await t.deps.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, 'case_information_requested'))
      .orderBy(desc(outboundEmails.id))
      .limit(1);
    expect(email?.toAddresses).toEqual([submitter.email]);
    expect(email?.text).not.toContain('/auto_login/');
    expect(email?.text).toContain('/information');
  });
});
