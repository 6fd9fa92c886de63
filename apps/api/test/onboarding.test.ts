import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  AGREEMENTS_REQUIRED_MESSAGE,
  CHOOSE_CONTRACT_LENGTH_MESSAGE,
  ONBOARDING_TOKEN_HEADER,
} from '@casebridge/contract/onboarding';
import type {
  OnboardingSession,
  OnboardingState,
  OnboardingStepAnswer,
  VerifyEmailAnswer,
} from '@casebridge/contract/onboarding';
import type { OnboardingReviewAnswer } from '@casebridge/contract/onboarding-review';
import { companies } from '../src/db/schema/companies.ts';
import { partnerGroups } from '../src/db/schema/groups.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { onboardingSessions } from '../src/db/schema/onboarding.ts';
import { users } from '../src/db/schema/users.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { CARD_DECLINED_MESSAGE, INVALID_CARD_TOKEN_MESSAGE } from '../src/modules/onboarding/payment-provider.ts';
import { SESSION_CHANGED_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '../src/modules/onboarding/onboarding-session.ts';
import { INVALID_RESTORE_LINK } from '../src/modules/onboarding/restore-session.ts';
import { SAVED_FOR_LATER_MESSAGE } from '../src/modules/onboarding/save-for-later.ts';
import { SUBMITTED_MESSAGE } from '../src/modules/onboarding/submit-request.ts';
import {
  CHECK_EMAIL_PATH,
  INVALID_VERIFY_LINK,
  REQUEST_WAITING_MESSAGE,
  alreadyMemberMessage,
  linkSentMessage,
} from '../src/modules/onboarding/verify-email.ts';
import { builders } from './builders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
let countryId: number;

const PASSWORD = 'Onboard-1!x';
const PDF = Buffer.from('%PDF-1.4\n% agreement\n');

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  countryId = await make.country();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newAddress = () => `prospect${String(++sequence)}@newco${String(sequence)}.test`;

type Program = Awaited<ReturnType<ReturnType<typeof builders>['program']>>;

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

/** The newest onboarding link emailed to `email` (the email check's, unless another pattern is given). */
async function emailedLink(email: string, pattern = /http:\/\/\S+\/onboarding\/verify\/([A-Za-z0-9_-]+)/) {
  const [mail] = await t.deps.db
    .select({ text: outboundEmails.text })
    .from(outboundEmails)
    .where(sql`${email} = any(${outboundEmails.toAddresses})`)
    .orderBy(sql`${outboundEmails.id} desc`)
    .limit(1);
  const link = pattern.exec(mail?.text ?? '');
  return { url: link?.[0] ?? '', token: link?.[1] ?? '' };
}

/** The email check: the same answer for every address, and a link emailed to it. */
async function checkEmail(program: Program, email: string) {
  const response = await post(`/api/onboarding/${program.vhost}/verify_email`, {
    partner_group_id: program.id,
    email,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<VerifyEmailAnswer>()).toEqual({
    valid: true,
    session: null,
    message: linkSentMessage(email),
    redirect: CHECK_EMAIL_PATH,
  });
  return emailedLink(email);
}

const openLink = (program: Program, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/onboarding/${program.vhost}/verify/${token}` });

/** The email check, then its emailed link opened: what the wizard starts with. */
async function verify(program: Program, email = newAddress()) {
  const link = await checkEmail(program, email);
  const response = await openLink(program, link.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VerifyEmailAnswer>();
}

async function start(program: Program, email = newAddress()): Promise<OnboardingSession> {
  const answer = await verify(program, email);
  if (!answer.session) throw new Error(`no session: ${String(answer.message)}`);
  return answer.session;
}

const contact = (session: OnboardingSession, overrides: Record<string, unknown> = {}) => ({
  session_token: session.token,
  version: session.version,
  user: {
    first_name: 'Pat',
    last_name: 'Prospect',
    email: session.email,
    phone: '+353 1 555 0100',
    phone_country_code: 'IE',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  },
  company: {
    name: 'Newco Storage',
    address: '1 Main Street',
    city: 'Dublin',
    state: '',
    zipcode: 'D02 X285',
    country_id: countryId,
    url: 'https://www.newco.test',
  },
  ...overrides,
});

const agreements = (session: OnboardingSession, overrides: Record<string, unknown> = {}) => ({
  session_token: session.token,
  version: session.version,
  code_of_conduct: true,
  database_license: true,
  addendum: true,
  ...overrides,
});

const processDocument = {
  support_hours: '7/24/365',
  product_supported: 'Newco Object Store 3',
  support_email: 'support@newco.test',
  support_phone: '+353 1 555 0199',
  support_country_code: 'IE',
  manager_first_name: 'Mona',
  manager_last_name: 'Manager',
  manager_email: 'mona@newco.test',
  escalation_instructions: 'Call the duty manager for P1.',
};

async function step(url: string, payload: unknown): Promise<OnboardingStepAnswer> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnboardingStepAnswer>();
}

/** A new company through contact and agreements on a free program: at the process step. */
async function atProcessStep(program: Program, email?: string) {
  const session = await start(program, email);
  const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
  const afterAgreements = await step(`/api/onboarding/${program.vhost}/agreements`, agreements(afterContact.session));
  return afterAgreements.session;
}

const sessionRow = async (token: string) => {
  const [row] = await t.deps.db
    .select()
    .from(onboardingSessions)
    .where(eq(onboardingSessions.tokenHash, hashToken(token)));
  return row;
};

describe('group home', () => {
  it('[O-001] a partner program vhost answers the group home: instructions, links, test-application contact, banner', async () => {
    const program = await make.program();
    const landing = await t.app.inject({ method: 'GET', url: `/api/caller/landing/${program.vhost}` });
    expect(landing.statusCode).toBe(200);
    expect(landing.json()).toMatchObject({
      type: 'group',
      group: {
        id: program.id,
        vhost: program.vhost,
        status: 'active',
        instructions: '<p>About the program.</p>',
        links: [{ label: 'Program overview', url: 'https://example.test/overview' }],
        host_email: `host@${program.vhost}.test`,
      },
    });
    const banner = await t.app.inject({ method: 'GET', url: `/api/resources/group_banner/${program.vhost}` });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml');
    expect(banner.body).toContain(program.name);
    expect((await t.app.inject({ method: 'GET', url: '/api/resources/group_banner/nobody-here' })).statusCode).toBe(
      404,
    );
  });

  it('[O-001] an inactive program shows as inactive and takes no registration; a vhost of a group that is no partner program is no group home', async () => {
    const inactive = await make.program({ status: 'inactive' });
    const landing = await t.app.inject({ method: 'GET', url: `/api/caller/landing/${inactive.vhost}` });
    expect(landing.json()).toMatchObject({ type: 'group', group: { status: 'inactive' } });
    const refused = await post(`/api/onboarding/${inactive.vhost}/verify_email`, {
      partner_group_id: inactive.id,
      email: newAddress(),
    });
    expect(refused.statusCode).toBe(403);

    const openGroup = await make.program({ type: 'open_group' });
    expect((await t.app.inject({ method: 'GET', url: `/api/caller/landing/${openGroup.vhost}` })).statusCode).toBe(404);
    const none = await post(`/api/onboarding/${openGroup.vhost}/verify_email`, {
      partner_group_id: openGroup.id,
      email: newAddress(),
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('email check', () => {
  it('[O-002] a valid email starts a session whose token the server keeps only as a hash', async () => {
    const program = await make.program();
    const email = newAddress();
    const answer = await verify(program, email);
    expect(answer).toMatchObject({ valid: true, message: null, redirect: '/onboarding/contact' });
    const token = answer.session?.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(onboardingSessions).where(eq(onboardingSessions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('[O-003] an existing premium, basic or standard company goes to basic-premium, any other to agreements, none to contact', async () => {
    const program = await make.program();
    const routes: [string, string][] = [];
    for (const membershipType of ['premium', 'basic', 'standard', 'elite', 'limited', 'offline partner'] as const) {
      const company = await make.company({ membershipType });
      const user = await make.user(company);
      routes.push([membershipType, (await verify(program, user.email)).session?.step ?? 'none']);
    }
    // By the company's email domain too, without a user.
    const byDomain = await make.company({ membershipType: 'elite' });
    routes.push(['domain', (await verify(program, `someone@${byDomain.slug}.test`)).session?.step ?? 'none']);
    routes.push(['new', (await verify(program)).session?.step ?? 'none']);
    expect(routes).toEqual([
      ['premium', 'basic-premium'],
      ['basic', 'basic-premium'],
      ['standard', 'basic-premium'],
      ['elite', 'agreements'],
      ['limited', 'agreements'],
      ['offline partner', 'agreements'],
      ['domain', 'agreements'],
      ['new', 'contact'],
    ]);
  });

  it('[O-004] a company already in the program, or an address with a request waiting, gets a message and where to go', async () => {
    const member = await make.company({ name: 'Member Co' });
    const program = await make.program({ members: [{ company: member }] });
    const user = await make.user(member);
    const answer = await verify(program, user.email);
    expect(answer).toEqual({
      valid: false,
      session: null,
      message: alreadyMemberMessage('Member Co', program.name),
      redirect: `http://${member.slug}.localhost:3000/`,
    });

    const free = await make.program({ free: true });
    const email = newAddress();
    const session = await atProcessStep(free, email);
    await step(`/api/onboarding/${free.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: processDocument,
    });
    expect(await verify(free, email)).toEqual({
      valid: false,
      session: null,
      message: REQUEST_WAITING_MESSAGE,
      redirect: '/',
    });
  });

  it('a wrong partner_group_id for the vhost and a bad email are refused', async () => {
    const program = await make.program();
    const other = await make.program();
    const wrong = await post(`/api/onboarding/${program.vhost}/verify_email`, {
      partner_group_id: other.id,
      email: newAddress(),
    });
    expect(wrong.statusCode).toBe(404);
    const bad = await post(`/api/onboarding/${program.vhost}/verify_email`, {
      partner_group_id: program.id,
      email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['email']);
  });
});

describe('a proven address, and the company decides who joins it (issue 21)', () => {
  const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A company that registers users with approval, its signup manager, a business manager and one process. */
  async function approvingCompany(loginMethod: 'requires_registration' | 'sso' = 'requires_registration') {
    const company = await make.company({ membershipType: 'elite', loginMethod });
    const signupManager = await make.user(company, { first: 'Sid' });
    const manager = await make.user(company, { role: 'business_manager' });
    await t.deps.db
      .update(companies)
      .set({ requiresApproval: true, signupManagerId: signupManager.id })
      .where(eq(companies.id, company.id));
    return { company, signupManager, manager, process: await make.document(company) };
  }

  /** An address of an existing company through the link, the agreements and choose-process: submitted. */
  async function applyToJoin(program: Program, email: string, processId: number, first: string) {
    const session = await start(program, email);
    const agreed = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(session, { first_name: first, last_name: 'Applicant' }),
    );
    const submitted = await step(`/api/onboarding/${program.vhost}/register/existing`, {
      session_token: session.token,
      version: agreed.session.version,
      document_id: processId,
      user_access: 'open',
    });
    return { session, submitted: submitted.session };
  }

  it('[O-002] [O-004] the email check answers every address alike and starts nothing: no token, no company, no processes', async () => {
    const { company, manager } = await approvingCompany();
    const member = await make.company({ name: 'Member Of It' });
    const program = await make.program({ members: [{ company: member }] });
    const disabled = await make.company({ status: 'inactive' });
    const addresses = [
      `applicant@${company.slug}.test`,
      manager.email,
      (await make.user(member)).email,
      `someone@${disabled.slug}.test`,
      newAddress(),
    ];
    for (const email of addresses) await checkEmail(program, email);
    const rows = await t.deps.db
      .select()
      .from(onboardingSessions)
      .where(eq(onboardingSessions.partnerGroupId, program.partnerGroupId));
    expect(rows).toHaveLength(addresses.length);
    for (const row of rows)
      expect(row).toMatchObject({ tokenHash: null, companyId: null, emailVerifiedAt: null, status: 'in_progress' });
    // Nothing to call the wizard, the session or Acme's processes with: the only credential went to the address.
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${program.vhost}/documents/${String(company.id)}`,
      headers: { [ONBOARDING_TOKEN_HEADER]: 'x'.repeat(43) },
    });
    expect(documents.statusCode).toBe(404);
    // Opened, the member's link says what the old answer said, to the address's owner only.
    const opened = await openLink(program, (await emailedLink(addresses[2] ?? '')).token);
    expect(opened.json()).toMatchObject({ valid: false, message: alreadyMemberMessage('Member Of It', program.name) });
  });

  it('[O-002] the emailed link works once, only on its own program, and not once expired', async () => {
    const program = await make.program();
    const other = await make.program();
    const email = newAddress();
    const link = await checkEmail(program, email);
    expect(link.url.startsWith(`http://${program.vhost}.localhost:3000/onboarding/verify/`)).toBe(true);
    expect((await openLink(other, link.token)).statusCode).toBe(404);
    const first = await openLink(program, link.token);
    expect(first.json<VerifyEmailAnswer>()).toMatchObject({ valid: true, redirect: '/onboarding/contact' });
    const again = await openLink(program, link.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: INVALID_VERIFY_LINK });

    const late = await checkEmail(program, newAddress());
    await t.deps.db
      .update(onboardingSessions)
      .set({ verifyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(onboardingSessions.verifyTokenHash, hashToken(late.token)));
    expect((await openLink(program, late.token)).statusCode).toBe(404);
  });

  it("[O-023] an applicant who is not Acme's user joins only once Acme's signup manager approves, as a registration; no password is ever taken", async () => {
    const { company, signupManager, process } = await approvingCompany();
    const program = await make.program();
    const admin = await make.superAdmin();
    const email = `newcomer@${company.slug}.test`;
    const session = await start(program, email);
    expect(session.step).toBe('agreements');

    // The contact step (and its password) is the new company's: an existing company's applicant is refused it.
    const planted = await post(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    expect(planted.statusCode).toBe(409);
    expect((await sessionRow(session.token))?.data.user?.password_hash).toBeUndefined();

    const { session: joined, submitted } = await applyToJoin(program, email, process.id, 'Nia');
    expect(submitted.status).toBe('pending_company');

    // The company's queue and its signup manager's approval email, as for a registration; not the super admin's queue.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/super_admin/onboarding/queue',
      headers: bearerOf(admin.token),
    });
    expect(queue.json<{ queue: { company_name: string }[] }>().queue.map((item) => item.company_name)).not.toContain(
      company.name,
    );
    const registrations = await t.app.inject({
      method: 'GET',
      url: '/api/admin/company/registration/queue',
      headers: bearerOf((await make.user(company, { role: 'business_manager' })).token),
    });
    expect(registrations.json<{ queue: { email: string }[] }>().queue.map((item) => item.email)).toEqual([email]);
    const approval = await emailedLink(signupManager.email, /\/users\/approval\/([A-Za-z0-9_-]+)\/approve/);
    expect(approval.token).not.toBe('');
    const [applicant] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(applicant).toMatchObject({ companyId: company.id, status: 'inactive', passwordHash: null });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/super_admin/onboarding/${String((await sessionRow(joined.token))?.id)}/approve`,
      headers: bearerOf(admin.token),
    });
    expect(review.statusCode).toBe(409);

    const decided = await post(`/api/users/approval/${approval.token}/approve`, {});
    expect(decided.statusCode, decided.body).toBe(200);
    const row = await sessionRow(joined.token);
    expect(row).toMatchObject({ status: 'pending_approval', userId: applicant?.id });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/super_admin/onboarding/${String(row?.id)}/approve`,
      headers: bearerOf(admin.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [after] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ status: 'active', passwordHash: null });
    const signIn = await post('/api/auth/login', { email, password: PASSWORD });
    expect(signIn.statusCode).not.toBe(200);
  });

  it("[O-023] the company's rejection declines the request with its user", async () => {
    const { company, signupManager, process } = await approvingCompany();
    const program = await make.program();
    const email = `refused@${company.slug}.test`;
    const { session } = await applyToJoin(program, email, process.id, 'Rey');
    const reject = await emailedLink(signupManager.email, /\/users\/approval\/([A-Za-z0-9_-]+)\/reject/);
    const decided = await post(`/api/users/approval/${reject.token}/reject`, { note: 'Not one of ours.' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await sessionRow(session.token)).toMatchObject({ status: 'rejected', decidedByUserId: signupManager.id });
  });

  it('[O-023] an SSO company gets no account through the wizard: the request goes to the super admin without a user', async () => {
    const { company, signupManager, process } = await approvingCompany('sso');
    const program = await make.program();
    const email = `idp-user@${company.slug}.test`;
    const { session, submitted } = await applyToJoin(program, email, process.id, 'Ida');
    expect(submitted.status).toBe('pending_approval');
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await emailedLink(signupManager.email, /\/users\/approval\//)).url).toBe('');
    const admin = await make.superAdmin();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/super_admin/onboarding/${String((await sessionRow(session.token))?.id)}/approve`,
      headers: bearerOf(admin.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('session token', () => {
  it("a session token of program A is no session on program B's vhost", async () => {
    const a = await make.program();
    const b = await make.program();
    const session = await start(a);
    const onB = await post(`/api/onboarding/${b.vhost}/validate_contact`, contact(session));
    expect(onB.statusCode).toBe(404);
    expect(onB.json()).toEqual({ error: SESSION_NOT_FOUND_MESSAGE });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${b.vhost}/session`,
      headers: { [ONBOARDING_TOKEN_HEADER]: session.token },
    });
    expect(read.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${a.vhost}/session`,
      headers: { [ONBOARDING_TOKEN_HEADER]: session.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<OnboardingState>().session.step).toBe('contact');
    expect((await sessionRow(session.token))?.step).toBe('contact');
  });
});

describe('contact step', () => {
  it('[O-008] [O-009] field errors come keyed user.* and company.*; nothing is saved', async () => {
    const program = await make.program();
    const session = await start(program);
    const response = await post(
      `/api/onboarding/${program.vhost}/validate_contact`,
      contact(session, {
        user: {
          first_name: '',
          last_name: 'X',
          email: session.email,
          phone: '',
          password: 'short',
          password_confirmation: 'other',
        },
        company: { name: '', address: '', city: 'Dublin', zipcode: '', country_id: '' },
      }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'company.address',
        'company.country_id',
        'company.name',
        'company.zipcode',
        'user.first_name',
        'user.password',
        'user.phone',
      ].sort(),
    );
    expect((await sessionRow(session.token))?.data).toEqual({ user: { email: session.email } });
  });

  it('[O-009] a valid contact moves to agreements and keeps the password only as a hash', async () => {
    const program = await make.program();
    const session = await start(program);
    const answer = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    expect(answer.session.step).toBe('agreements');
    expect(answer.session.data.user).toMatchObject({ first_name: 'Pat', has_password: true });
    const row = await sessionRow(session.token);
    expect(row?.data.company).toMatchObject({
      name: 'Newco Storage',
      country_id: countryId,
      url: 'https://www.newco.test',
    });
    expect(row?.data.user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row?.data)).not.toContain(PASSWORD);
  });
});

describe('agreements step', () => {
  it('[O-011] [O-012] every applicable agreement must be accepted; the exact message; nothing changes', async () => {
    const program = await make.program({ free: true, addendumName: 'Program addendum' });
    const session = await start(program);
    const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    for (const missing of ['code_of_conduct', 'database_license', 'addendum']) {
      const response = await post(
        `/api/onboarding/${program.vhost}/agreements`,
        agreements(afterContact.session, { [missing]: false }),
      );
      expect(response.statusCode, missing).toBe(422);
      expect(response.json()).toEqual({ errors: { agreements: [AGREEMENTS_REQUIRED_MESSAGE] } });
    }
    expect((await sessionRow(session.token))?.step).toBe('agreements');
    const answer = await step(`/api/onboarding/${program.vhost}/agreements`, agreements(afterContact.session));
    expect(answer.session.step).toBe('process');
  });

  it('[O-012] an addendum that does not apply counts as accepted: none on the program, or an existing member without force_addendum', async () => {
    const none = await make.program({ free: true });
    const session = await start(none);
    const afterContact = await step(`/api/onboarding/${none.vhost}/validate_contact`, contact(session));
    expect(
      (await step(`/api/onboarding/${none.vhost}/agreements`, agreements(afterContact.session, { addendum: false })))
        .session.step,
    ).toBe('process');

    const withAddendum = await make.program({ addendumName: 'Addendum' });
    const company = await make.company({ membershipType: 'elite' });
    const user = await make.user(company);
    const existing = await start(withAddendum, user.email);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${withAddendum.vhost}/session`,
      headers: { [ONBOARDING_TOKEN_HEADER]: existing.token },
    });
    expect(state.json<OnboardingState>().group.addendum_applies).toBe(false);
    const answer = await step(
      `/api/onboarding/${withAddendum.vhost}/agreements`,
      agreements(existing, { addendum: false, first_name: 'Eli', last_name: 'Existing' }),
    );
    expect(answer.session.step).toBe('choose-process');
  });

  it('[O-024] force_addendum makes a basic or premium member accept the addendum', async () => {
    const program = await make.program({ addendumName: 'Forced addendum', forceAddendum: true });
    const company = await make.company({ membershipType: 'premium' });
    const user = await make.user(company);
    const session = await start(program, user.email);
    expect(session.step).toBe('basic-premium');
    const refused = await post(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(session, { addendum: false, first_name: 'P', last_name: 'M' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { agreements: [AGREEMENTS_REQUIRED_MESSAGE] } });
  });

  it('[O-013] the names are asked only when the onboarding user has none', async () => {
    const program = await make.program({ free: true });
    const company = await make.company({ membershipType: 'elite' });
    const user = await make.user(company);
    const session = await start(program, user.email);
    const missing = await post(`/api/onboarding/${program.vhost}/agreements`, agreements(session));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors).sort()).toEqual(['first_name', 'last_name']);
    const named = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(session, { first_name: 'Ann', last_name: 'Other' }),
    );
    expect(named.session.data.user).toMatchObject({ first_name: 'Ann', last_name: 'Other' });

    // A new member named on the contact step is not asked again.
    const fresh = await start(program);
    const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(fresh));
    expect(
      (await step(`/api/onboarding/${program.vhost}/agreements`, agreements(afterContact.session))).session.data.user,
    ).toMatchObject({
      first_name: 'Pat',
    });
  });

  it('[O-014] a new member cannot skip the contact step', async () => {
    const program = await make.program({ free: true });
    const session = await start(program);
    expect((await post(`/api/onboarding/${program.vhost}/agreements`, agreements(session))).statusCode).toBe(409);
  });

  it('[O-011] the agreement documents download as attachments; a program without one answers 404', async () => {
    const program = await make.program({
      addendumName: 'Alliance Addendum',
      files: { addendum: PDF, codeOfConduct: PDF, currentLicense: PDF },
    });
    for (const [which, filename] of [
      ['addendum', 'Alliance Addendum.pdf'],
      ['code_of_conduct', 'code-of-conduct.pdf'],
      ['current_license', 'database-license.pdf'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/onboarding/${program.vhost}/${which}` });
      expect(response.statusCode, which).toBe(200);
      expect(response.headers['content-disposition']).toContain(`filename="${filename}"`);
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    const bare = await make.program();
    expect((await t.app.inject({ method: 'GET', url: `/api/onboarding/${bare.vhost}/addendum` })).statusCode).toBe(404);
  });
});

describe('process step and submission', () => {
  it('[O-022] [O-025] field errors keyed document.*; a valid process submits the registration for review', async () => {
    const program = await make.program({ free: true });
    const session = await atProcessStep(program);
    const bad = await post(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: { ...processDocument, support_email: 'nope', manager_first_name: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'document.manager_first_name',
      'document.support_email',
    ]);

    const answer = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: processDocument,
    });
    expect(answer).toMatchObject({
      valid: true,
      message: SUBMITTED_MESSAGE,
      session: { step: 'success', status: 'pending_approval' },
    });
  });

  it('[O-027] the submitted session holds what the super admin reviews: company, user, document, agreements', async () => {
    const program = await make.program({ free: true, addendumName: 'Addendum' });
    const session = await atProcessStep(program);
    await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: processDocument,
    });
    const row = await sessionRow(session.token);
    expect(row).toMatchObject({ status: 'pending_approval', step: 'success', partnerGroupId: program.partnerGroupId });
    expect(row?.submittedAt).toBeInstanceOf(Date);
    expect(row?.data).toMatchObject({
      company: {
        name: 'Newco Storage',
        address: '1 Main Street',
        city: 'Dublin',
        zipcode: 'D02 X285',
        url: 'https://www.newco.test',
        country_id: countryId,
      },
      user: {
        first_name: 'Pat',
        last_name: 'Prospect',
        email: session.email,
        phone: '+353 1 555 0100',
        phone_country_code: 'IE',
      },
      document: processDocument,
      agreements: { code_of_conduct: true, database_license: true, addendum: true },
    });
  });

  it('a double submit makes one company request: one 200, one 409', async () => {
    const program = await make.program({ free: true });
    const session = await atProcessStep(program);
    const body = { session_token: session.token, version: session.version, document: processDocument };
    const answers = await Promise.all([1, 2, 3].map(() => post(`/api/onboarding/${program.vhost}/register`, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const requests = await t.deps.db
      .select({ id: onboardingSessions.id })
      .from(onboardingSessions)
      .where(
        and(
          eq(onboardingSessions.partnerGroupId, program.partnerGroupId),
          eq(onboardingSessions.status, 'pending_approval'),
        ),
      );
    expect(requests).toHaveLength(1);
  });

  it('two sessions of one address submit one request: the database refuses the second', async () => {
    const program = await make.program({ free: true });
    const email = newAddress();
    const first = await atProcessStep(program, email);
    const second = await atProcessStep(program, email);
    await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: first.token,
      version: first.version,
      document: processDocument,
    });
    const refused = await post(`/api/onboarding/${program.vhost}/register`, {
      session_token: second.token,
      version: second.version,
      document: processDocument,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: REQUEST_WAITING_MESSAGE });
    expect((await sessionRow(second.token))?.status).toBe('in_progress');
    await expect(
      t.deps.db
        .update(onboardingSessions)
        .set({ status: 'pending_payment' })
        .where(eq(onboardingSessions.tokenHash, hashToken(second.token))),
    ).rejects.toThrow();
  });

  it('a submitted registration takes no more saves', async () => {
    const program = await make.program({ free: true });
    const session = await atProcessStep(program);
    const done = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: processDocument,
    });
    const again = await post(`/api/onboarding/${program.vhost}/agreements`, agreements(done.session));
    expect(again.statusCode).toBe(409);
  });
});

describe('two tabs', () => {
  it('the later save made from an old version is refused whole (409); the session keeps the first save', async () => {
    const program = await make.program();
    const session = await start(program);
    await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    const stale = await post(
      `/api/onboarding/${program.vhost}/validate_contact`,
      contact(session, {
        company: { name: 'Other Tab Inc', address: '2 Side St', city: 'Cork', zipcode: 'T12', country_id: countryId },
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: SESSION_CHANGED_MESSAGE });
    const row = await sessionRow(session.token);
    expect(row?.data.company?.name).toBe('Newco Storage');
    expect(row?.data.company?.city).toBe('Dublin');
  });
});

describe('existing members', () => {
  it('[O-015] a limited member registers straight after the agreements', async () => {
    const program = await make.program();
    const company = await make.company({ membershipType: 'limited' });
    const user = await make.user(company);
    const session = await start(program, user.email);
    const saved = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(session, { first_name: 'L', last_name: 'M' }),
    );
    expect(saved.session.step).toBe('agreements');
    const other = await make.company({ membershipType: 'limited' });
    const wrong = await post(`/api/onboarding/${program.vhost}/register/limited`, {
      session_token: session.token,
      version: saved.session.version,
      company_id: other.id,
    });
    expect(wrong.statusCode).toBe(404);
    const answer = await step(`/api/onboarding/${program.vhost}/register/limited`, {
      session_token: session.token,
      version: saved.session.version,
      company_id: company.id,
    });
    expect(answer.session).toMatchObject({ step: 'success', status: 'pending_approval' });
    expect((await sessionRow(session.token))?.companyId).toBe(company.id);
  });

  it('[O-015] [O-023] [issue 23] the state says registers_at_agreements exactly where register/limited answers', async () => {
    const program = await make.program();
    for (const membershipType of ['limited', 'elite'] as const) {
      const company = await make.company({ membershipType });
      const session = await start(program, (await make.user(company)).email);
      const saved = await step(
        `/api/onboarding/${program.vhost}/agreements`,
        agreements(session, { first_name: 'R', last_name: 'A' }),
      );
      const state = await t.app.inject({
        method: 'GET',
        url: `/api/onboarding/${program.vhost}/session`,
        headers: { [ONBOARDING_TOKEN_HEADER]: session.token },
      });
      const registersHere = state.json<OnboardingState>().company?.registers_at_agreements;
      expect(registersHere, membershipType).toBe(membershipType === 'limited');
      expect(saved.session.step, membershipType).toBe(registersHere ? 'agreements' : 'choose-process');
      const registered = await post(`/api/onboarding/${program.vhost}/register/limited`, {
        session_token: session.token,
        version: saved.session.version,
        company_id: company.id,
      });
      expect(registered.statusCode, membershipType).toBe(registersHere ? 200 : 404);
    }
  });

  it("[O-023] choose-process lists only the session's company's processes and registers with one", async () => {
    const program = await make.program();
    const company = await make.company({ membershipType: 'elite' });
    const user = await make.user(company);
    const document = await make.document(company);
    const foreign = await make.company();
    const foreignDocument = await make.document(foreign);
    const session = await start(program, user.email);
    const saved = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(session, { first_name: 'E', last_name: 'M' }),
    );
    const headers = { [ONBOARDING_TOKEN_HEADER]: session.token };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${program.vhost}/documents/${String(company.id)}`,
      headers,
    });
    expect(list.json<{ documents: { id: number }[] }>().documents.map((d) => d.id)).toEqual([document.id]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/${program.vhost}/documents/${String(foreign.id)}`,
      headers,
    });
    expect(other.statusCode).toBe(404);
    const refused = await post(`/api/onboarding/${program.vhost}/register/existing`, {
      session_token: session.token,
      version: saved.session.version,
      document_id: foreignDocument.id,
      user_access: 'open',
    });
    expect(refused.statusCode).toBe(404);
    const answer = await step(`/api/onboarding/${program.vhost}/register/existing`, {
      session_token: session.token,
      version: saved.session.version,
      document_id: document.id,
      user_access: 'restricted',
    });
    expect(answer.session.status).toBe('pending_approval');
    expect((await sessionRow(session.token))?.data.existing).toEqual({
      document_id: document.id,
      user_access: 'restricted',
    });
  });
});

describe('save and finish later', () => {
  const restoreLinkOf = (email: string) => emailedLink(email, /http:\/\/\S+\/onboarding\/restore\/([A-Za-z0-9_-]+)/);

  it('[O-010] [O-006] [O-007] saves the draft without moving on, emails a restore link that works once and brings the values back', async () => {
    const program = await make.program();
    const session = await start(program);
    const answer = await step(
      `/api/onboarding/${program.vhost}/validate_contact`,
      contact(session, { save_for_later: true, company: { name: 'Half Done Ltd', city: '' } }),
    );
    expect(answer).toMatchObject({ valid: true, message: SAVED_FOR_LATER_MESSAGE, session: { step: 'contact' } });
    const link = await restoreLinkOf(session.email);
    expect(link.url.startsWith(`http://${program.vhost}.localhost:3000/onboarding/restore/`)).toBe(true);

    const restored = await t.app.inject({ method: 'GET', url: `/api/onboarding/restore/${link.token}` });
    expect(restored.statusCode).toBe(200);
    const state = restored.json<OnboardingState>();
    expect(state.session).toMatchObject({
      step: 'contact',
      data: { company: { name: 'Half Done Ltd' }, user: { first_name: 'Pat', has_password: true } },
    });
    expect(state.group.vhost).toBe(program.vhost);
    expect(state.session.token).not.toBe(session.token);

    // The link works once; the restored token carries on, the one it replaced does not.
    expect((await t.app.inject({ method: 'GET', url: `/api/onboarding/restore/${link.token}` })).json()).toEqual({
      error: INVALID_RESTORE_LINK,
    });
    const read = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/onboarding/${program.vhost}/session`,
        headers: { [ONBOARDING_TOKEN_HEADER]: token },
      });
    expect((await read(state.session.token)).statusCode).toBe(200);
    expect((await read(session.token)).statusCode).toBe(404);
    // The saved password is kept when the restored contact step leaves it empty.
    const hash = (await sessionRow(state.session.token))?.data.user?.password_hash;
    const kept = await step(
      `/api/onboarding/${program.vhost}/validate_contact`,
      contact(state.session, { user: { ...contact(state.session).user, password: '', password_confirmation: '' } }),
    );
    expect(kept.session.step).toBe('agreements');
    expect((await sessionRow(state.session.token))?.data.user?.password_hash).toBe(hash);
  });

  it('[O-008] without a saved password the contact step requires one', async () => {
    const program = await make.program();
    const session = await start(program);
    const response = await post(
      `/api/onboarding/${program.vhost}/validate_contact`,
      contact(session, { user: { ...contact(session).user, password: '', password_confirmation: '' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['user.password']);
  });

  it('[O-006] an expired restore link answers 404 and restores nothing', async () => {
    const program = await make.program();
    const session = await start(program);
    await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session, { save_for_later: true }));
    const link = await restoreLinkOf(session.email);
    await t.deps.db
      .update(onboardingSessions)
      .set({ restoreExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(onboardingSessions.tokenHash, hashToken(session.token)));
    const expired = await t.app.inject({ method: 'GET', url: `/api/onboarding/restore/${link.token}` });
    expect(expired.statusCode).toBe(404);
    expect((await sessionRow(session.token))?.email).toBe(session.email);
  });

  it('[O-010] the process step saves for later too', async () => {
    const program = await make.program({ free: true });
    const session = await atProcessStep(program);
    const answer = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: session.version,
      document: { support_hours: '9-5', manager_email: '' },
      save_for_later: true,
    });
    expect(answer.session).toMatchObject({
      step: 'process',
      status: 'in_progress',
      data: { document: { support_hours: '9-5' } },
    });
  });
});

describe('rate limit', () => {
  it('the public onboarding requests of one client are limited (429)', async () => {
    const limited = await createTestApp({ env: { ONBOARDING_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/onboarding/nowhere/verify_email',
          payload: { partner_group_id: 1, email: 'a@b.test' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

it('companies table untouched by onboarding: no company is created before approval', async () => {
  const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  const program = await make.program({ free: true });
  const session = await atProcessStep(program);
  await step(`/api/onboarding/${program.vhost}/register`, {
    session_token: session.token,
    version: session.version,
    document: processDocument,
  });
  const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  expect(after[0]?.n).toBe(before[0]?.n);
});

describe('payment', () => {
  const okToken = 'tok_test_ok_0123456789abcdefABCD';
  const declinedToken = 'tok_test_declined_0123456789abcdef';

  /** A new company of a paid program, agreements accepted with the given payment type. */
  async function atPayment(
    program: Program,
    paymentType: 'credit_card' | 'invoice',
    contractLength: 'one_year' | 'three_years' = 'three_years',
  ) {
    const session = await start(program);
    const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    return step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(afterContact.session, { payment_type: paymentType, contract_length: contractLength }),
    );
  }

  it('[O-016] [issue 24] the contract length is chosen, never defaulted; payment by credit_card by default, and by card the wizard waits for the payment', async () => {
    const program = await make.program();
    const session = await start(program);
    const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    const unchosen = await post(`/api/onboarding/${program.vhost}/agreements`, agreements(afterContact.session));
    expect(unchosen.statusCode).toBe(422);
    expect(unchosen.json<{ errors: object }>().errors).toEqual({ contract_length: [CHOOSE_CONTRACT_LENGTH_MESSAGE] });
    expect((await sessionRow(session.token))?.version).toBe(afterContact.session.version);

    const saved = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(afterContact.session, { contract_length: 'three_years' }),
    );
    expect(saved.session.data.payment).toEqual({
      contract_length: 'three_years',
      payment_type: 'credit_card',
      paid: false,
      amount_due_cents: 270_000,
    });
    expect(saved.session.step).toBe('agreements');
    const early = await post(`/api/onboarding/${program.vhost}/register`, {
      session_token: session.token,
      version: saved.session.version,
      document: processDocument,
    });
    expect(early.statusCode).toBe(409);
  });

  it('[O-017] [O-018] a declined card changes nothing; an accepted one is charged the chosen price and moves on', async () => {
    const program = await make.program();
    const saved = await atPayment(program, 'credit_card', 'one_year');
    const body = (token: string) => ({
      session_token: saved.session.token,
      version: saved.session.version,
      name_on_card: 'Pat Prospect',
      card_token: token,
      contract_length: 'one_year',
    });
    const declined = await post(`/api/onboarding/${program.vhost}/payment`, body(declinedToken));
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({ errors: { card_token: [CARD_DECLINED_MESSAGE] } });
    const forged = await post(`/api/onboarding/${program.vhost}/payment`, body('4242424242424242'));
    expect(forged.json()).toEqual({ errors: { card_token: [INVALID_CARD_TOKEN_MESSAGE] } });
    expect((await sessionRow(saved.session.token))?.version).toBe(saved.session.version);

    const paid = await step(`/api/onboarding/${program.vhost}/payment`, body(okToken));
    expect(paid.session).toMatchObject({
      step: 'process',
      data: { payment: { paid: true, payment_type: 'credit_card', amount_due_cents: 0 } },
    });
    const row = await sessionRow(saved.session.token);
    expect(row?.data.payment).toMatchObject({ price_cents: 100_000, name_on_card: 'Pat Prospect' });
    const [charge, ...more] = row?.data.payment?.charges ?? [];
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ amount_cents: 100_000, contract_length: 'one_year' });
    expect(charge?.reference).toMatch(/^ch_test_/);
    expect(JSON.stringify(row?.data)).not.toContain(okToken);

    // Issue 24 §4: the applicant's receipt: amount, term, reference; the declined attempts sent none.
    const receipts = await t.deps.db
      .select({ subject: outboundEmails.subject, text: outboundEmails.text })
      .from(outboundEmails)
      .where(
        sql`${row?.email ?? ''} = any(${outboundEmails.toAddresses}) and ${outboundEmails.template} = 'onboarding_receipt'`,
      );
    expect(receipts.map((receipt) => receipt.subject)).toEqual([`Your payment of $1,000.00 for ${program.name}`]);
    expect(receipts[0]?.text).toContain('for one year, paid by card on');
    expect(receipts[0]?.text).toContain(`Payment reference: ${charge?.reference ?? 'none'}.`);

    const again = await post(`/api/onboarding/${program.vhost}/payment`, {
      ...body(okToken),
      version: paid.session.version,
    });
    expect(again.statusCode).toBe(409);
    const done = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: saved.session.token,
      version: paid.session.version,
      document: processDocument,
    });
    expect(done.session.status).toBe('pending_approval');
  });

  it('[O-016] [O-018] a longer contract chosen after a one-year payment is unpaid until the server-computed difference is charged (issue 21)', async () => {
    const program = await make.program();
    const saved = await atPayment(program, 'credit_card', 'one_year');
    expect(saved.session.data.payment).toMatchObject({ paid: false, amount_due_cents: 100_000 });
    const pay = (version: number, contractLength: 'one_year' | 'three_years') =>
      post(`/api/onboarding/${program.vhost}/payment`, {
        session_token: saved.session.token,
        version,
        name_on_card: 'Pat Prospect',
        card_token: okToken,
        contract_length: contractLength,
      });
    // The browser names no amount, and a term other than the one saved is not paid for.
    expect((await pay(saved.session.version, 'three_years')).statusCode).toBe(409);
    const paid = await pay(saved.session.version, 'one_year');
    expect(paid.statusCode, paid.body).toBe(200);
    const afterPayment = paid.json<OnboardingStepAnswer>().session;

    // Back on the agreements with three years: the one-year payment no longer makes it paid.
    const switched = await step(
      `/api/onboarding/${program.vhost}/agreements`,
      agreements(afterPayment, { payment_type: 'credit_card', contract_length: 'three_years' }),
    );
    expect(switched.session).toMatchObject({
      step: 'agreements',
      data: { payment: { contract_length: 'three_years', paid: false, amount_due_cents: 170_000 } },
    });
    const early = await post(`/api/onboarding/${program.vhost}/register`, {
      session_token: saved.session.token,
      version: switched.session.version,
      document: processDocument,
    });
    expect(early.statusCode).toBe(409);

    // The difference is charged, and the review shows each charge: amount, term bought, provider's reference.
    const difference = await pay(switched.session.version, 'three_years');
    expect(difference.statusCode, difference.body).toBe(200);
    const row = await sessionRow(saved.session.token);
    expect(row?.data.payment?.charges?.map((c) => [c.amount_cents, c.contract_length])).toEqual([
      [100_000, 'one_year'],
      [170_000, 'three_years'],
    ]);
    const done = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: saved.session.token,
      version: difference.json<OnboardingStepAnswer>().session.version,
      document: processDocument,
    });
    expect(done.session.status).toBe('pending_approval');
    const admin = await make.superAdmin();
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/super_admin/onboarding/${String(row?.id)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const reviewed = review.json<OnboardingReviewAnswer>().session.data.payment;
    expect(reviewed).toMatchObject({
      contract_length: 'three_years',
      payment_type: 'credit_card',
      paid: true,
      amount_due_cents: 0,
    });
    expect(reviewed?.charges.map((c) => [c.amount_cents, c.contract_length, /^ch_test_/.test(c.reference)])).toEqual([
      [100_000, 'one_year', true],
      [170_000, 'three_years', true],
    ]);
  });

  it('[O-018] a price raised after the card payment leaves the request unpaid until the difference is charged (issue 21)', async () => {
    const program = await make.program();
    const saved = await atPayment(program, 'credit_card', 'one_year');
    const paid = await step(`/api/onboarding/${program.vhost}/payment`, {
      session_token: saved.session.token,
      version: saved.session.version,
      name_on_card: 'Pat Prospect',
      card_token: okToken,
      contract_length: 'one_year',
    });
    await t.deps.db.update(partnerGroups).set({ price: 120_000 }).where(eq(partnerGroups.id, program.partnerGroupId));
    const refused = await post(`/api/onboarding/${program.vhost}/register`, {
      session_token: saved.session.token,
      version: paid.session.version,
      document: processDocument,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('[O-019] a free program takes no payment', async () => {
    const program = await make.program({ free: true });
    const session = await atProcessStep(program);
    const refused = await post(`/api/onboarding/${program.vhost}/payment`, {
      session_token: session.token,
      version: session.version,
      name_on_card: 'Pat',
      card_token: okToken,
      contract_length: 'one_year',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('[O-020] invoice goes straight on; the request waits for the payment (pending_payment)', async () => {
    const program = await make.program();
    const saved = await atPayment(program, 'invoice');
    expect(saved.session.step).toBe('process');
    const done = await step(`/api/onboarding/${program.vhost}/register`, {
      session_token: saved.session.token,
      version: saved.session.version,
      document: processDocument,
    });
    expect(done.session.status).toBe('pending_payment');
  });

  it('without a payment provider (PAYMENT_PROVIDER=none) a card cannot pay', async () => {
    const noCards = await createTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    try {
      const config = await noCards.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json<{ payment_provider: string }>().payment_provider).toBe('none');
    } finally {
      await noCards.close();
    }
  });
});

describe('nothing is lost', () => {
  it('a session survives a restart of the server: another instance on the same database carries on', async () => {
    const program = await make.program({ free: true });
    const session = await start(program);
    const afterContact = await step(`/api/onboarding/${program.vhost}/validate_contact`, contact(session));
    const restarted = await createTestApp({ database: t.deps.database });
    try {
      const state = await restarted.app.inject({
        method: 'GET',
        url: `/api/onboarding/${program.vhost}/session`,
        headers: { [ONBOARDING_TOKEN_HEADER]: session.token },
      });
      expect(state.statusCode).toBe(200);
      expect(state.json<OnboardingState>().session).toMatchObject({
        step: 'agreements',
        version: afterContact.session.version,
        data: { company: { name: 'Newco Storage' } },
      });
    } finally {
      await restarted.close();
    }
  });
});
