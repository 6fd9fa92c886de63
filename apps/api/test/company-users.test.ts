import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import {
  assignableRoles,
  EMAIL_TAKEN_MESSAGE,
  OWN_DELETE_MESSAGE,
  OWN_ROLE_MESSAGE,
  OWN_STATUS_MESSAGE,
  OWN_TYPE_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  USER_SAVED_MESSAGE,
  userInvitedMessage,
  type CompanyUserAnswer,
  type CompanyUserRow,
} from '@casebridge/contract/users';
import { auditLog } from '../src/db/schema/audit.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { emailTokens, refreshSessions } from '../src/db/schema/identity.ts';
import { registrationQueue } from '../src/db/schema/onboarding.ts';
import { users } from '../src/db/schema/users.ts';
import { isPasswordCorrect } from '../src/lib/password.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

// M-015..M-024: the member admin's Users page and user form, on the server.

let t: TestApp;
let make: ReturnType<typeof builders>;
let countryId: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  countryId = await make.country();
});
afterAll(async () => {
  await t.close();
});

const get = (user: { token: string } | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const post = (user: { token: string } | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {}, payload });

/** The users these tests make are at new-users.test, an additional domain of each company built here. */
const companyWithStaff = (input: Parameters<typeof make.company>[0] = {}) =>
  make.companyWithStaff({ additionalDomains: 'new-users.test', ...input });

let emailCount = 0;
const newUser = (input: Record<string, unknown> = {}) => ({
  first_name: 'Nora',
  last_name: 'Newhire',
  email: `nora${String(++emailCount)}@new-users.test`,
  phone: '+1 555 0100',
  phone_country_code: 'US',
  country_id: countryId,
  city: 'Dublin',
  role: 'caller',
  type: 'basic',
  status: 'active',
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
  ...input,
});

async function userRow(id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A self-registration of `company` in the queue with the given status (a verified one waits as pending). */
async function registration(company: BuiltCompany, status: 'pending' | 'unverified' = 'pending') {
  const registrant = await make.user(company, { first: 'Reggie' });
  await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, registrant.id));
  const [row] = await t.deps.db
    .insert(registrationQueue)
    .values({ userId: registrant.id, companyId: company.id, status })
    .returning({ id: registrationQueue.id });
  if (!row) throw new Error('no queue row');
  return { queueId: row.id, user: registrant };
}

