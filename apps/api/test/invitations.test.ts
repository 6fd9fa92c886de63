import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { OWN_COMPANY_INVITE_MESSAGE } from '@casebridge/contract/invitations';
import { outboundEmails } from '../src/db/schema/email.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-014, D-015, X-027: invitations to partners and requests for missing ones, delivered by email.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const post = (user: BuiltUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const emailsOf = (template: string) =>
  t.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, template)).orderBy(desc(outboundEmails.id));

describe('invitations (D-014)', () => {
  it("[D-014] [X-027] an invitation reaches the invited company's managers, naming the inviter's company; the comments are text", async () => {
    const acme = await make.company({ name: 'Acme' });
    const caller = await make.user(acme, { first: 'Casey' });
    const umbrella = await make.company({ name: 'Umbrella' });
    const bm = await make.user(umbrella, { role: 'business_manager' });
    const pm = await make.user(umbrella, { role: 'program_manager' });
    await make.user(umbrella);
    const response = await post(caller, '/api/collaborate_invite', {
      company_id: umbrella.id,
      comments: 'We share <b>customers</b> on UX-48 switches.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your invitation has been sent to Umbrella.' });
    const [email] = await emailsOf('collaborate_invite');
    expect(email?.toAddresses.sort()).toEqual([bm.email, pm.email].sort());
    expect(email?.bccAddresses).toEqual([t.deps.config.membershipEmail]);
    expect(email?.subject).toBe('Acme invites Umbrella to collaborate on CaseBridge');
    expect(email?.text).toContain(`Casey`);
    expect(email?.text).toContain(`/${umbrella.slug}`);
    expect(email?.html).toContain('&lt;b&gt;customers&lt;/b&gt;');
  });

  it('[D-014] a company without managers: the membership team gets the invitation to pass on', async () => {
    const acme = await make.company();
    const caller = await make.user(acme);
    const lonely = await make.company({ name: 'Lonely' });
    expect((await post(caller, '/api/collaborate_invite', { company_id: lonely.id })).json()).toMatchObject({
      success: true,
    });
    const [email] = await emailsOf('collaborate_invite');
    expect(email?.toAddresses).toEqual([t.deps.config.membershipEmail]);
  });

  it('[D-014] a partner the company already works with is not invited (success false); its own company is a field error; an unknown one 404', async () => {
    const acme = await make.company();
    const caller = await make.user(acme);
    const globex = await make.company({ name: 'Globex' });
    await make.user(globex, { role: 'business_manager' });
    await make.group([{ company: acme }, { company: globex }]);
    const before = (await emailsOf('collaborate_invite')).length;
    const already = await post(caller, '/api/collaborate_invite', { company_id: globex.id });
    expect(already.statusCode).toBe(200);
    expect(already.json()).toEqual({
      success: false,
      message: 'Your company already works with Globex: use Collaborate to send them a case.',
    });
    const own = await post(caller, '/api/collaborate_invite', { company_id: acme.id });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({ errors: { company_id: [OWN_COMPANY_INVITE_MESSAGE] } });
    expect((await post(caller, '/api/collaborate_invite', { company_id: 2_000_000_000 })).statusCode).toBe(404);
    const long = await post(caller, '/api/collaborate_invite', { company_id: globex.id, comments: 'x'.repeat(2001) });
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['comments']);
    expect((await emailsOf('collaborate_invite')).length).toBe(before);
  });
});

describe('missing partners (D-015)', () => {
  it('[D-015] [X-027] only the company name is required; the membership team gets the request', async () => {
    const acme = await make.company({ name: 'Acme Missing' });
    const caller = await make.user(acme);
    const empty = await post(caller, '/api/missing_partner_request', { company_name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['company_name']);
    const badEmail = await post(caller, '/api/missing_partner_request', {
      company_name: 'Initrode',
      contact_email: 'not-an-email',
    });
    expect(Object.keys(badEmail.json<{ errors: object }>().errors)).toEqual(['contact_email']);

    const response = await post(caller, '/api/missing_partner_request', {
      company_name: 'Initrode',
      company_website: 'https://initrode.example',
      contact_name: 'Peter Gibbons',
      contact_email: 'peter@initrode.example',
      comment: 'They make the TPS appliance our customers run.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you. Our membership team will reach out to Initrode.' });
    const [email] = await emailsOf('missing_partner_request');
    expect(email?.toAddresses).toEqual([t.deps.config.membershipEmail]);
    expect(email?.subject).toBe('Missing partner: Initrode (asked by Acme Missing)');
    expect(email?.text).toContain('Peter Gibbons <peter@initrode.example>');
    expect((await post(caller, '/api/missing_partner_request', { company_name: 'Initech' })).statusCode).toBe(200);
  });

  it('[X-027] a member sending request after request is stopped with 429', async () => {
    const caller = await make.user(await make.company());
    for (let i = 0; i < 20; i += 1)
      expect((await post(caller, '/api/missing_partner_request', { company_name: `Co ${String(i)}` })).statusCode).toBe(
        200,
      );
    expect((await post(caller, '/api/missing_partner_request', { company_name: 'One more' })).statusCode).toBe(429);
  });
});
