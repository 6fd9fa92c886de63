import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { companies } from '../src/db/schema/companies.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { registrationQueue } from '../src/db/schema/onboarding.ts';
import { users } from '../src/db/schema/users.ts';
import { issueEmailToken } from '../src/modules/auth/email-tokens.ts';
import { AWAITING_APPROVAL, INVALID_CREDENTIALS, VERIFY_FIRST } from '../src/modules/auth/sign-in-policy.ts';
import {
  ALREADY_DECIDED,
  INVALID_APPROVAL_LINK,
  REASON_REQUIRED,
} from '../src/modules/registration/decide-registration.ts';
import { REGISTERED_MESSAGE, REGISTRATION_CLOSED } from '../src/modules/registration/register-user.ts';
import { VERIFICATION_RESENT } from '../src/modules/registration/resend-verification.ts';
import {
  APPROVAL_MESSAGE,
  INVALID_VERIFICATION,
  VERIFIED_MESSAGE,
} from '../src/modules/registration/verify-account.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// H-011..H-014, H-018..H-026, X-017..X-019, X-036, X-041, X-044: registration, verification and approval.

let t: TestApp;
let make: ReturnType<typeof builders>;
let countryId: number;

const PASSWORD = 'Registered-1!';

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  countryId = await make.country();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newAddress = () => `registrant${String(++sequence)}@example.test`;

/**
 * A company that registers its users; with approval, the given signup managers (ids) decide. Its registrants'
 * addresses (newAddress) are at example.test, one of its additional domains.
 */
async function registeringCompany(
  input: { requiresApproval?: boolean; loginMethod?: 'requires_registration' | 'email_link'; active?: boolean } = {},
) {
  const company = await make.company();
  await t.deps.db
    .update(companies)
    .set({
      loginMethod: input.loginMethod ?? 'requires_registration',
      additionalDomains: 'example.test',
      requiresApproval: input.requiresApproval ?? false,
      status: input.active === false ? 'inactive' : 'active',
    })
    .where(eq(companies.id, company.id));
  return company;
}

async function setSignupManagers(company: BuiltCompany, main: BuiltUser | null, alternate: BuiltUser | null = null) {
  await t.deps.db
    .update(companies)
    .set({ signupManagerId: main?.id ?? null, altSignupManagerId: alternate?.id ?? null })
    .where(eq(companies.id, company.id));
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rita',
  last_name: 'Registrant',
  email: newAddress(),
  phone: '+1 512 555 0100',
  phone_country_code: 'US',
  country_id: countryId,
  city: 'Austin',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  agree_confirm: true,
  ...overrides,
});

const register = (slug: string, payload: Record<string, unknown>, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: `/api/caller/register/${slug}`, payload, remoteAddress });
const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` });
const resend = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify_account', payload: { email } });
const decide = (token: string, action: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/users/approval/${token}/${action}`, payload });
const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const emailsTo = (address: string, template?: string) =>
  t.deps.db
    .select()
    .from(outboundEmails)
    .where(
      and(
        sql`${address} = any(${outboundEmails.toAddresses})`,
        template === undefined ? undefined : eq(outboundEmails.template, template),
      ),
    )
    .orderBy(desc(outboundEmails.id));

/** The token of the newest link of this kind in the emails to `address`. */
async function linkTokenIn(address: string, template: string, path: RegExp): Promise<string> {
  const [email] = await emailsTo(address, template);
  const match = email?.text.match(path);
  if (!match?.[1]) throw new Error(`no ${template} link for ${address}`);
  return match[1];
}
const verificationToken = (address: string) =>
  linkTokenIn(address, 'verify_account', /\/verify_account\/([A-Za-z0-9_-]+)/);
const approvalToken = (manager: BuiltUser) =>
  linkTokenIn(manager.email, 'registration_approval', /\/users\/approval\/([A-Za-z0-9_-]+)\/approve/);