describe('who may use the user administration', () => {
  it('[M-015] [M-019] a plain member, an API user and an anonymous caller are refused every user call', async () => {
    const { company, caller } = await companyWithStaff();
    const api = await make.user(company, { role: 'api' });
    for (const user of [caller, api]) {
      for (const url of [
        '/api/admin/company/users',
        `/api/admin/company/users/${String(caller.id)}`,
        `/api/admin/company/users/${String(caller.id)}/delete`,
        '/api/admin/company/registration/queue',
      ]) {
        const response = await get(user, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ error: NO_ACCESS_MESSAGE });
      }
      expect((await post(user, '/api/admin/company/users/0', newUser())).statusCode).toBe(403);
      expect(
        (await post(user, `/api/admin/company/users/${String(caller.id)}/status`, { status: 'inactive' })).statusCode,
      ).toBe(403);
    }
    expect((await get(null, '/api/admin/company/users/0')).statusCode).toBe(401);
    expect((await userRow(caller.id))?.status).toBe('active');
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) like '%@new-users.test'`),
    ).toEqual([]);
  });

  it("[M-017] [M-019] [M-022] [M-023] another company's admin finds none of this company's users and changes nothing", async () => {
    const { caller } = await companyWithStaff();
    const before = await userRow(caller.id);
    const other = await companyWithStaff();
    const id = String(caller.id);
    expect((await get(other.manager, `/api/admin/company/users/${id}`)).statusCode).toBe(404);
    expect(
      (await post(other.manager, `/api/admin/company/users/${id}`, newUser({ first_name: 'Hijacked' }))).statusCode,
    ).toBe(404);
    expect(
      (await post(other.manager, `/api/admin/company/users/${id}/status`, { status: 'inactive' })).statusCode,
    ).toBe(404);
    expect((await get(other.manager, `/api/admin/company/users/${id}/delete`)).statusCode).toBe(404);
    expect(await userRow(caller.id)).toEqual(before);
  });
});

describe('the user form data (M-019, M-020, M-024)', () => {
  it('[M-019] [M-020] GET /api/admin/company/users/{id} answers the whole user record, the role options and the login method', async () => {
    const { company, manager, caller } = await companyWithStaff({ loginMethod: 'email_link' });
    const response = await get(manager, `/api/admin/company/users/${String(caller.id)}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CompanyUserAnswer>();
    expect(answer.roles).toEqual(['caller', 'program_manager', 'business_manager', 'api']);
    expect(answer.roles).not.toContain('super_admin');
    expect(answer.login_method).toBe('email_link');
    expect(answer.user).toMatchObject({
      id: caller.id,
      email: caller.email,
      role: 'caller',
      type: 'basic',
      status: 'active',
      company_id: company.id,
      last_login_date: null,
      focus_group: false,
      group_access: [],
      community_access: [],
      country: null,
    });
    expect(answer.user?.agreement_date).toEqual(expect.any(String));
    expect(Object.keys(answer.user ?? {})).toEqual(
      expect.arrayContaining(['registration_type', 'phone', 'phone_country_code', 'country_id', 'city']),
    );
    expect(answer.user).not.toHaveProperty('password_hash');
  });

  it('[M-019] id 0 is a new user: no user, but the role options, and the role, type and status are the admin’s to set', async () => {
    const { manager } = await companyWithStaff();
    const response = await get(manager, '/api/admin/company/users/0');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      roles: [...assignableRoles],
      login_method: 'requires_registration',
      can_change_role: true,
      can_change_type: true,
      can_change_status: true,
    });
    const created = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ first_name: 'Petra', role: 'program_manager', type: 'admin', status: 'inactive' }),
    );
    expect(created.statusCode).toBe(200);
    expect(await userRow(created.json<{ id: number }>().id)).toMatchObject({
      role: 'program_manager',
      type: 'admin',
      status: 'inactive',
    });
  });

  it('[M-024] an unknown user id is not found (the page then warns and returns to the list)', async () => {
    const { manager } = await companyWithStaff();
    expect((await get(manager, '/api/admin/company/users/999999')).statusCode).toBe(404);
    for (const id of ['0x10', '99999999999', '2147483648', '-1', '1e3', '16.0'])
      expect((await get(manager, `/api/admin/company/users/${id}`)).statusCode, id).toBe(422);
    expect((await get(manager, '/api/admin/company/users/0/delete')).statusCode).toBe(422);
    expect((await get(manager, '/api/admin/company/users/2147483647/delete')).statusCode).toBe(404);
  });
});

