import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  INACTIVE_USERS_PAGE_SIZE,
  PASSWORD_BY_SSO_ADMIN_MESSAGE,
  SUPER_ADMIN_PROTECTED_MESSAGE,
  UNKNOWN_GROUP_MESSAGE,
  type SuperAdminUserAnswer,
  type SuperAdminUserFormDataAnswer,
  type UsersListAnswer,
} from '@casebridge/contract/super-admin-users';
import { assignableRoles, EMAIL_TAKEN_MESSAGE, userInvitedMessage } from '@casebridge/contract/users';
import { auditLog } from '../src/db/schema/audit.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { groupUserAccess } from '../src/db/schema/groups.ts';
import { refreshSessions } from '../src/db/schema/identity.ts';
import { users } from '../src/db/schema/users.ts';
import { isPasswordCorrect } from '../src/lib/password.ts';
import { builders, type BuiltSuperAdmin } from './builders.ts';
import { bearer, createTestApp, sessionToken, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

// S-046..S-049, S-066, S-067, X-006, X-047: the super admin's user form and inactive users, on the server.

let t: TestApp;
let make: ReturnType<typeof builders>;
let countryId: number;
let admin: BuiltSuperAdmin;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  countryId = await make.country();
  admin = await make.superAdmin();
});
afterAll(async () => {
  await t.close();
});

