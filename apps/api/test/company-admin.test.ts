import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LEVEL_DISABLED_MESSAGE, NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import {
  ALT_SIGNUP_MANAGER_SAME_MESSAGE,
  DEFAULT_GROUP_UNKNOWN_MESSAGE,
  REGISTRATION_SETTINGS_SAVED_MESSAGE,
  SIGNUP_MANAGER_NOT_A_USER_MESSAGE,
  SIGNUP_MANAGER_REQUIRED_MESSAGE,
} from '@casebridge/contract/companies';
import { auditLog } from '../src/db/schema/audit.ts';
import { companies } from '../src/db/schema/companies.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { companyRegistrationGroups, groupRelations, groupUserAccess } from '../src/db/schema/groups.ts';
import { users } from '../src/db/schema/users.ts';
import { notePreview } from '../src/modules/companies/list-internal-notes.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// M-001..M-005, M-009, M-010: the member admin's Company screen and User Registration Settings.

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

const get = (user: BuiltUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const saveSettings = (user: BuiltUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/company/registration', headers: bearer(user.token), payload });

const companyWithStaff = (input: Parameters<typeof make.company>[0] = {}) => make.companyWithStaff(input);

async function companyRow(company: BuiltCompany) {
  const [row] = await t.deps.db.select().from(companies).where(eq(companies.id, company.id));
  return row;
}

describe('the member company record (M-001, M-002)', () => {
  it('[M-001] [M-002] GET /api/caller/companies/{id} answers the whole member record of the caller’s own company', async () => {
    const { company, manager, caller } = await companyWithStaff({
      name: 'Record Co',
      membershipType: 'elite',
      communicationsEmail: 'out@record.test',
      bccResponseEmail: 'in@record.test',
      additionalDomains: 'record.example, record.invalid',
      showInPublicWeb: false,
    });
    const group = await make.group([{ company }]);
    await t.deps.db
      .update(companies)
      .set({ loginPageText: 'Welcome, partners.', requiresApproval: true, signupManagerId: manager.id })
      .where(eq(companies.id, company.id));
    await t.deps.db.insert(companyRegistrationGroups).values({ companyId: company.id, communityId: group.id });

    const response = await get(manager, `/api/caller/companies/${String(company.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company: {
        id: company.id,
        name: 'Record Co',
        slug: company.slug,
        url: null,
        domain: `${company.slug}.test`,
        status: 'active',
        membership_type: 'elite',
        login_method: 'requires_registration',
        use_group_login: false,
        additional_domains: 'record.example, record.invalid',
        communications_email: 'out@record.test',
        bcc_response_email: 'in@record.test',
        login_page_text: 'Welcome, partners.',
        show_in_public_web: false,
        logo: `/api/resources/company_logo/${company.slug}`,
        allow_notes: true,
        registration: {
          requires_approval: 1,
          signup_manager_id: manager.id,
          alt_signup_manager_id: null,
          communities: [{ community_id: group.id }],
        },
      },
    });
    // Any member of the company reads it (the submit page's company data, C-001).
    expect((await get(caller, `/api/caller/companies/${String(company.id)}`)).statusCode).toBe(200);
  });

  it('[M-002] another company’s id is not found, whoever asks; anonymous is 401', async () => {
    const { company } = await companyWithStaff();
    const other = await companyWithStaff();
    const url = `/api/caller/companies/${String(company.id)}`;
    const response = await get(other.manager, url);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain(company.slug);
    expect((await get(other.caller, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(other.manager, '/api/caller/companies/0x10')).statusCode).toBe(422);
  });
});

describe('departments and internal notes (M-004, M-005)', () => {
  it('[M-004] the admin reads their company’s departments (name, description, status); another company’s id is 404, a caller 403', async () => {
    const { company, manager, programManager, caller } = await companyWithStaff();
    await make.department(company, 'Storage Support');
    const archive = await make.department(company, 'Archive Support');
    const other = await companyWithStaff();
    await make.department(other.company, 'Not Yours');

    const url = `/api/admin/company/${String(company.id)}/departments`;
    const response = await get(manager, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      departments: [
        { id: archive.id, name: 'Archive Support', description: null, status: 'active' },
        expect.objectContaining({ name: 'Storage Support', status: 'active' }),
      ],
    });
    expect((await get(programManager, url)).statusCode).toBe(200);
    const foreign = await get(other.manager, url);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Support');
    const refused = await get(caller, url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NO_ACCESS_MESSAGE });
  });

  it('[M-005] internal notes: the partner, the process and the note’s text without HTML, truncated; only the admin’s company’s notes', async () => {
    const { company, manager, caller } = await companyWithStaff();
    const partner = await make.company({ name: 'Partner Systems' });
    const process = await make.document(partner, { name: 'Partner Escalations' });
    const long = `<p>Call <strong>Dana</strong> first &amp; then the desk.</p><ul><li>${'Escalate within the hour. '.repeat(10)}</li></ul>`;
    await make.internalNote(company, process, long);
    const other = await companyWithStaff();
    await make.internalNote(other.company, process, '<p>Someone else’s note</p>');

    const response = await get(manager, '/api/admin/company/internal_notes');
    expect(response.statusCode).toBe(200);
    const { notes } = response.json<{ notes: { member: string; process: string; note: string }[] }>();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ member: 'Partner Systems', process: 'Partner Escalations' });
    expect(notes[0]?.note.startsWith('Call Dana first & then the desk. Escalate within the hour.')).toBe(true);
    expect(notes[0]?.note).not.toMatch(/[<>]/);
    expect(notes[0]?.note.endsWith('…')).toBe(true);
    expect(notes[0]?.note.length).toBeLessThanOrEqual(120);
    expect((await get(caller, '/api/admin/company/internal_notes')).statusCode).toBe(403);
  });

  it('[M-005] a short note is shown whole; a long word is cut at the preview length', () => {
    expect(notePreview('<p>Short &lt;note&gt;</p>')).toBe('Short <note>');
    expect(notePreview(`<p>${'x'.repeat(300)}</p>`, 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('user registration settings (M-009, M-010)', () => {
  it('[M-009] the choices: the company’s users and group relations, never another company’s', async () => {
    const { company, manager, programManager, caller } = await companyWithStaff();
    const department = await make.department(company, 'Field Support');
    const other = await companyWithStaff();
    const group = await make.group([{ company }, { company: other.company }]);
    const [departmentRelation] = await t.deps.db
      .insert(groupRelations)
      .values({ communityId: group.id, companyId: company.id, departmentId: department.id })
      .returning({ id: groupRelations.id });
    const usersAnswer = await get(manager, '/api/admin/company/users');
    expect(usersAnswer.statusCode).toBe(200);
    const ids = usersAnswer.json<{ users: { id: number }[] }>().users.map((u) => u.id);
    expect(ids.sort()).toEqual([manager.id, programManager.id, caller.id].sort());

    const relations = await get(manager, '/api/admin/company/relations');
    expect(relations.statusCode).toBe(200);
    expect(relations.json()).toEqual({
      relations: [
        {
          id: expect.any(Number) as number,
          community_id: group.id,
          community_name: expect.any(String) as string,
          community_type: 'open_group',
          department_name: null,
          is_active: true,
        },
        {
          id: departmentRelation?.id,
          community_id: group.id,
          community_name: expect.any(String) as string,
          community_type: 'open_group',
          department_name: 'Field Support',
          is_active: true,
        },
      ],
    });
    expect((await get(caller, '/api/admin/company/relations')).statusCode).toBe(403);
    expect((await get(caller, '/api/admin/company/users')).statusCode).toBe(403);
  });

  it('[M-010] saving writes the settings that the record then shows, with an audit entry', async () => {
    const { company, manager, programManager } = await companyWithStaff();
    const group = await make.group([{ company }]);
    const response = await saveSettings(programManager, {
      requires_approval: 1,
      signup_manager_id: manager.id,
      alt_signup_manager_id: programManager.id,
      group_access: [group.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: REGISTRATION_SETTINGS_SAVED_MESSAGE,
      settings: {
        requires_approval: 1,
        signup_manager_id: manager.id,
        alt_signup_manager_id: programManager.id,
        group_access: [group.id],
      },
    });
    const record = await get(manager, `/api/caller/companies/${String(company.id)}`);
    expect(record.json<{ company: { registration: unknown } }>().company.registration).toEqual({
      requires_approval: 1,
      signup_manager_id: manager.id,
      alt_signup_manager_id: programManager.id,
      communities: [{ community_id: group.id }],
    });
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.registration_settings'), eq(auditLog.companyId, company.id)))
      .orderBy(desc(auditLog.id));
    expect(entry?.actorUserId).toBe(programManager.id);

    // The alternate and the default groups may be cleared again.
    const cleared = await saveSettings(manager, {
      requires_approval: 0,
      signup_manager_id: manager.id,
      alt_signup_manager_id: null,
      group_access: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(await companyRow(company)).toMatchObject({
      requiresApproval: false,
      signupManagerId: manager.id,
      altSignupManagerId: null,
    });
  });

  it('[M-010] a 422 field map for a missing primary, a user of another company or an inactive one, the same alternate, a foreign group; nothing changes', async () => {
    const { company, manager, caller } = await companyWithStaff();
    const other = await companyWithStaff();
    const foreignGroup = await make.group([{ company: other.company }]);
    const inactive = await make.user(company);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.id));
    const before = await companyRow(company);

    const missing = await saveSettings(manager, { requires_approval: 1, signup_manager_id: null });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { signup_manager_id: [SIGNUP_MANAGER_REQUIRED_MESSAGE] } });

    const badShape = await saveSettings(manager, { requires_approval: 2, signup_manager_id: manager.id });
    expect(badShape.statusCode).toBe(422);
    expect(Object.keys(badShape.json<{ errors: object }>().errors)).toEqual(['requires_approval']);

    const foreign = await saveSettings(manager, {
      requires_approval: 1,
      signup_manager_id: other.manager.id,
      alt_signup_manager_id: inactive.id,
      group_access: [foreignGroup.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({
      errors: {
        signup_manager_id: [SIGNUP_MANAGER_NOT_A_USER_MESSAGE],
        alt_signup_manager_id: [SIGNUP_MANAGER_NOT_A_USER_MESSAGE],
        group_access: [DEFAULT_GROUP_UNKNOWN_MESSAGE],
      },
    });

    const same = await saveSettings(manager, {
      requires_approval: 1,
      signup_manager_id: caller.id,
      alt_signup_manager_id: caller.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ errors: { alt_signup_manager_id: [ALT_SIGNUP_MANAGER_SAME_MESSAGE] } });

    expect(await companyRow(company)).toEqual(before);
    const groups = await t.deps.db
      .select()
      .from(companyRegistrationGroups)
      .where(eq(companyRegistrationGroups.companyId, company.id));
    expect(groups).toEqual([]);
  });

  it('[M-010] a caller is refused with 403, a limited company’s admin with the membership message; nothing changes', async () => {
    const { company, manager, caller } = await companyWithStaff();
    const limited = await companyWithStaff({ membershipType: 'limited' });
    const before = await companyRow(company);
    const asCaller = await saveSettings(caller, { requires_approval: 1, signup_manager_id: manager.id });
    expect(asCaller.statusCode).toBe(403);
    const asLimited = await saveSettings(limited.manager, {
      requires_approval: 1,
      signup_manager_id: limited.manager.id,
    });
    expect(asLimited.statusCode).toBe(403);
    expect(asLimited.json()).toEqual({ error: LEVEL_DISABLED_MESSAGE });
    expect(await companyRow(company)).toEqual(before);
    expect((await companyRow(limited.company))?.signupManagerId).toBeNull();
  });
});

describe('the settings drive registration (M-010 with H-011, H-019)', () => {
  const PASSWORD = 'Registered-1!';
  let sequence = 0;

  const registerAndVerify = async (company: BuiltCompany) => {
    const email = `round-trip${String(++sequence)}@${company.slug}.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/caller/register/${company.slug}`,
      payload: {
        first_name: 'Rita',
        last_name: 'Registrant',
        email,
        phone: '+1 512 555 0100',
        phone_country_code: 'US',
        country_id: countryId,
        city: 'Austin',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agree_confirm: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [verification] = await emailsTo(email, 'verify_account');
    const token = verification?.text.match(/\/verify_account\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    return { email, approval: registered.json<{ approval: boolean }>().approval, outcome: verified.json<unknown>() };
  };

  const emailsTo = (address: string, template: string) =>
    t.deps.db
      .select()
      .from(outboundEmails)
      .where(and(sql`${address} = any(${outboundEmails.toAddresses})`, eq(outboundEmails.template, template)))
      .orderBy(desc(outboundEmails.id));

  it('[M-009] [M-010] saving requires approval with a signup manager sends that manager the approval email; saving auto approve activates registrants with access to the default groups', async () => {
    const { company, manager } = await companyWithStaff();
    const signupManager = await make.user(company, { first: 'Signe' });
    const alternate = await make.user(company, { first: 'Alta' });

    expect(
      (
        await saveSettings(manager, {
          requires_approval: 1,
          signup_manager_id: signupManager.id,
          alt_signup_manager_id: alternate.id,
        })
      ).statusCode,
    ).toBe(200);
    const first = await registerAndVerify(company);
    expect(first.approval).toBe(true);
    expect(first.outcome).toMatchObject({ action: 'approval' });
    for (const approver of [signupManager, alternate])
      expect((await emailsTo(approver.email, 'registration_approval'))[0]?.text).toContain(first.email);
    // The business manager is no signup manager now: no approval email for them.
    expect(await emailsTo(manager.email, 'registration_approval')).toEqual([]);

    // Auto approve, with a default group whose relation limits access to named users: the new user is one of them.
    const limitedGroup = await make.group([{ company, users: [manager] }]);
    const otherGroup = await make.group([{ company, users: [manager] }]);
    expect(
      (
        await saveSettings(manager, {
          requires_approval: 0,
          signup_manager_id: signupManager.id,
          group_access: [limitedGroup.id],
        })
      ).statusCode,
    ).toBe(200);
    const second = await registerAndVerify(company);
    expect(second.approval).toBe(false);
    expect(second.outcome).toMatchObject({ action: 'verified' });
    const [user] = await t.deps.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.email, second.email));
    expect(user?.status).toBe('active');
    const access = await t.deps.db
      .select({ communityId: groupUserAccess.communityId })
      .from(groupUserAccess)
      .where(eq(groupUserAccess.userId, user?.id ?? 0));
    expect(access).toEqual([{ communityId: limitedGroup.id }]);
    expect(access).not.toContainEqual({ communityId: otherGroup.id });
    expect((await emailsTo(signupManager.email, 'registration_approval')).map((e) => e.text).join()).not.toContain(
      second.email,
    );
  });
});