describe('saving a user (M-021, M-022)', () => {
  it('[M-022] id 0 creates a user of the admin’s own company with an argon2-hashed password who can sign in', async () => {
    const { company, programManager } = await companyWithStaff();
    const body = newUser({ role: 'business_manager', type: 'admin', email: 'Mixed.Case@New-Users.test' });
    const response = await post(programManager, '/api/admin/company/users/0', body);
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: number }>();
    const row = await userRow(id);
    expect(row).toMatchObject({
      companyId: company.id,
      email: 'mixed.case@new-users.test',
      role: 'business_manager',
      type: 'admin',
      status: 'active',
      registrationType: 'admin',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await isPasswordCorrect(row?.passwordHash ?? null, 'Secret#123')).toBe(true);
    expect((await signInAs(t, 'mixed.case@new-users.test', 'Secret#123')).token).toEqual(expect.any(String));
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.subjectUserId, id)));
    expect(entry?.actorUserId).toBe(programManager.id);
  });

  it('[M-022] field errors come back under the form’s fields and nothing is saved', async () => {
    const { manager } = await companyWithStaff();
    const response = await post(manager, '/api/admin/company/users/0', {
      first_name: '',
      last_name: '',
      email: 'not-an-email',
      phone: 'call me',
      country_id: null,
      city: '',
      role: 'boss',
      type: 'root',
      status: 'active',
      password: 'x',
      password_confirmation: 'y',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(
      // Every error at once: the unconfirmed password beside the others (issue 23).
      [
        'city',
        'country_id',
        'email',
        'first_name',
        'last_name',
        'password_confirmation',
        'phone',
        'role',
        'type',
      ].sort(),
    );

    const weak = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ password: 'short', password_confirmation: 'short' }),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json<{ errors: Record<string, string[]> }>().errors.password?.[0]).toBe(
      'The password must be at least 8 characters.',
    );
    const unconfirmed = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ password_confirmation: 'Other#123' }),
    );
    expect(unconfirmed.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    // Every error at once: a bad address does not hide the unconfirmed password (issue 23).
    const both = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ email: 'not-an-address', password_confirmation: 'Other#123' }),
    );
    expect(Object.keys(both.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'email',
      'password_confirmation',
    ]);
    const missing = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ password_choice: 'set', password: '' }),
    );
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      password: [PASSWORD_REQUIRED_MESSAGE],
    });
    expect(await t.deps.db.select().from(users).where(eq(users.firstName, 'Nora'))).toHaveLength(1);
  });

  it('[M-022] an address already in use (in any company, in any case) is a field error', async () => {
    const { manager, caller } = await companyWithStaff();
    const elsewhere = await companyWithStaff();
    // Both companies take new-users.test: another company's user there holds the address.
    const taken = await make.user(elsewhere.company, { email: `taken${String(++emailCount)}@new-users.test` });
    for (const email of [caller.email.toUpperCase(), taken.email]) {
      const response = await post(manager, '/api/admin/company/users/0', newUser({ email }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    }
    const edit = await post(manager, `/api/admin/company/users/${String(caller.id)}`, newUser({ email: taken.email }));
    expect(edit.json()).toMatchObject({ errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    expect((await userRow(caller.id))?.email).toBe(caller.email);
  });

  it("[M-022] a member admin places addresses only at the company's own domains: another company's domain is a field error saying why, and nothing changes", async () => {
    const { company, manager, caller } = await companyWithStaff({ additionalDomains: 'brand.test' });
    // Initech's case: another company signing in through its identity provider, whose people would be locked out.
    const initech = await make.company({ loginMethod: 'email_link' });
    const why = `Users of ${company.name} have addresses at ${company.slug}.test or brand.test: only membership adds an address at another domain.`;
    const foreign = [
      `newbie@${initech.slug}.test`,
      `pat@sub.${company.slug}.test`,
      `pat@${company.slug}.test.evil.test`,
    ];
    for (const email of foreign) {
      const made = await post(manager, '/api/admin/company/users/0', newUser({ email }));
      expect(made.statusCode, email).toBe(422);
      expect(made.json()).toEqual({ errors: { email: [why] } });
    }
    const moved = await post(
      manager,
      `/api/admin/company/users/${String(caller.id)}`,
      newUser({ email: `newbie@${initech.slug}.test` }),
    );
    expect(moved.json()).toEqual({ errors: { email: [why] } });
    expect((await userRow(caller.id))?.email).toBe(caller.email);
    const placed = await t.deps.db
      .select()
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          foreign.map((email) => email.toLowerCase()),
        ),
      );
    expect(placed).toEqual([]);

    // Its own domains, in any case, are the admin's to use.
    for (const email of [
      `Ann${String(++emailCount)}@${company.slug.toUpperCase()}.test`,
      `bo${String(++emailCount)}@brand.test`,
    ])
      expect((await post(manager, '/api/admin/company/users/0', newUser({ email }))).statusCode, email).toBe(200);
  });

  it('[M-022] [S-047] only the super admin places an address at another domain; the member admin then edits that user, the address kept', async () => {
    const { company, manager } = await companyWithStaff();
    const superAdmin = await make.superAdmin();
    const email = `contractor${String(++emailCount)}@agency.test`;
    const placed = await post(superAdmin, '/api/super_admin/users/0', newUser({ email, company_id: company.id }));
    expect(placed.statusCode).toBe(200);
    const id = placed.json<{ id: number }>().id;
    const edited = await post(manager, `/api/admin/company/users/${String(id)}`, newUser({ email, city: 'Cork' }));
    expect(edited.statusCode).toBe(200);
    expect(await userRow(id)).toMatchObject({ email, city: 'Cork', companyId: company.id });
  });

  it('[M-020] [M-022] no admin makes or raises anyone to super admin', async () => {
    const { manager, caller } = await companyWithStaff();
    const made = await post(manager, '/api/admin/company/users/0', newUser({ role: 'super_admin' }));
    expect(made.statusCode).toBe(422);
    expect(made.json()).toMatchObject({ errors: { role: [expect.any(String)] } });
    const raised = await post(
      manager,
      `/api/admin/company/users/${String(caller.id)}`,
      newUser({ role: 'super_admin', email: caller.email }),
    );
    expect(raised.statusCode).toBe(422);
    expect((await userRow(caller.id))?.role).toBe('caller');
  });

  it('[M-022] the company is always the admin’s own: a company_id in the body is ignored', async () => {
    const { company, manager } = await companyWithStaff();
    const other = await make.company();
    const response = await post(manager, '/api/admin/company/users/0', { ...newUser(), company_id: other.id });
    expect(response.statusCode).toBe(200);
    expect((await userRow(response.json<{ id: number }>().id))?.companyId).toBe(company.id);
  });

  it('[M-021] [M-022] editing a user changes the contact details, role and type, never the password', async () => {
    const { manager, caller } = await companyWithStaff();
    const before = await userRow(caller.id);
    const response = await post(
      manager,
      `/api/admin/company/users/${String(caller.id)}`,
      newUser({
        email: caller.email,
        first_name: 'Renamed',
        role: 'program_manager',
        type: 'admin',
        password: 'Changed#999',
        password_confirmation: 'Changed#999',
      }),
    );
    expect(response.statusCode).toBe(200);
    const after = await userRow(caller.id);
    expect(after).toMatchObject({ firstName: 'Renamed', role: 'program_manager', type: 'admin', city: 'Dublin' });
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await isPasswordCorrect(after?.passwordHash ?? null, TEST_DEMO_PASSWORD)).toBe(true);
  });

  it('[M-021] an SSO company’s new user gets no password unless the role is api', async () => {
    const { manager } = await companyWithStaff({ loginMethod: 'sso' });
    const sso = await post(manager, '/api/admin/company/users/0', newUser({ password: '', password_confirmation: '' }));
    expect(sso.statusCode).toBe(200);
    expect((await userRow(sso.json<{ id: number }>().id))?.passwordHash).toBeNull();
    const typed = await post(manager, '/api/admin/company/users/0', newUser());
    expect((await userRow(typed.json<{ id: number }>().id))?.passwordHash).toBeNull();

    const apiMissing = await post(
      manager,
      '/api/admin/company/users/0',
      newUser({ role: 'api', password_choice: 'set', password: '' }),
    );
    expect(apiMissing.json()).toMatchObject({ errors: { password: [PASSWORD_REQUIRED_MESSAGE] } });
    const api = await post(manager, '/api/admin/company/users/0', newUser({ role: 'api' }));
    expect(api.statusCode).toBe(200);
    expect(
      await isPasswordCorrect((await userRow(api.json<{ id: number }>().id))?.passwordHash ?? null, 'Secret#123'),
    ).toBe(true);
  });

  it('[M-022] [M-023] an admin may not change their own role, type or status, nor disable or delete themself', async () => {
    const { manager } = await companyWithStaff();
    const row = await userRow(manager.id);
    const own = {
      email: manager.email,
      first_name: 'Still',
      role: 'caller',
      type: 'basic',
      status: 'inactive',
    };
    const response = await post(manager, `/api/admin/company/users/${String(manager.id)}`, newUser(own));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { role: [OWN_ROLE_MESSAGE], type: [expect.any(String)], status: [OWN_STATUS_MESSAGE] },
    });
    const status = await post(manager, `/api/admin/company/users/${String(manager.id)}/status`, { status: 'inactive' });
    expect(status.statusCode).toBe(409);
    expect(status.json()).toEqual({ error: OWN_STATUS_MESSAGE });
    const deleted = await get(manager, `/api/admin/company/users/${String(manager.id)}/delete`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ error: OWN_DELETE_MESSAGE });
    expect(await userRow(manager.id)).toEqual(row);
    // Their own contact details they may edit.
    const details = await post(
      manager,
      `/api/admin/company/users/${String(manager.id)}`,
      newUser({ ...own, role: 'business_manager', type: 'admin', status: 'active' }),
    );
    expect(details.statusCode).toBe(200);
    expect((await userRow(manager.id))?.firstName).toBe('Still');
  });
});

