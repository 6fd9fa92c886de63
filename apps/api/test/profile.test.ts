import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MeAnswer } from '@casebridge/contract/auth';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import type { ProfileAnswer } from '@casebridge/contract/profile';
import { cases } from '../src/db/schema/cases.ts';
import { emailTokens, refreshSessions } from '../src/db/schema/identity.ts';
import { users } from '../src/db/schema/users.ts';
import { OWN_ACCOUNT_ONLY_MESSAGE } from '../src/lib/authorize.ts';
import { hashPassword } from '../src/lib/password.ts';
import { issueEmailToken } from '../src/modules/auth/email-tokens.ts';
import { PASSWORD_BY_SSO_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '../src/modules/auth/change-password.ts';
import {
  ACCOUNT_DELETED_MESSAGE,
  LAST_COMPANY_ADMIN_MESSAGE,
  LAST_SUPER_ADMIN_MESSAGE,
} from '../src/modules/profile/delete-own-account.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, sessionToken, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

// P-001..P-009, X-033, X-036, X-041, X-044, ADR 17: the signed-in user's own profile, password and account.

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let germany: number;
let unitedStates: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme', loginMethod: 'requires_registration' });
  germany = await make.country('DE');
  unitedStates = await make.country('US');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: unknown, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object, cookies });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];