const get = (who: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = (who: { token: string }, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

let emailCount = 0;
const userForm = (input: Record<string, unknown> = {}) => ({
  first_name: 'Nora',
  last_name: 'Newhire',
  email: `nora${String(++emailCount)}@console-users.test`,
  phone: '+1 555 0100',
  phone_country_code: 'US',
  country_id: countryId,
  city: 'Dublin',
  role: 'caller',
  type: 'basic',
  status: 'active',
  ...input,
});
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (action: string, subject: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectUserId, subject)));
/** An access token issued a few seconds ago (a password change ends those issued before its second). */
const olderToken = (userId: number) =>
  sessionToken(t, { userId, impersonatorId: null }, { issuedAt: Date.now() - 5_000 });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('the user form data (S-046)', () => {
  it('[S-046] form_data answers the countries, the roles and the company; the user its group access and the company groups', async () => {
    const { company, caller } = await make.companyWithStaff({ name: 'Formdata Storage' });
    const partner = await make.company();
    const open = await make.group([{ company }, { company: partner }]);
    const limited = await make.group([{ company, users: [caller] }]);
    const elsewhere = await make.group([{ company: partner }]);

    const formData = await get(admin, `/api/super_admin/users/form_data/${String(company.id)}`);
    expect(formData.statusCode).toBe(200);
    const data = formData.json<SuperAdminUserFormDataAnswer>();
    expect(data.roles).toEqual([...assignableRoles]);
    expect(data.countries).toContainEqual(expect.objectContaining({ id: countryId, name: 'Ireland' }));
    expect(data.company).toMatchObject({ id: company.id, name: 'Formdata Storage' });
    expect((await get(admin, '/api/super_admin/users/form_data/2147483647')).statusCode).toBe(404);

    const response = await get(admin, `/api/super_admin/users/${String(caller.id)}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<SuperAdminUserAnswer>();
    expect(answer.user).toMatchObject({ id: caller.id, email: caller.email, company_id: company.id });
    expect(answer.access).toEqual([limited.id]);
    expect(answer.communities.map((group) => [group.id, group.user_access_flag]).sort()).toEqual(
      [
        [open.id, 'all'],
        [limited.id, 'limit'],
      ].sort(),
    );
    expect(answer.communities.map((group) => group.id)).not.toContain(elsewhere.id);
    expect(answer.company?.id).toBe(company.id);
    expect(JSON.stringify(answer)).not.toContain('password');
  });

  it('[A-036] [S-048] [issue 23] can_manage and can_login_as say exactly what the console calls accept', async () => {
    const { company, caller } = await make.companyWithStaff();
    const inactive = await make.user(company);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.id));
    const disabled = await make.companyWithStaff({ status: 'inactive' });
    const other = await make.superAdmin();
    const may = async (id: number) => {
      const answer = (await get(admin, `/api/super_admin/users/${String(id)}`)).json<SuperAdminUserAnswer>();
      return { can_manage: answer.can_manage, can_login_as: answer.can_login_as };
    };
    const loginAs = async (id: number) =>
      (await get(admin, `/api/auth/super_admin/login_as_user/${String(id)}`)).statusCode;

    expect(await may(caller.id)).toEqual({ can_manage: true, can_login_as: true });
    expect(await loginAs(caller.id)).toBe(200);
    // An inactive user, and an active user of a disabled company, are managed but hold no session.
    for (const id of [inactive.id, disabled.caller.id]) {
      expect(await may(id), String(id)).toEqual({ can_manage: true, can_login_as: false });
      expect(await loginAs(id), String(id)).toBe(409);
      const status = await post(admin, `/api/super_admin/users/${String(id)}/status`, { status: 'inactive' });
      expect(status.statusCode, String(id)).toBe(200);
    }
    // Another super admin's account: neither, and each call refuses it.
    expect(await may(other.id)).toEqual({ can_manage: false, can_login_as: false });
    expect(await loginAs(other.id)).toBe(403);
    const saved = await post(admin, `/api/super_admin/users/${String(other.id)}`, userForm({ email: other.email }));
    expect(saved.statusCode).toBe(403);
  });

  it('[S-046] a member admin is refused the console user calls (403) and nothing leaks', async () => {
    const { manager, caller } = await make.companyWithStaff();
    for (const url of [
      `/api/super_admin/users/${String(caller.id)}`,
      `/api/super_admin/users/form_data/${String(caller.companyId)}`,
      '/api/super_admin/users/list/0',
    ])
      expect((await get(manager, url)).statusCode).toBe(403);
  });
});

describe('saving a user (S-047, X-006)', () => {
  it('[issue 24] [S-047] a new user made in the console is invited by default: no password, a single-use set-password link emailed; a member admin cannot do it', async () => {
    const { company, manager } = await make.companyWithStaff();
    const body = userForm({ company_id: company.id });
    const refused = await post(manager, '/api/super_admin/users/0', body);
    expect(refused.statusCode).toBe(403);
    const created = await post(admin, '/api/super_admin/users/0', body);
    expect(created.json()).toMatchObject({ message: userInvitedMessage(body.email) });
    expect((await userRow(created.json<{ id: number }>().id))?.passwordHash).toBeNull();
    const [invitation] = await t.deps.db
      .select({ template: outboundEmails.template, text: outboundEmails.text })
      .from(outboundEmails)
      .where(sql`${body.email} = any(${outboundEmails.toAddresses})`);
    expect(invitation?.template).toBe('user_invitation');
    const token = /\/reset_password\/([\w-]+)/.exec(invitation?.text ?? '')?.[1] ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email: body.email, password: 'Chosen-by-me-9!', password_confirmation: 'Chosen-by-me-9!', token },
    });
    expect(set.statusCode).toBe(200);
    expect((await signInAs(t, body.email, 'Chosen-by-me-9!')).token).toEqual(expect.any(String));
  });

  it('[S-047] id 0 creates a user in the chosen company with a password; an existing one is updated with group access', async () => {
    const { company } = await make.companyWithStaff();
    const group = await make.group([{ company, users: [] }]);
    const created = await post(
      admin,
      '/api/super_admin/users/0',
      userForm({ company_id: company.id, password: 'Secret#123', password_confirmation: 'Secret#123' }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const row = await userRow(id);
    expect(row).toMatchObject({ companyId: company.id, firstName: 'Nora', role: 'caller', status: 'active' });
    expect(await isPasswordCorrect(row?.passwordHash ?? '', 'Secret#123')).toBe(true);
    expect(await auditOf('user.create', id)).toHaveLength(1);

    const updated = await post(
      admin,
      `/api/super_admin/users/${String(id)}`,
      userForm({ email: row?.email, first_name: 'Norah', role: 'program_manager', group_access: [group.id] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(await userRow(id)).toMatchObject({ firstName: 'Norah', role: 'program_manager', companyId: company.id });
    const access = await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.userId, id));
    expect(access.map((entry) => entry.communityId)).toEqual([group.id]);
    expect(access[0]?.relationId).toEqual(expect.any(Number));

    const cleared = await post(
      admin,
      `/api/super_admin/users/${String(id)}`,
      userForm({ email: row?.email, group_access: [] }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.userId, id))).toEqual([]);
  });

  it('[S-047] field errors: no company for a new user, an address in use, a group the company is not in, a weak password', async () => {
    const { company, caller } = await make.companyWithStaff();
    const otherGroup = await make.group([{ company: await make.company() }]);
    const noCompany = await post(
      admin,
      '/api/super_admin/users/0',
      userForm({ password: 'Secret#123', password_confirmation: 'Secret#123' }),
    );
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json()).toMatchObject({ errors: { company_id: [expect.any(String)] } });

    const taken = await post(
      admin,
      '/api/super_admin/users/0',
      userForm({ company_id: company.id, email: caller.email, password: 'weak', password_confirmation: 'weak' }),
    );
    expect(taken.statusCode).toBe(422);
    const takenErrors = taken.json<{ errors: Record<string, string[]> }>().errors;
    expect(takenErrors.email).toEqual([EMAIL_TAKEN_MESSAGE]);
    expect(takenErrors.password?.length).toBeGreaterThan(0);

    const foreignGroup = await post(
      admin,
      `/api/super_admin/users/${String(caller.id)}`,
      userForm({ email: caller.email, group_access: [otherGroup.id] }),
    );
    expect(foreignGroup.statusCode).toBe(422);
    expect(foreignGroup.json()).toMatchObject({ errors: { group_access: [UNKNOWN_GROUP_MESSAGE] } });
  });

  it('[X-006] group access and other users are set by a super admin only; another super admin is never changed', async () => {
    const { company, manager, caller } = await make.companyWithStaff();
    const group = await make.group([{ company, users: [] }]);
    const refused = await post(
      manager,
      `/api/super_admin/users/${String(caller.id)}`,
      userForm({ email: caller.email, group_access: [group.id] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.userId, caller.id))).toEqual([]);

    const other = await make.superAdmin();
    const demote = await post(admin, `/api/super_admin/users/${String(other.id)}`, userForm({ email: other.email }));
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ error: SUPER_ADMIN_PROTECTED_MESSAGE });
    expect((await userRow(other.id))?.role).toBe('super_admin');
  });
});

describe('delete and Disable/Enable (S-048)', () => {
  it('[S-048] disabling a user stops their access at once; enabling lets them back; both audited', async () => {
    const { caller } = await make.companyWithStaff();
    const session = await signInAs(t, caller.email);
    expect((await me(session.token)).statusCode).toBe(200);

    const disabled = await post(admin, `/api/super_admin/users/${String(caller.id)}/status`, { status: 'inactive' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ success: true, status: 'inactive' });
    expect((await me(session.token)).statusCode).toBe(401);
    const open = await t.deps.db
      .select()
      .from(refreshSessions)
      .where(and(eq(refreshSessions.userId, caller.id), sql`${refreshSessions.revokedAt} is null`));
    expect(open).toEqual([]);
    expect(await auditOf('user.status.inactive', caller.id)).toHaveLength(1);

    const enabled = await post(admin, `/api/super_admin/users/${String(caller.id)}/status`, { status: 'active' });
    expect(enabled.json()).toMatchObject({ status: 'active' });
    expect((await signInAs(t, caller.email)).token).toEqual(expect.any(String));
    expect(await auditOf('user.status.active', caller.id)).toHaveLength(1);
  });

  it('[S-048] delete removes the user and is audited; an unknown user is 404', async () => {
    const { caller } = await make.companyWithStaff();
    const response = await get(admin, `/api/super_admin/users/${String(caller.id)}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `${caller.name} has been deleted.` });
    expect(await userRow(caller.id)).toBeUndefined();
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.actorUserId, admin.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.details).toMatchObject({ user_id: caller.id });
    expect((await get(admin, `/api/super_admin/users/${String(caller.id)}/delete`)).statusCode).toBe(404);
  });

  it('[S-048] a super admin can never delete or disable another super admin (DECISIONS 1)', async () => {
    const other = await make.superAdmin();
    const deleted = await get(admin, `/api/super_admin/users/${String(other.id)}/delete`);
    expect(deleted.statusCode).toBe(403);
    const disabled = await post(admin, `/api/super_admin/users/${String(other.id)}/status`, { status: 'inactive' });
    expect(disabled.statusCode).toBe(403);
    expect(await userRow(other.id)).toMatchObject({ role: 'super_admin', status: 'active' });
  });

  it('[X-006] a member admin cannot delete or disable through the console calls', async () => {
    const { manager, caller } = await make.companyWithStaff();
    expect((await get(manager, `/api/super_admin/users/${String(caller.id)}/delete`)).statusCode).toBe(403);
    expect(
      (await post(manager, `/api/super_admin/users/${String(caller.id)}/status`, { status: 'inactive' })).statusCode,
    ).toBe(403);
    expect(await userRow(caller.id)).toMatchObject({ status: 'active' });
  });
});