async function registrantOf(email: string) {
  const [row] = await t.deps.db
    .select({ user: users, registration: registrationQueue })
    .from(users)
    .leftJoin(registrationQueue, eq(registrationQueue.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

/** A registration at a company that approves its users, verified: waiting for its managers. */
async function pendingRegistration(company: BuiltCompany, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  expect((await register(company.slug, body)).statusCode).toBe(200);
  expect((await verify(await verificationToken(body.email))).json()).toMatchObject({ action: 'approval' });
  return body;
}

describe('register (H-011, H-013, X-017)', () => {
  it("[H-011] [H-012] [H-013] [X-036] [X-044] every rule of the form is the server's: a 422 field map, and nothing is made", async () => {
    const company = await registeringCompany();
    const response = await register(company.slug, {
      first_name: '',
      last_name: 'x'.repeat(101),
      email: 'not-an-email',
      phone: '1'.repeat(26),
      country_id: '',
      city: '',
      password: 'short',
      password_confirmation: 'other',
      agree_confirm: false,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(
      ['agree_confirm', 'city', 'country_id', 'email', 'first_name', 'last_name', 'password', 'phone'].sort(),
    );
    expect(errors.agree_confirm).toEqual([PRIVACY_AGREEMENT_MESSAGE]);
    expect(errors.last_name).toEqual(['At most 100 characters.']);
    expect(errors.phone).toEqual(['At most 25 characters.']);
    expect(errors.country_id).toEqual(['Please choose a country.']);

    for (const [password, message] of [
      ['Abcdef1!', null],
      ['abcdefg1!', 'The password must contain 1 uppercase letter.'],
      ['ABCDEFG1!', 'The password must contain 1 lowercase letter.'],
      ['Abcdefgh!', 'The password must contain 1 number.'],
      ['Abcdefg12', 'The password must contain 1 of ! $ # %.'],
      ['Abc1!', 'The password must be at least 8 characters.'],
    ] as const) {
      const answer = await register(company.slug, registration({ password, password_confirmation: password }));
      if (message === null) expect(answer.statusCode).toBe(200);
      else expect(answer.json()).toEqual({ errors: { password: [message] } });
    }
    const mismatch = await register(company.slug, registration({ password_confirmation: 'Other-pass-1!' }));
    expect(mismatch.json()).toEqual({
      errors: { password_confirmation: ['The password confirmation does not match.'] },
    });
    const missingPhone = await register(company.slug, registration({ phone: '' }));
    expect(missingPhone.json()).toEqual({ errors: { phone: ['This field is required.'] } });
    const unknownCountry = await register(company.slug, registration({ country_id: 999_999 }));
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json()).toEqual({ errors: { country_id: ['Please choose a country.'] } });

    const made = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
    expect(made).toHaveLength(1);
  });

  it('[H-013] [X-017] a registration makes an inactive, unverified user and emails a single-use link to /verify_account/{token}', async () => {
    const company = await registeringCompany();
    const body = registration({ email: newAddress().toUpperCase(), phone_country_code: 'ie' });
    const response = await register(company.slug, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REGISTERED_MESSAGE, approval: false });

    const address = body.email.toLowerCase();
    const row = await registrantOf(address);
    expect(row?.user).toMatchObject({
      companyId: company.id,
      firstName: 'Rita',
      status: 'inactive',
      role: 'caller',
      phone: '+1 512 555 0100',
      phoneCountryCode: 'IE',
      countryId,
      city: 'Austin',
      emailVerifiedAt: null,
      registrationType: 'self_registration',
    });
    expect(row?.user.agreementDate).not.toBeNull();
    expect(row?.user.passwordHash).not.toContain(PASSWORD);
    expect(row?.registration?.status).toBe('unverified');
    const [email] = await emailsTo(address, 'verify_account');
    expect(email?.text).toContain(`${t.deps.config.publicUrl}/verify_account/`);
    expect(email?.subject).toBe('Verify your CaseBridge account');
  });

  it('[H-013] the company must exist, be active and register its users', async () => {
    const disabled = await registeringCompany({ active: false });
    const emailLink = await registeringCompany({ loginMethod: 'email_link' });
    expect((await register('no-such-company', registration())).statusCode).toBe(404);
    const refusedDisabled = await register(disabled.slug, registration());
    expect(refusedDisabled.statusCode).toBe(403);
    expect(refusedDisabled.json()).toEqual({ error: 'Your account is disabled. Contact membership to re-activate.' });
    const refusedMethod = await register(emailLink.slug, registration());
    expect(refusedMethod.statusCode).toBe(403);
    expect(refusedMethod.json()).toEqual({ error: REGISTRATION_CLOSED });
    const made = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.companyId} in (${disabled.id}, ${emailLink.id})`);
    expect(made).toEqual([]);
  });

  it("[H-013] only an address at one of the company's domains registers: another is a field error under email, and nothing is made or emailed", async () => {
    const company = await registeringCompany();
    const elsewhere = await make.company();
    const member = await make.user(elsewhere);
    const why = `Use your email address at ${company.slug}.test or example.test.`;
    const foreign = ['outsider@evil.test', member.email, `pat@sub.${company.slug}.test`];
    for (const email of foreign) {
      const refused = await register(company.slug, registration({ email }));
      expect(refused.statusCode, email).toBe(422);
      expect(refused.json()).toEqual({ errors: { email: [why] } });
      expect(await emailsTo(email)).toEqual([]);
    }
    const made = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
    expect(made).toEqual([]);
    expect((await register(company.slug, registration({ email: `rita@${company.slug}.test` }))).statusCode).toBe(200);
  });

  it('[H-013] an address that has an account gets the same answer; its owner is told by email, and the account is untouched', async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const member = await make.user(company);
    const before = await registrantOf(member.email);
    const response = await register(company.slug, registration({ email: member.email, first_name: 'Mallory' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REGISTERED_MESSAGE, approval: true });
    expect(await registrantOf(member.email)).toEqual(before);
    expect(await emailsTo(member.email, 'verify_account')).toEqual([]);
    const [told] = await emailsTo(member.email, 'already_registered');
    expect(told?.text).toContain('Forgot Password');
    expect(told?.text).toContain(`${t.deps.config.publicUrl}/${company.slug}`);
  });

  it('[H-013] [X-017] a registration that was never verified is replaced by the newer one: its details and password, and only the new link holds', async () => {
    const company = await registeringCompany();
    const first = registration();
    await register(company.slug, first);
    const oldLink = await verificationToken(first.email);
    const newer = registration({
      email: first.email,
      first_name: 'Rosa',
      password: 'Newer-pass-2!',
      password_confirmation: 'Newer-pass-2!',
    });
    expect((await register(company.slug, newer)).json()).toEqual({ message: REGISTERED_MESSAGE, approval: false });
    expect((await verify(oldLink)).json()).toMatchObject({ action: 'invalid' });
    const newLink = await verificationToken(first.email);
    expect((await verify(newLink)).json()).toMatchObject({ action: 'verified' });
    expect((await registrantOf(first.email))?.user.firstName).toBe('Rosa');
    expect((await signIn(first.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(first.email, 'Newer-pass-2!')).statusCode).toBe(200);
  });
});

describe('verification (H-018..H-022, X-019)', () => {
  it('[H-018] [H-021] [X-019] [X-041] without approval the link activates the account once; the user signs in; the link then is invalid and changes nothing', async () => {
    const company = await registeringCompany();
    const body = registration();
    await register(company.slug, body);
    const wrongPassword = await signIn(body.email, 'Wrong-pass-1!');
    expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS });
    const unverified = await signIn(body.email);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ error: VERIFY_FIRST });

    const token = await verificationToken(body.email);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      action: 'verified',
      error: null,
      message: VERIFIED_MESSAGE,
      company: { name: company.name, slug: company.slug },
    });
    const row = await registrantOf(body.email);
    expect(row?.user.status).toBe('active');
    expect(row?.user.emailVerifiedAt).not.toBeNull();
    expect(row?.registration?.status).toBe('approved');
    expect((await signIn(body.email)).statusCode).toBe(200);

    const signedIn = await registrantOf(body.email);
    const again = await verify(token);
    expect(again.json()).toEqual({ action: 'invalid', error: INVALID_VERIFICATION, message: null, company: null });
    expect(await registrantOf(body.email)).toEqual(signedIn);
  });

  it('[H-019] [X-041] an unknown, expired or other-purpose token is invalid', async () => {
    const company = await registeringCompany();
    const body = registration();
    await register(company.slug, body);
    const userId = (await registrantOf(body.email))?.user.id ?? 0;
    const expired = await issueEmailToken(t.deps.db, { purpose: 'verify_account', userId, ttlSeconds: -1 });
    const otherPurpose = await issueEmailToken(t.deps.db, { purpose: 'reset_password', userId, ttlSeconds: 600 });
    for (const token of ['unknown-token', expired, otherPurpose])
      expect((await verify(token)).json()).toMatchObject({ action: 'invalid', error: INVALID_VERIFICATION });
    expect((await registrantOf(body.email))?.registration?.status).toBe('unverified');
  });

  it('[H-020] [X-017] a new link goes only to an unverified registration; the answer is the same for any address, and the old link ends', async () => {
    const company = await registeringCompany();
    const body = registration();
    await register(company.slug, body);
    const oldLink = await verificationToken(body.email);
    const member = await make.user(company);
    for (const address of [body.email, member.email, 'nobody@example.test']) {
      const response = await resend(address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: VERIFICATION_RESENT });
    }
    expect(await emailsTo(body.email, 'verify_account')).toHaveLength(2);
    expect(await emailsTo(member.email, 'verify_account')).toEqual([]);
    expect(await emailsTo('nobody@example.test')).toEqual([]);
    expect((await verify(oldLink)).json()).toMatchObject({ action: 'invalid' });
    expect((await verify(await verificationToken(body.email))).json()).toMatchObject({ action: 'verified' });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/verify_account', payload: { email: 'x' } });
    expect(invalid.json()).toEqual({ errors: { email: ['Please enter a valid email address.'] } });
  });

  it('[X-017] over 5 emails per address in 15 minutes the answers stay the same and no more emails go out', async () => {
    const company = await registeringCompany();
    const body = registration();
    await register(company.slug, body);
    for (let i = 0; i < 7; i++) expect((await resend(body.email)).json()).toEqual({ message: VERIFICATION_RESENT });
    expect(await emailsTo(body.email, 'verify_account')).toHaveLength(1 + 5);
  });
});

describe('approval (H-014, H-022..H-026, X-018)', () => {
  it('[H-014] [H-022] [X-018] [X-019] with approval the verified registration waits; both signup managers get approve and reject links; nobody else does', async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const main = await make.user(company, { role: 'program_manager' });
    const alternate = await make.user(company);
    const businessManager = await make.user(company, { role: 'business_manager' });
    await setSignupManagers(company, main, alternate);
    const body = registration();
    expect((await register(company.slug, body)).json()).toEqual({ message: REGISTERED_MESSAGE, approval: true });
    const response = await verify(await verificationToken(body.email));
    expect(response.json()).toEqual({
      action: 'approval',
      error: null,
      message: APPROVAL_MESSAGE,
      company: { name: company.name, slug: company.slug },
    });
    const row = await registrantOf(body.email);
    expect(row?.user.status).toBe('inactive');
    expect(row?.registration?.status).toBe('pending');
    const waiting = await signIn(body.email);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({ error: AWAITING_APPROVAL });

    for (const manager of [main, alternate]) {
      const [email] = await emailsTo(manager.email, 'registration_approval');
      expect(email?.text).toMatch(/\/users\/approval\/[A-Za-z0-9_-]+\/approve/);
      expect(email?.text).toMatch(/\/users\/approval\/[A-Za-z0-9_-]+\/reject/);
      expect(email?.text).toContain(body.email);
    }
    expect(await emailsTo(businessManager.email)).toEqual([]);
  });

  it("[H-024] [H-026] [X-018] [X-041] approving: the user is activated and told; the link is single use and the other manager's link decides nothing more", async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const main = await make.user(company, { role: 'business_manager' });
    const alternate = await make.user(company, { role: 'program_manager' });
    await setSignupManagers(company, main, alternate);
    const body = await pendingRegistration(company);
    const mainLink = await approvalToken(main);
    const alternateLink = await approvalToken(alternate);

    const response = await decide(mainLink, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      approved: true,
      user: { first_name: 'Rita', last_name: 'Registrant' },
      message: 'Rita Registrant has been approved.',
    });
    const row = await registrantOf(body.email);
    expect(row?.user.status).toBe('active');
    expect(row?.registration).toMatchObject({ status: 'approved', decidedByUserId: main.id });
    const [told] = await emailsTo(body.email, 'account_approved');
    expect(told?.text).toContain(`${t.deps.config.publicUrl}/${company.slug}`);
    expect((await signIn(body.email)).statusCode).toBe(200);

    const signedIn = await registrantOf(body.email);
    const used = await decide(mainLink, 'approve');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ error: INVALID_APPROVAL_LINK });
    const late = await decide(alternateLink, 'reject', { note: '<p>Too late</p>' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: ALREADY_DECIDED });
    expect(await registrantOf(body.email)).toEqual(signedIn);
  });

  it('[H-025] [H-026] rejecting needs a reason; the sanitised reason is kept and emailed as text; the user cannot sign in', async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const manager = await make.user(company, { role: 'business_manager' });
    const body = await pendingRegistration(company);
    const link = await approvalToken(manager);

    for (const note of [undefined, '', '<p></p>', '<script>alert(1)</script>']) {
      const refused = await decide(link, 'reject', note === undefined ? {} : { note });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { note: [REASON_REQUIRED] } });
    }
    expect((await registrantOf(body.email))?.registration?.status).toBe('pending');

    const response = await decide(link, 'reject', {
      note: '<p>Not an <strong>Acme</strong> engineer<img src=x onerror=alert(1)></p>',
    });
    expect(response.json()).toEqual({
      success: true,
      approved: false,
      user: { first_name: 'Rita', last_name: 'Registrant' },
      message: 'Rita Registrant has been rejected.',
    });
    const row = await registrantOf(body.email);
    expect(row?.user.status).toBe('inactive');
    expect(row?.registration).toMatchObject({
      status: 'rejected',
      decidedByUserId: manager.id,
      rejectionReason: '<p>Not an <strong>Acme</strong> engineer</p>',
    });
    const [told] = await emailsTo(body.email, 'account_rejected');
    expect(told?.text).toContain('The reason given: Not an Acme engineer');
    expect(told?.html).not.toContain('<strong>');
    expect((await signIn(body.email)).statusCode).toBe(403);
    expect((await decide(link, 'approve')).statusCode).toBe(400);
  });

  it('[X-018] without signup managers the business managers decide; a signup manager of another company is never asked', async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const other = await registeringCompany();
    const stranger = await make.user(other, { role: 'business_manager' });
    const businessManager = await make.user(company, { role: 'business_manager' });
    await setSignupManagers(company, stranger);
    await pendingRegistration(company);
    expect(await emailsTo(stranger.email)).toEqual([]);
    expect(await emailsTo(businessManager.email, 'registration_approval')).toHaveLength(1);
  });

  it('[X-018] tenant boundary: a link bound to a manager of another company, or to a manager no longer active or no longer deciding, approves nothing', async () => {
    const acme = await registeringCompany({ requiresApproval: true });
    const globex = await registeringCompany({ requiresApproval: true });
    const acmeManager = await make.user(acme, { role: 'business_manager' });
    const globexManager = await make.user(globex, { role: 'business_manager' });
    const body = await pendingRegistration(globex);
    const registrantId = (await registrantOf(body.email))?.user.id ?? 0;
    const crossTenant = await issueEmailToken(t.deps.db, {
      purpose: 'approval',
      userId: registrantId,
      ttlSeconds: 600,
      subject: { approver: acmeManager.id },
    });
    const expired = await issueEmailToken(t.deps.db, {
      purpose: 'approval',
      userId: registrantId,
      ttlSeconds: -1,
      subject: { approver: globexManager.id },
    });
    const verifyPurpose = await issueEmailToken(t.deps.db, {
      purpose: 'verify_account',
      userId: registrantId,
      ttlSeconds: 600,
    });
    for (const token of [crossTenant, expired, verifyPurpose, 'unknown-token']) {
      const response = await decide(token, 'approve');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_APPROVAL_LINK });
    }

    // Globex's own manager's emailed link stops holding once the manager is disabled.
    const link = await approvalToken(globexManager);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, globexManager.id));
    expect((await decide(link, 'approve')).statusCode).toBe(400);
    await t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, globexManager.id));
    // ... and once another user is named signup manager.
    const named = await make.user(globex, { role: 'program_manager' });
    await setSignupManagers(globex, named);
    expect((await decide(link, 'approve')).statusCode).toBe(400);
    const row = await registrantOf(body.email);
    expect(row?.user.status).toBe('inactive');
    expect(row?.registration?.status).toBe('pending');
    // The link was refused, not spent: named back, its manager decides with it.
    await setSignupManagers(globex, null);
    expect((await decide(link, 'approve')).statusCode).toBe(200);
  });

  it('[H-026] two managers deciding at once: one wins, the other is told it was decided', async () => {
    const company = await registeringCompany({ requiresApproval: true });
    const main = await make.user(company, { role: 'business_manager' });
    const alternate = await make.user(company, { role: 'program_manager' });
    await setSignupManagers(company, main, alternate);
    const body = await pendingRegistration(company);
    const answers = await Promise.all([
      decide(await approvalToken(main), 'approve'),
      decide(await approvalToken(alternate), 'reject', { note: 'No' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ error: ALREADY_DECIDED });
    expect(['approved', 'rejected']).toContain((await registrantOf(body.email))?.registration?.status);
  });
});

describe('rate limits (abuse)', () => {
  it('[H-013] [H-020] registration, new links, verification and approval links are limited per client; another client still gets through', async () => {
    const strict = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      await strict.deps.db.insert(companies).values({ name: 'Strict', slug: 'strict' });
      const country = await builders(strict).country();
      const calls = [
        (ip: string) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/caller/register/strict',
            payload: registration({ country_id: country }),
            remoteAddress: ip,
          }),
        (ip: string) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/auth/verify_account',
            payload: { email: 'a@b.test' },
            remoteAddress: ip,
          }),
        (ip: string) => strict.app.inject({ method: 'GET', url: '/api/auth/verify/guess', remoteAddress: ip }),
        (ip: string) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/users/approval/guess/approve',
            payload: {},
            remoteAddress: ip,
          }),
      ];
      for (const call of calls) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await call('203.0.113.7')).statusCode);
        expect(statuses[2]).toBe(429);
        expect(statuses.slice(0, 2)).not.toContain(429);
        expect((await call('203.0.113.8')).statusCode).not.toBe(429);
      }
    } finally {
      await strict.close();
    }
  });
});