const errorsOf = (response: LightMyRequestResponse) => response.json<{ errors: Record<string, string[]> }>().errors;
/** A super admin (of no company) acting as `user`. */
const impersonationToken = async (user: BuiltUser) => {
  const admin = await superAdmin();
  return sessionToken(t, { userId: user.id, impersonatorId: admin.id });
};
let superAdmins = 0;
async function superAdmin() {
  superAdmins += 1;
  const [row] = await t.deps.db
    .insert(users)
    .values({
      firstName: 'Sam',
      lastName: `Super${String(superAdmins)}`,
      email: `super${String(superAdmins)}-${String(process.pid)}@casebridge.test`,
      role: 'super_admin',
      type: 'admin',
      passwordHash: await hashPassword(TEST_DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('super admin not built');
  return { ...row, token: await sessionToken(t, { userId: row.id, impersonatorId: null }) };
}

const details = {
  first_name: '  Lena ',
  last_name: 'Hoffmann',
  phone: '89 5550 1923',
  phone_country_code: 'de',
  city: 'Munich',
  agree_confirm: true,
};

describe('profile form data and contact details', () => {
  it('[P-001] profile_form_data answers the countries by name, to any signed-in user only', async () => {
    const user = await make.user(acme);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile_form_data',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    // The migrations' ISO 3166-1 list, by name.
    const list = response.json<{ countries: { id: number; name: string; country_code: string }[] }>().countries;
    expect(list).toHaveLength(249);
    expect(list[0]).toEqual({ id: expect.any(Number) as number, name: 'Afghanistan', country_code: 'AF' });
    expect(list).toContainEqual({ id: germany, name: 'Germany', country_code: 'DE' });
    expect(list).toContainEqual({ id: unitedStates, name: 'United States', country_code: 'US' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile_form_data' })).statusCode).toBe(401);
  });

  it('[P-003] [X-033] saving answers the updated user; role, email and company in the body change nothing', async () => {
    const user = await make.user(acme);
    const other = await make.user(await make.company());
    const response = await post('/api/users/profile', user.token, {
      ...details,
      country_id: germany,
      role: 'business_manager',
      type: 'admin',
      email: 'taken-over@evil.test',
      company_id: other.companyId,
      id: other.id,
    });
    expect(response.statusCode).toBe(200);
    const { user: saved } = response.json<ProfileAnswer>();
    expect(saved).toMatchObject({
      id: user.id,
      first_name: 'Lena',
      last_name: 'Hoffmann',
      phone: '89 5550 1923',
      phone_country_code: 'DE',
      country_id: germany,
      city: 'Munich',
      role: 'caller',
      type: 'basic',
      email: user.email,
      company_id: acme.id,
    });
    expect((await me(user.token)).json<MeAnswer>().user).toEqual(saved);
    // The other user, named in the body, is untouched.
    expect(await userRow(other.id)).toMatchObject({ firstName: 'Pat', companyId: other.companyId });
  });

  it('[X-033] the phone country code defaults to US; an empty phone is none', async () => {
    const user = await make.user(acme);
    const { phone_country_code: _code, ...withoutCode } = details;
    const response = await post('/api/users/profile', user.token, { ...withoutCode, phone: '', country_id: germany });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileAnswer>().user).toMatchObject({ phone: null, phone_country_code: 'US' });
  });

  it('[P-003] [X-044] [X-033] bad fields come back as a field map and nothing changes', async () => {
    const user = await make.user(acme);
    const before = await userRow(user.id);
    const response = await post('/api/users/profile', user.token, {
      first_name: ' ',
      last_name: 'x'.repeat(101),
      phone: '1'.repeat(26),
      city: '',
      agree_confirm: true,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      first_name: ['This field is required.'],
      last_name: ['At most 100 characters.'],
      phone: ['At most 25 characters.'],
      country_id: ['Please choose a country.'],
      city: ['This field is required.'],
    });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('[P-003] a country that does not exist is a field error', async () => {
    const user = await make.user(acme);
    const response = await post('/api/users/profile', user.token, { ...details, country_id: 999_999 });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ country_id: ['Please choose a country.'] });
  });

  it('[P-002] the privacy agreement must be ticked: "You must accept the terms of the privacy policy."', async () => {
    const user = await make.user(acme);
    for (const agree of [false, undefined, 'yes']) {
      const response = await post('/api/users/profile', user.token, {
        ...details,
        country_id: germany,
        agree_confirm: agree,
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ agree_confirm: [PRIVACY_AGREEMENT_MESSAGE] });
    }
    expect((await userRow(user.id))?.firstName).toBe('Pat');
  });

  it('[P-002] [P-009] [P-007] saving records the agreement date and ends both forced updates', async () => {
    const user = await make.user(acme, { forceUpdateProfile: true, forceUpdateAgreement: true, agreed: false });
    const before = (await me(user.token)).json<MeAnswer>().user;
    expect(before).toMatchObject({ agreement_date: null, force_update_profile: true, force_update_agreement: true });
    const response = await post('/api/users/profile', user.token, { ...details, country_id: germany });
    expect(response.json<ProfileAnswer>().user).toMatchObject({
      agreement_date: expect.any(String) as string,
      force_update_profile: false,
      force_update_agreement: false,
    });
    // The next load opens no modal.
    expect((await me(user.token)).json<MeAnswer>().user).toMatchObject({
      force_update_profile: false,
      force_update_agreement: false,
    });
  });
});

describe('privacy agreement', () => {
  it('[P-008] [P-009] POST /api/users/agreement records the date, ends the forced agreement and answers the user', async () => {
    const user = await make.user(acme, { forceUpdateAgreement: true, forceUpdateProfile: true, agreed: false });
    const refused = await post('/api/users/agreement', user.token, { agree_confirm: false });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ agree_confirm: [PRIVACY_AGREEMENT_MESSAGE] });
    expect((await userRow(user.id))?.agreementDate).toBeNull();

    const response = await post('/api/users/agreement', user.token, { agree_confirm: true });
    expect(response.statusCode).toBe(200);
    const saved = response.json<ProfileAnswer>().user;
    expect(saved).toMatchObject({ id: user.id, force_update_agreement: false, force_update_profile: true });
    expect(new Date(saved.agreement_date ?? 0).getTime()).toBe((await userRow(user.id))?.agreementDate?.getTime());
  });
});

describe('while a super admin is logged in as the user (ADR 17)', () => {
  it('[P-003] the contact details may be corrected, but the agreement and the forced updates stay the user’s', async () => {
    const user = await make.user(acme, { forceUpdateProfile: true, forceUpdateAgreement: true, agreed: false });
    const token = await impersonationToken(user);
    const response = await post('/api/users/profile', token, { ...details, country_id: germany });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileAnswer>().user).toMatchObject({
      first_name: 'Lena',
      agreement_date: null,
      force_update_profile: true,
      force_update_agreement: true,
    });
  });

  it('[P-008] [P-005] [P-006] accepting the agreement, changing the password and deleting the account are refused', async () => {
    const user = await make.user(acme, { forceUpdateAgreement: true, agreed: false });
    const token = await impersonationToken(user);
    const before = await userRow(user.id);
    const calls = [
      post('/api/users/agreement', token, { agree_confirm: true }),
      post('/api/users/password', token, { password: 'Brand-new-7%x', password_confirmation: 'Brand-new-7%x' }),
      post('/api/users/delete', token, { confirm: true }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: OWN_ACCOUNT_ONLY_MESSAGE });
    }
    expect(await userRow(user.id)).toEqual(before);
  });
});