describe('Update Password (S-049)', () => {
  it("[S-049] sets the password by the rules and ends the user's sessions and earlier access tokens, audited", async () => {
    const { caller } = await make.companyWithStaff();
    const session = await signInAs(t, caller.email);
    const earlier = await olderToken(caller.id);
    expect((await me(earlier)).statusCode).toBe(200);

    const weak = await post(admin, `/api/super_admin/users/${String(caller.id)}/password`, {
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json<{ errors: Record<string, string[]> }>().errors.password?.[0]).toBe(
      'The password must be at least 8 characters.',
    );
    const mismatch = await post(admin, `/api/super_admin/users/${String(caller.id)}/password`, {
      password: 'Secret#123',
      password_confirmation: 'Secret#124',
    });
    expect(mismatch.json()).toMatchObject({ errors: { password_confirmation: [expect.any(String)] } });

    const response = await post(admin, `/api/super_admin/users/${String(caller.id)}/password`, {
      password: 'Changed#456',
      password_confirmation: 'Changed#456',
    });
    expect(response.statusCode).toBe(200);
    expect(await isPasswordCorrect((await userRow(caller.id))?.passwordHash ?? '', 'Changed#456')).toBe(true);
    expect((await me(earlier)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await auditOf('password.set_by_admin', caller.id)).toHaveLength(1);
    expect((await signInAs(t, caller.email, 'Changed#456')).token).toEqual(expect.any(String));
  });

  it("[S-049] an SSO company's user gets no password here unless an API user; a super admin's never", async () => {
    const company = await make.company({ loginMethod: 'sso' });
    const engineer = await make.user(company);
    const api = await make.user(company, { role: 'api' });
    const body = { password: 'Changed#456', password_confirmation: 'Changed#456' };
    const refused = await post(admin, `/api/super_admin/users/${String(engineer.id)}/password`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: PASSWORD_BY_SSO_ADMIN_MESSAGE });
    expect((await post(admin, `/api/super_admin/users/${String(api.id)}/password`, body)).statusCode).toBe(200);

    const other = await make.superAdmin();
    expect((await post(admin, `/api/super_admin/users/${String(other.id)}/password`, body)).statusCode).toBe(403);
    expect((await signInAs(t, other.email, TEST_DEMO_PASSWORD)).token).toEqual(expect.any(String));
  });

  it("[X-006] a member admin cannot change another user's password", async () => {
    const { manager, caller } = await make.companyWithStaff();
    const response = await post(manager, `/api/super_admin/users/${String(caller.id)}/password`, {
      password: 'Changed#456',
      password_confirmation: 'Changed#456',
    });
    expect(response.statusCode).toBe(403);
    expect((await signInAs(t, caller.email)).token).toEqual(expect.any(String));
  });
});

describe('the inactive users (S-066, S-067, X-047)', () => {
  it('[S-066] list/{page} answers the inactive users page by page, with company, role and last login, then an empty page', async () => {
    const company = await make.company({ name: 'Dormant Systems' });
    const made = [];
    for (let i = 0; i < INACTIVE_USERS_PAGE_SIZE + 2; i += 1) made.push(await make.user(company));
    const ids = made.map((user) => user.id);
    await t.deps.db
      .update(users)
      .set({ status: 'inactive', lastLoginAt: new Date('2026-03-04T05:06:07Z') })
      .where(sql`${users.id} in (${sql.join(ids, sql`, `)})`);
    const active = await make.user(company);

    const pages: UsersListAnswer['users'][] = [];
    for (let page = 0; ; page += 1) {
      const response = await get(admin, `/api/super_admin/users/list/${String(page)}`);
      expect(response.statusCode).toBe(200);
      const rows = response.json<UsersListAnswer>().users;
      if (rows.length === 0) break;
      pages.push(rows);
    }
    expect(pages[0]).toHaveLength(INACTIVE_USERS_PAGE_SIZE);
    const listed = pages.flat();
    expect(listed.map((user) => user.id)).toEqual(expect.arrayContaining(ids));
    expect(listed.map((user) => user.id)).not.toContain(active.id);
    expect(new Set(listed.map((user) => user.id)).size).toBe(listed.length);
    expect(listed.find((user) => user.id === ids[0])).toEqual({
      id: ids[0],
      first_name: 'Pat',
      last_name: made[0]?.name.split(' ')[1],
      email: made[0]?.email,
      company_id: company.id,
      company: 'Dormant Systems',
      role: 'caller',
      last_login_date: '2026-03-04T05:06:07.000Z',
    });
    expect((await get(admin, '/api/super_admin/users/list/-1')).statusCode).toBe(422);
  });
});