/** The set-password link of the invitation emailed to `address` (the newest one). */
async function invitationLink(address: string) {
  const rows = await t.deps.db
    .select({ template: outboundEmails.template, subject: outboundEmails.subject, text: outboundEmails.text })
    .from(outboundEmails)
    .where(sql`${address} = any(${outboundEmails.toAddresses})`)
    .orderBy(outboundEmails.id);
  const invitation = rows.filter((row) => row.template === 'user_invitation').at(-1);
  const token = /\/reset_password\/([\w-]+)/.exec(invitation?.text ?? '')?.[1];
  return { invitation, token, emails: rows.length };
}

const setPassword = (email: string, token: string, password = 'Chosen-by-me-9!') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset_password',
    payload: { email, password, password_confirmation: password, token },
  });

describe('[issue 24] a new user is invited to set their password', () => {
  it('[issue 24] by default the new user has no password and is emailed a single-use set-password link; it works once, then they sign in', async () => {
    const { company, manager } = await companyWithStaff();
    const body = newUser({ password: undefined, password_confirmation: undefined });
    const response = await post(manager, '/api/admin/company/users/0', body);
    expect(response.statusCode).toBe(200);
    const email = body.email;
    expect(response.json()).toMatchObject({ message: userInvitedMessage(email) });
    const row = await userRow(response.json<{ id: number }>().id);
    expect(row?.passwordHash).toBeNull();

    const { invitation, token } = await invitationLink(email);
    expect(invitation?.subject).toBe(`You are invited to ${company.name} on CaseBridge`);
    expect(invitation?.text).toContain('expires in 3 days');
    expect(token).toEqual(expect.any(String));
    const first = await setPassword(email, token ?? '');
    expect(first.statusCode).toBe(200);
    expect((await signInAs(t, email, 'Chosen-by-me-9!')).token).toEqual(expect.any(String));

    const again = await setPassword(email, token ?? '', 'Second-try-77!');
    expect(again.statusCode).toBe(400);
    expect(await isPasswordCorrect((await userRow(row?.id ?? 0))?.passwordHash ?? null, 'Chosen-by-me-9!')).toBe(true);
  });

  it('[issue 24] an invitation link expires: past its time it sets nothing', async () => {
    const { manager } = await companyWithStaff();
    const body = newUser({ password_choice: 'invite', password: undefined, password_confirmation: undefined });
    const response = await post(manager, '/api/admin/company/users/0', body);
    const id = response.json<{ id: number }>().id;
    const { token } = await invitationLink(body.email);
    const [stored] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, id));
    // The link lives INVITE_TOKEN_TTL (3 days by default), far longer than a reset link's hour.
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, id));
    expect((await setPassword(body.email, token ?? '')).statusCode).toBe(400);
    expect((await userRow(id))?.passwordHash).toBeNull();
  });

  it('[issue 24] [M-021] typing the password stays an explicit choice: no invitation is sent then', async () => {
    const { manager } = await companyWithStaff();
    const body = newUser({ password_choice: 'set' });
    const response = await post(manager, '/api/admin/company/users/0', body);
    expect(response.json()).toMatchObject({ message: USER_SAVED_MESSAGE });
    expect((await invitationLink(body.email)).emails).toBe(0);
    expect((await signInAs(t, body.email, 'Secret#123')).token).toEqual(expect.any(String));
  });

  it("[issue 24] an SSO company invites nobody (its users sign in through the identity provider); another company's admin and a plain member invite nobody", async () => {
    const sso = await companyWithStaff({ loginMethod: 'sso' });
    const ssoBody = newUser({ password: undefined, password_confirmation: undefined });
    expect((await post(sso.manager, '/api/admin/company/users/0', ssoBody)).json()).toMatchObject({
      message: USER_SAVED_MESSAGE,
    });
    expect((await invitationLink(ssoBody.email)).emails).toBe(0);

    const { caller } = await companyWithStaff();
    const refused = newUser({ password: undefined, password_confirmation: undefined });
    expect((await post(caller, '/api/admin/company/users/0', refused)).statusCode).toBe(403);
    expect((await invitationLink(refused.email)).emails).toBe(0);
  });
});