describe('change password', () => {
  const newPassword = 'Brand-new-pass-7%';

  it('[X-036] [P-005] the password rules and the confirmation are enforced with field errors; nothing changes', async () => {
    const user = await make.user(acme);
    const before = await userRow(user.id);
    const weak = await post('/api/users/password', user.token, { password: 'short', password_confirmation: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(errorsOf(weak).password).toEqual([
      'The password must be at least 8 characters.',
      'The password must contain 1 uppercase letter.',
      'The password must contain 1 number.',
      'The password must contain 1 of ! $ # %.',
    ]);
    const mismatch = await post('/api/users/password', user.token, {
      password: newPassword,
      password_confirmation: 'Other-pass-7%',
    });
    expect(errorsOf(mismatch)).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('[P-005] [X-041] the new password signs in; the other sessions and earlier tokens end, this session goes on', async () => {
    const user = await make.user(acme);
    const here = await signInAs(t, user.email);
    const elsewhere = await signInAs(t, user.email);
    const earlier = await sessionToken(t, { userId: user.id, impersonatorId: null }, { issuedAt: Date.now() - 1000 });
    await issueEmailToken(t.deps.db, { purpose: 'reset_password', userId: user.id, ttlSeconds: 60 });

    const response = await post(
      '/api/users/password',
      here.token,
      { password: newPassword, password_confirmation: newPassword },
      { cb_refresh: here.refreshCookie ?? '' },
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ success: boolean; message: string; token: string }>();
    expect(answer).toMatchObject({ success: true, message: PASSWORD_CHANGED_MESSAGE });

    const refresh = (cookie: string | undefined) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { cb_refresh: cookie ?? '' } });
    expect((await refresh(elsewhere.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(here.refreshCookie)).statusCode).toBe(200);
    expect((await me(earlier)).statusCode).toBe(401);
    expect((await me(answer.token)).statusCode).toBe(200);
    await expect(signInAs(t, user.email)).rejects.toThrow(/401/);
    expect((await signInAs(t, user.email, newPassword)).token).toBeTruthy();
    // A reset link sent before the change no longer works.
    const [link] = await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(link?.usedAt).not.toBeNull();
  });

  it("[P-005] the session kept is the access token's own, also without the refresh cookie; every other one ends", async () => {
    const user = await make.user(acme);
    const here = await signInAs(t, user.email);
    const elsewhere = await signInAs(t, user.email);
    const response = await post('/api/users/password', here.token, {
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    const sessions = await t.deps.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    expect(sessions.filter((row) => row.revokedAt === null)).toHaveLength(1);
    expect((await me(response.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
  });

  it('[P-004] users of an email-link company and the super admin may set a password; a single sign-on company may not', async () => {
    const emailLink = await make.user(await make.company({ loginMethod: 'email_link' }));
    const admin = await superAdmin();
    for (const token of [emailLink.token, admin.token]) {
      const response = await post('/api/users/password', token, {
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(response.statusCode).toBe(200);
    }

    const sso = await make.company({ loginMethod: 'sso' });
    for (const role of ['caller', 'business_manager', 'api'] as const) {
      const user = await make.user(sso, { role });
      const before = await userRow(user.id);
      const response = await post('/api/users/password', user.token, {
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: PASSWORD_BY_SSO_MESSAGE });
      expect(await userRow(user.id)).toEqual(before);
    }
  });
});

describe('delete own account', () => {
  it('[P-006] without the confirmation nothing is deleted', async () => {
    const user = await make.user(acme);
    const response = await post('/api/users/delete', user.token, {});
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ confirm: ['Please confirm that you want to delete your account.'] });
    expect(await userRow(user.id)).toBeDefined();
  });

  it('[P-006] the account, its sessions and links go; its cases stay with the company; the server says so', async () => {
    const partner = await make.company();
    const process = await make.document(partner);
    const user = await make.user(acme);
    const sent = await make.case(user, process);
    const session = await signInAs(t, user.email);
    await issueEmailToken(t.deps.db, { purpose: 'auto_login', userId: user.id, ttlSeconds: 60 });

    const response = await post('/api/users/delete', session.token, { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_DELETED_MESSAGE });

    expect(await userRow(user.id)).toBeUndefined();
    expect((await me(session.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toEqual([]);
    await expect(signInAs(t, user.email)).rejects.toThrow(/401/);
    const [kept] = await t.deps.db.select().from(cases).where(eq(cases.id, sent.id));
    expect(kept).toMatchObject({ submitCompanyId: acme.id, submitUserId: null, engineerEmail: user.email });
  });

  it('[P-006] the last active manager of a company may not delete their account; with another manager they may', async () => {
    const company = await make.company();
    const manager = await make.user(company, { role: 'business_manager' });
    const disabled = await make.user(company, { role: 'program_manager' });
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id));
    await make.user(company); // a caller does not count

    const refused = await post('/api/users/delete', manager.token, { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: LAST_COMPANY_ADMIN_MESSAGE });
    expect(await userRow(manager.id)).toBeDefined();

    const second = await make.user(company, { role: 'program_manager' });
    expect((await post('/api/users/delete', manager.token, { confirm: true })).statusCode).toBe(200);
    expect((await post('/api/users/delete', second.token, { confirm: true })).statusCode).toBe(409);
  });

  it('[P-006] of the last two managers deleting themselves at once, exactly one goes', async () => {
    const company = await make.company();
    const managers = [
      await make.user(company, { role: 'business_manager' }),
      await make.user(company, { role: 'program_manager' }),
    ];
    const answers = await Promise.all(
      managers.map((manager) => post('/api/users/delete', manager.token, { confirm: true })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const left = await t.deps.db.select().from(users).where(eq(users.companyId, company.id));
    expect(left).toHaveLength(1);
  });

  it('[P-006] the last super admin stays', async () => {
    const existing = await t.deps.db.select().from(users).where(eq(users.role, 'super_admin'));
    const first = await superAdmin();
    const second = await superAdmin();
    for (const admin of existing) await t.deps.db.delete(users).where(eq(users.id, admin.id));
    expect((await post('/api/users/delete', first.token, { confirm: true })).statusCode).toBe(200);
    const refused = await post('/api/users/delete', second.token, { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: LAST_SUPER_ADMIN_MESSAGE });
  });
});