describe('disable, enable and delete (M-016, M-017, M-023)', () => {
  it('[M-023] disabling a user ends their sessions at once: the access token is refused and the refresh revoked', async () => {
    const { manager, caller } = await companyWithStaff();
    const session = await signInAs(t, caller.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) })).statusCode,
    ).toBe(200);

    const response = await post(manager, `/api/admin/company/users/${String(caller.id)}/status`, {
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'inactive' });
    expect((await userRow(caller.id))?.status).toBe('inactive');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    const open = await t.deps.db
      .select()
      .from(refreshSessions)
      .where(and(eq(refreshSessions.userId, caller.id), sql`${refreshSessions.revokedAt} is null`));
    expect(open).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: caller.email, password: TEST_DEMO_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);

    const enabled = await post(manager, `/api/admin/company/users/${String(caller.id)}/status`, { status: 'active' });
    expect(enabled.json()).toMatchObject({ status: 'active' });
    expect((await signInAs(t, caller.email)).token).toEqual(expect.any(String));
  });

  it('[M-023] saving a user as inactive from the form ends their sessions too', async () => {
    const { manager, caller } = await companyWithStaff();
    const session = await signInAs(t, caller.email);
    const response = await post(
      manager,
      `/api/admin/company/users/${String(caller.id)}`,
      newUser({ email: caller.email, status: 'inactive' }),
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });

  it('[M-023] a bad status is a field error', async () => {
    const { manager, caller } = await companyWithStaff();
    const response = await post(manager, `/api/admin/company/users/${String(caller.id)}/status`, { status: 'banned' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { status: [expect.any(String)] } });
  });

  it('[M-017] [issue 23] the list says can_delete false on the admin’s own row and true on another user’s; deleting oneself is still refused', async () => {
    const { manager, caller } = await companyWithStaff();
    const listed = (await get(manager, '/api/admin/company/users')).json<{ users: CompanyUserRow[] }>().users;
    expect(listed.find((row) => row.id === manager.id)?.can_delete).toBe(false);
    expect(listed.find((row) => row.id === caller.id)?.can_delete).toBe(true);
    const deleted = await get(manager, `/api/admin/company/users/${String(manager.id)}/delete`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ error: OWN_DELETE_MESSAGE });
    expect(await userRow(manager.id)).toBeDefined();
  });

  it('[M-023] [issue 23] the user form says can_change_status false for the admin themself and true for another user; their own status call is still refused', async () => {
    const { manager, caller } = await companyWithStaff();
    const form = (id: number) => get(manager, `/api/admin/company/users/${String(id)}`);
    expect((await form(manager.id)).json<CompanyUserAnswer>().can_change_status).toBe(false);
    expect((await form(caller.id)).json<CompanyUserAnswer>().can_change_status).toBe(true);
    for (const status of ['inactive', 'active']) {
      const response = await post(manager, `/api/admin/company/users/${String(manager.id)}/status`, { status });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ error: OWN_STATUS_MESSAGE });
    }
    expect((await userRow(manager.id))?.status).toBe('active');
    const other = await post(manager, `/api/admin/company/users/${String(caller.id)}/status`, { status: 'inactive' });
    expect(other.statusCode).toBe(200);
    expect((await userRow(caller.id))?.status).toBe('inactive');
  });

  it('[M-022] [issue 23] can_change_role and can_change_type are false for the admin themself and true for another user, as the save accepts or refuses', async () => {
    const { manager, programManager } = await companyWithStaff();
    const form = async (id: number) => {
      const answer = (await get(manager, `/api/admin/company/users/${String(id)}`)).json<CompanyUserAnswer>();
      return { role: answer.can_change_role, type: answer.can_change_type };
    };
    const save = (who: BuiltUser, change: Record<string, unknown>) =>
      post(manager, `/api/admin/company/users/${String(who.id)}`, newUser({ email: who.email, ...change }));

    expect(await form(manager.id)).toEqual({ role: false, type: false });
    const ownRole = await save(manager, { role: 'program_manager', type: 'admin' });
    expect(ownRole.statusCode).toBe(422);
    expect(ownRole.json()).toMatchObject({ errors: { role: [OWN_ROLE_MESSAGE] } });
    const ownType = await save(manager, { role: 'business_manager', type: 'basic' });
    expect(ownType.statusCode).toBe(422);
    expect(ownType.json()).toMatchObject({ errors: { type: [OWN_TYPE_MESSAGE] } });
    expect(ownType.json()).not.toHaveProperty('errors.role');
    expect(await userRow(manager.id)).toMatchObject({ role: 'business_manager', type: 'admin' });

    expect(await form(programManager.id)).toEqual({ role: true, type: true });
    expect((await save(programManager, { role: 'caller', type: 'basic' })).statusCode).toBe(200);
    expect(await userRow(programManager.id)).toMatchObject({ role: 'caller', type: 'basic' });
  });

  it('[M-016] [M-017] deleting a user removes them from the list; their status shows in the list', async () => {
    const { manager, caller, programManager } = await companyWithStaff();
    await post(manager, `/api/admin/company/users/${String(programManager.id)}/status`, { status: 'inactive' });
    const listed = await get(manager, '/api/admin/company/users');
    expect(
      listed.json<{ users: { id: number; status: string }[] }>().users.find((u) => u.id === programManager.id)?.status,
    ).toBe('inactive');

    const response = await get(manager, `/api/admin/company/users/${String(caller.id)}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `${caller.name} has been deleted.` });
    expect(await userRow(caller.id)).toBeUndefined();
    const ids = (await get(manager, '/api/admin/company/users'))
      .json<{ users: { id: number }[] }>()
      .users.map((u) => u.id);
    expect(ids).not.toContain(caller.id);
    expect((await get(manager, `/api/admin/company/users/${String(caller.id)}/delete`)).statusCode).toBe(404);
  });
});

describe('the registration queue (M-018)', () => {
  it('[M-018] lists the company’s own pending registrations only (not unverified, not another company’s)', async () => {
    const { company, manager } = await companyWithStaff();
    const pending = await registration(company);
    await registration(company, 'unverified');
    const other = await companyWithStaff();
    await registration(other.company);
    const response = await get(manager, '/api/admin/company/registration/queue');
    expect(response.statusCode).toBe(200);
    const { queue } = response.json<{ queue: Record<string, unknown>[] }>();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: pending.queueId, first_name: 'Reggie', email: pending.user.email });
    expect(Object.keys(queue[0] ?? {}).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'last_name']);
  });

  it('[M-018] approve activates the registrant and emails them; reject leaves them inactive; each only once', async () => {
    const { company, manager } = await companyWithStaff();
    const approved = await registration(company);
    const rejected = await registration(company);
    const yes = await get(manager, `/api/admin/company/registration/${String(approved.queueId)}/approve`);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ success: true, message: `${approved.user.name} has been approved.` });
    expect((await userRow(approved.user.id))?.status).toBe('active');
    const no = await get(manager, `/api/admin/company/registration/${String(rejected.queueId)}/reject`);
    expect(no.json()).toEqual({ success: true, message: `${rejected.user.name} has been rejected.` });
    expect((await userRow(rejected.user.id))?.status).toBe('inactive');

    const [entry] = await t.deps.db.select().from(registrationQueue).where(eq(registrationQueue.id, rejected.queueId));
    expect(entry).toMatchObject({ status: 'rejected', decidedByUserId: manager.id });
    const mails = await t.deps.db
      .select({ template: outboundEmails.template })
      .from(outboundEmails)
      .where(
        sql`${approved.user.email} = any(${outboundEmails.toAddresses}) or ${rejected.user.email} = any(${outboundEmails.toAddresses})`,
      );
    expect(mails.map((m) => m.template).sort()).toEqual(['account_approved', 'account_rejected']);

    expect((await get(manager, `/api/admin/company/registration/${String(approved.queueId)}/reject`)).statusCode).toBe(
      409,
    );
    expect((await userRow(approved.user.id))?.status).toBe('active');
    expect((await get(manager, '/api/admin/company/registration/queue')).json()).toEqual({ queue: [] });
  });

  it('[M-018] another company’s admin and a plain member cannot decide a registration', async () => {
    const { company, caller } = await companyWithStaff();
    const waiting = await registration(company);
    const other = await companyWithStaff();
    expect(
      (await get(other.manager, `/api/admin/company/registration/${String(waiting.queueId)}/approve`)).statusCode,
    ).toBe(404);
    expect((await get(caller, `/api/admin/company/registration/${String(waiting.queueId)}/approve`)).statusCode).toBe(
      403,
    );
    const unverified = await registration(company, 'unverified');
    const { manager } = { manager: await make.user(company, { role: 'business_manager' }) };
    expect(
      (await get(manager, `/api/admin/company/registration/${String(unverified.queueId)}/approve`)).statusCode,
    ).toBe(409);
    expect((await userRow(waiting.user.id))?.status).toBe('inactive');
    const [entry] = await t.deps.db.select().from(registrationQueue).where(eq(registrationQueue.id, waiting.queueId));
    expect(entry?.status).toBe('pending');
  });
});

describe('the network registration queue (S-003)', () => {
  it('[S-003] a super admin sees every company’s pending registrations and decides any of them; members may not', async () => {
    const superAdmin = await make.superAdmin();
    const north = await companyWithStaff({ name: 'North Queue' });
    const south = await companyWithStaff({ name: 'South Queue' });
    const northWaiting = await registration(north.company);
    const southWaiting = await registration(south.company);
    await registration(south.company, 'unverified');

    const listed = await get(superAdmin, '/api/super_admin/registration/queue');
    expect(listed.statusCode).toBe(200);
    const queue = listed.json<{ queue: { id: number; company: string; email: string }[] }>().queue;
    expect(queue.filter((item) => item.company.endsWith('Queue'))).toEqual([
      expect.objectContaining({ id: northWaiting.queueId, company: 'North Queue', email: northWaiting.user.email }),
      expect.objectContaining({ id: southWaiting.queueId, company: 'South Queue', email: southWaiting.user.email }),
    ]);

    const approved = await get(superAdmin, `/api/super_admin/registration/${String(northWaiting.queueId)}/approve`);
    expect(approved.json()).toEqual({ success: true, message: `${northWaiting.user.name} has been approved.` });
    expect((await userRow(northWaiting.user.id))?.status).toBe('active');
    const [entry] = await t.deps.db
      .select()
      .from(registrationQueue)
      .where(eq(registrationQueue.id, northWaiting.queueId));
    expect(entry).toMatchObject({ status: 'approved', decidedByUserId: superAdmin.id });
    expect(
      (await get(superAdmin, `/api/super_admin/registration/${String(northWaiting.queueId)}/reject`)).statusCode,
    ).toBe(409);

    // A company admin reaches no queue but their own, even their own company's entry through the network's route.
    for (const member of [south.manager, south.caller])
      expect(
        (await get(member, `/api/super_admin/registration/${String(southWaiting.queueId)}/reject`)).statusCode,
      ).toBe(403);
    expect((await userRow(southWaiting.user.id))?.status).toBe('inactive');
  });
});
