import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type {
  CompanyGroup,
  CompanyPickList,
  CompanyProcess,
  SuperAdminCompany,
  SuperAdminCompanyRow,
} from '@casebridge/contract/super-admin-companies';
import {
  COMPANY_HAS_CASES_MESSAGE,
  PROCESS_HAS_CASES_MESSAGE,
  SLUG_MESSAGE,
  SLUG_RESERVED_MESSAGE,
  SLUG_TAKEN_MESSAGE,
} from '@casebridge/contract/super-admin-companies';
import { SSO_ENTITY_URI_MESSAGE } from '@casebridge/contract/sso';
import { auditLog } from '../src/db/schema/audit.ts';
import { companies } from '../src/db/schema/companies.ts';
import { departments } from '../src/db/schema/departments.ts';
import { contactDocuments } from '../src/db/schema/documents.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { createTestIdp } from './saml-test-idp.ts';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';
import { xlsxAnswer } from './xlsx-file.ts';

// S-010..S-026, S-040, M-008, R-013, R-015, X-007: the console's companies.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let acmeManager: BuiltUser;
let acmeCaller: BuiltUser;
let globexCaller: BuiltUser;

const BOUNDARY = '----companies-test';
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

type FilePart = { field: string; filename: string; type: string; bytes: Buffer | string };

/** A multipart body as the company form posts it. */
function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const companyFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Initrode Storage',
  url: 'https://initrode.example',
  membership_type: 'premium',
  login_method: 'requires_registration',
  domain: 'Initrode.example',
  additional_domains: 'initrode.io,  initrode.co.uk',
  communications_email: 'out@initrode.example',
  bcc_response_email: '',
  slug: `initrode-${String(process.pid)}`,
  region_text: 'EMEA',
  public_web_text: '<p>Storage arrays</p>',
  login_page_text: 'Sign in with your work address.',
  show_in_public_web: '0',
  allow_notes: '1',
  ...overrides,
});

const save = (id: number, body: Buffer, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/super_admin/companies/${String(id)}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/super_admin/companies${url}`, headers: bearer(token) });

const lastAudit = async (action: string) =>
  (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Consoles' });
  globex = await make.company({ name: 'Globex Consoles', membershipType: 'elite' });
  acmeManager = await make.user(acme, { role: 'business_manager', first: 'Mona' });
  acmeCaller = await make.user(acme, { first: 'Carl' });
  globexCaller = await make.user(globex);
  await make.group([{ company: acme }, { company: globex }]);
});
afterAll(async () => t.close());

describe('companies list', () => {
  it('[S-010] lists every company with its groups, membership type, number of users and status, by name', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ companies: SuperAdminCompanyRow[] }>().companies;
    const acmeRow = rows.find((row) => row.id === acme.id);
    expect(acmeRow).toMatchObject({ name: 'Acme Consoles', slug: acme.slug, users: 2, status: 'active' });
    expect(acmeRow?.groups).toHaveLength(1);
    expect(rows.find((row) => row.id === globex.id)).toMatchObject({ membership_type: 'elite', users: 1 });
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('[R-013] exports the companies list as companies.xlsx', async () => {
    const { filename, header, rows } = await xlsxAnswer(await get('/export'));
    expect(filename).toBe('companies.xlsx');
    expect(header?.slice(0, 5)).toEqual(['Name', 'Login Subdomain', 'Domain', 'Groups', 'Membership Type']);
    expect(rows.find((row) => row[0] === 'Acme Consoles')?.[6]).toBe(2);
  });

  it('[S-011] answers the short list of companies for pickers', async () => {
    const response = await get('/list');
    expect(response.statusCode).toBe(200);
    const list = response.json<CompanyPickList>().companies;
    expect(list).toContainEqual({ id: globex.id, name: 'Globex Consoles', status: 'active' });
  });

  it('[X-007] a member admin, a caller and nobody signed in are refused the console calls', async () => {
    for (const token of [acmeManager.token, acmeCaller.token]) {
      expect((await get('', token)).statusCode).toBe(403);
      expect((await get(`/${String(acme.id)}/status/inactive`, token)).statusCode).toBe(403);
      expect((await get(`/${String(globex.id)}/delete`, token)).statusCode).toBe(403);
      expect((await save(acme.id, multipart(companyFields()), token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/super_admin/companies/${String(acme.id)}/delete`,
    });
    expect(anonymous.statusCode).toBe(401);
    const [still] = await t.deps.db.select().from(companies).where(eq(companies.id, acme.id));
    expect(still?.status).toBe('active');
  });
});

describe('company detail and form', () => {
  it('[S-012] answers the company as the console shows it; [S-013] an unknown company is 404', async () => {
    const response = await get(`/${String(acme.id)}`);
    expect(response.statusCode).toBe(200);
    const company = response.json<{ company: SuperAdminCompany }>().company;
    expect(company).toMatchObject({ id: acme.id, name: 'Acme Consoles', has_logo: false, region_text: null });
    expect(company.sso.has_identity_file).toBe(false);
    const missing = await get('/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No company has this id.' });
    expect((await get('/2147483647/users')).statusCode).toBe(404);
  });

  it('[S-015] [S-018] [S-019] id 0 creates a company from the multipart form with its logo; the save is audited', async () => {
    const response = await save(
      0,
      multipart(companyFields(), [{ field: 'logo_file', filename: 'logo.png', type: 'image/png', bytes: PNG_BYTES }]),
    );
    expect(response.statusCode).toBe(200);
    const { id, success } = response.json<{ id: number; success: boolean }>();
    expect(success).toBe(true);
    const [row] = await t.deps.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({
      name: 'Initrode Storage',
      membershipType: 'premium',
      loginMethod: 'requires_registration',
      domain: 'initrode.example',
      additionalDomains: 'initrode.io, initrode.co.uk',
      communicationsEmail: 'out@initrode.example',
      bccResponseEmail: null,
      regionText: 'EMEA',
      showInPublicWeb: false,
      allowNotes: true,
      logoContentType: 'image/png',
    });
    expect(row?.logoFileKey).not.toBeNull();
    expect(await t.deps.files.read(row?.logoFileKey ?? 'none')).toEqual(PNG_BYTES);
    expect((await lastAudit('company.create'))?.companyId).toBe(id);
    const served = await t.app.inject({ method: 'GET', url: `/api/resources/company_logo/${row?.slug ?? ''}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG_BYTES);
    const read = (await get(`/${String(id)}`)).json<{ company: SuperAdminCompany }>().company;
    expect(read).toMatchObject({ has_logo: true, show_in_public_web: false, public_web_text: '<p>Storage arrays</p>' });
  });

  it('[S-015] [H-008] the login page text goes through the one sanitiser on every save: the landing shows no script, handler or javascript: link', async () => {
    const slug = `scrubbed-${String(process.pid)}`;
    const hostile =
      '<p onclick="steal()">Welcome <b>partners</b><img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">here</a></p>';
    const clean = '<p>Welcome <b>partners</b> <a target="_blank" rel="noopener noreferrer nofollow">here</a></p>';
    const fields = { name: 'Scrubbed Storage', slug, domain: 'scrubbed.example', additional_domains: '' };
    const created = await save(0, multipart(companyFields({ ...fields, login_page_text: hostile })));
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();
    const landing = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/caller/landing/${slug}` })).json<{
        company: { login_page_text: string | null };
      }>().company.login_page_text;
    expect(await landing()).toBe(clean);
    const edited = await save(id, multipart(companyFields({ ...fields, login_page_text: `<h2>Hello</h2>${hostile}` })));
    expect(edited.statusCode).toBe(200);
    expect(await landing()).toBe(`<h2>Hello</h2>${clean}`);
    const read = (await get(`/${String(id)}`)).json<{ company: SuperAdminCompany }>().company;
    expect(read.login_page_text).toBe(`<h2>Hello</h2>${clean}`);
  });

  it('[S-018] the slug must be a valid subdomain and free; the other fields are checked too, and nothing is saved', async () => {
    const before = (await t.deps.db.select({ id: companies.id }).from(companies)).length;
    const bad = await save(0, multipart(companyFields({ slug: 'not a subdomain!', url: 'ftp://x', name: '' })));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      slug: [SLUG_MESSAGE],
      url: ['Enter an http or https address.'],
      name: ['Please enter the company name.'],
    });
    const reserved = await save(0, multipart(companyFields({ slug: 'WWW' })));
    expect(reserved.json()).toEqual({ errors: { slug: [SLUG_RESERVED_MESSAGE] } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/super_admin/companies/0',
      headers: bearer(admin.token),
      payload: companyFields(),
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const taken = await save(0, multipart(companyFields({ slug: globex.slug.toUpperCase() })));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: { slug: [SLUG_TAKEN_MESSAGE] } });
    const badMembership = await save(acme.id, multipart(companyFields({ slug: acme.slug, membership_type: 'gold' })));
    expect(badMembership.statusCode).toBe(422);
    expect((await t.deps.db.select({ id: companies.id }).from(companies)).length).toBe(before);
    const logo = await save(
      acme.id,
      multipart(companyFields({ slug: acme.slug }), [
        { field: 'logo_file', filename: 'logo.pdf', type: 'application/pdf', bytes: '%PDF-1.4' },
      ]),
    );
    expect(logo.statusCode).toBe(422);
    expect(Object.keys(logo.json<{ errors: object }>().errors)).toEqual(['logo_file']);
  });

  it('[S-016] [S-018] the SSO fields (IdP-initiated sign-in included) and the identity file are saved with the company; the entity identifier must be a URI', async () => {
    const idp = createTestIdp('console-idp');
    const file = { field: 'sso_idp_file', filename: 'idp.xml', type: 'application/xml', bytes: idp.metadata() };
    const sso = {
      slug: globex.slug,
      name: 'Globex Consoles',
      login_method: 'sso',
      sso_identity_source: 'file',
      sso_idp_entity_url: 'not a uri',
      sso_login_section: 'Use your Globex account.',
    };
    const bad = await save(globex.id, multipart(companyFields(sso), [file]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.sso_idp_entity_url).toEqual([
      SSO_ENTITY_URI_MESSAGE,
    ]);
    const noIdp = await save(globex.id, multipart(companyFields({ ...sso, sso_identity_source: '' })));
    expect(noIdp.statusCode).toBe(422);
    expect(Object.keys(noIdp.json<{ errors: object }>().errors)).toEqual(['sso_identity_source']);

    const good = await save(
      globex.id,
      multipart(companyFields({ ...sso, sso_idp_entity_url: idp.entityId, sso_idp_initiated: '1' }), [file]),
    );
    expect(good.statusCode).toBe(200);
    const company = (await get(`/${String(globex.id)}`)).json<{ company: SuperAdminCompany }>().company;
    expect(company.login_method).toBe('sso');
    expect(company.sso).toMatchObject({
      sso_identity_source: 'file',
      sso_idp_entity_url: idp.entityId,
      sso_login_section: 'Use your Globex account.',
      has_identity_file: true,
      sso_idp_initiated: true,
    });
    expect((await lastAudit('company.update'))?.companyId).toBe(globex.id);
  });
});

describe('status and delete', () => {
  it("[S-014] [M-008] disabling a company ends its users' sessions and sign-ins; enabling lets them back; both audited", async () => {
    const company = await make.company({ name: 'Hooli Consoles' });
    const user = await make.user(company, { role: 'business_manager' });
    const session = await signInAs(t, user.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });
    expect((await me()).statusCode).toBe(200);

    const disabled = await get(`/${String(company.id)}/status/inactive`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ success: true, status: 'inactive' });
    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { cb_refresh: session.refreshCookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_DEMO_PASSWORD },
    });
    expect(signIn.statusCode).not.toBe(200);
    expect((await lastAudit('company.status.inactive'))?.companyId).toBe(company.id);

    expect((await get(`/${String(company.id)}/status/active`)).json()).toMatchObject({ status: 'active' });
    expect((await signInAs(t, user.email)).token).toBeTruthy();
    expect((await lastAudit('company.status.active'))?.companyId).toBe(company.id);
    expect((await get('/2147483647/status/active')).statusCode).toBe(404);
  });

  it('[S-014] deleting a company takes its users, departments and processes with it, and is audited', async () => {
    const company = await make.company({ name: 'Vandelay Consoles' });
    const user = await make.user(company);
    const doc = await make.document(company);
    await make.department(company, 'Imports', doc);
    const response = await get(`/${String(company.id)}/delete`);
    expect(response.statusCode).toBe(200);
    expect(await t.deps.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(departments).where(eq(departments.companyId, company.id))).toEqual([]);
    expect(await t.deps.db.select().from(contactDocuments).where(eq(contactDocuments.id, doc.id))).toEqual([]);
    const audit = await lastAudit('company.deleted');
    expect(audit?.details).toMatchObject({ company_id: company.id, name: 'Vandelay Consoles' });
    expect((await get(`/${String(company.id)}/delete`)).statusCode).toBe(404);
  });

  it('[S-014] a company with cases is not deleted (409): its partners keep their cases', async () => {
    const company = await make.company({ name: 'Cases Consoles' });
    const doc = await make.document(company);
    await make.case(globexCaller, doc);
    const response = await get(`/${String(company.id)}/delete`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: COMPANY_HAS_CASES_MESSAGE });
    expect(await t.deps.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });
});

describe('panels', () => {
  it("[S-021] the Users panel lists the company's users; [R-015] they export as users.xlsx", async () => {
    const list = await get(`/${String(acme.id)}/users`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ users: { id: number }[] }>()
        .users.map((u) => u.id)
        .sort(),
    ).toEqual([acmeManager.id, acmeCaller.id].sort());
    const { filename, rows } = await xlsxAnswer(await get(`/${String(acme.id)}/users/export`));
    expect(filename).toBe('users.xlsx');
    expect(rows.map((row) => row[0]).sort()).toEqual(['Carl', 'Mona']);
  });

  it('[S-020] the signup manager choices are the active users; saving the registration settings checks them', async () => {
    const managers = await get(`/${String(acme.id)}/managers`);
    expect(managers.json<{ managers: { first_name: string }[] }>().managers.map((m) => m.first_name)).toEqual([
      'Carl',
      'Mona',
    ]);
    const relations = await get(`/${String(acme.id)}/relations`);
    const groupId = relations.json<{ relations: { community_id: number }[] }>().relations[0]?.community_id;
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/super_admin/companies/${String(acme.id)}/registration`,
        headers: bearer(admin.token),
        payload: body,
      });
    const foreign = await post({ requires_approval: 1, signup_manager_id: globexCaller.id, group_access: [] });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json<{ errors: object }>().errors)).toEqual(['signup_manager_id']);
    const saved = await post({
      requires_approval: 1,
      signup_manager_id: acmeManager.id,
      alt_signup_manager_id: acmeCaller.id,
      group_access: [groupId],
    });
    expect(saved.statusCode).toBe(200);
    const company = (await get(`/${String(acme.id)}`)).json<{ company: SuperAdminCompany }>().company;
    expect(company.registration).toEqual({
      requires_approval: 1,
      signup_manager_id: acmeManager.id,
      alt_signup_manager_id: acmeCaller.id,
      communities: [{ community_id: groupId }],
    });
    expect((await lastAudit('company.registration_settings'))?.actorUserId).toBe(admin.id);
  });

  it("[S-040] the Groups panel lists the company's relations with is_active; relations name the groups", async () => {
    const groups = (await get(`/${String(acme.id)}/groups`)).json<{ groups: CompanyGroup[] }>().groups;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ is_active: true, user_access_flag: 'all', department_name: null });
    const relations = (await get(`/${String(acme.id)}/relations`)).json<{ relations: { id: number }[] }>().relations;
    expect(relations.map((r) => r.id)).toEqual(groups.map((g) => g.id));
  });

  it("departments, departments/all and docs_and_depts answer the company's departments and choices", async () => {
    const company = await make.company({ name: 'Depts Consoles' });
    const doc = await make.document(company, { name: 'Depts Process' });
    const active = await make.department(company, 'Active Dept', doc);
    const inactive = await make.department(company, 'Old Dept');
    await t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, inactive.id));
    const only = (await get(`/${String(company.id)}/departments`)).json<{ departments: { id: number }[] }>();
    expect(only.departments.map((d) => d.id)).toEqual([active.id]);
    const all = (await get(`/${String(company.id)}/departments/all`)).json<{
      departments: { id: number; contact_document_name: string | null }[];
    }>();
    expect(all.departments.map((d) => d.id)).toEqual([active.id, inactive.id]);
    expect(all.departments[0]?.contact_document_name).toBe('Depts Process');
    const choices = (await get(`/${String(company.id)}/docs_and_depts`)).json<{ documents: { name: string }[] }>();
    expect(choices.documents.map((d) => d.name)).toEqual(['Depts Process']);
  });

  it('[S-025] the Process Forms panel lists the processes (approved, or all) with their notes', async () => {
    const company = await make.company({ name: 'Process Consoles' });
    const approved = await make.document(company, { name: 'Approved Process' });
    const pending = await make.document(company, { name: 'Pending Process' });
    await t.deps.db.execute(
      `update document_versions set status = 'pending' where contact_document_id = ${String(pending.id)}`,
    );
    await make.internalNote(globex, approved, '<p>Call <b>first</b> &amp; escalate</p>');
    const listed = (await get(`/${String(company.id)}/contact_documents`)).json<{ documents: CompanyProcess[] }>();
    expect(listed.documents.map((d) => d.name)).toEqual(['Approved Process']);
    const all = (await get(`/${String(company.id)}/contact_documents/all`)).json<{ documents: CompanyProcess[] }>();
    expect(all.documents.map((d) => [d.name, d.status, d.notes])).toEqual([
      ['Approved Process', 'approved', 1],
      ['Pending Process', 'pending', 0],
    ]);
    const notes = await get(`/${String(company.id)}/contact_documents/${String(approved.id)}/notes`);
    expect(notes.json<{ notes: { company: string; note: string }[] }>().notes).toEqual([
      expect.objectContaining({ company: 'Globex Consoles', note: 'Call first & escalate' }),
    ]);
    // Another company's process is not found under this company.
    expect((await get(`/${String(acme.id)}/contact_documents/${String(approved.id)}/notes`)).statusCode).toBe(404);
  });

  it('[S-026] deleting a process removes it and is audited; a process cases were sent to is kept (409)', async () => {
    const company = await make.company({ name: 'Delete Process Consoles' });
    const spare = await make.document(company, { name: 'Spare Process' });
    const used = await make.document(company, { name: 'Used Process' });
    await make.case(globexCaller, used);
    const refused = await get(`/${String(company.id)}/contact_documents/${String(used.id)}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: PROCESS_HAS_CASES_MESSAGE });
    expect((await get(`/${String(acme.id)}/contact_documents/${String(spare.id)}/delete`)).statusCode).toBe(404);
    const deleted = await get(`/${String(company.id)}/contact_documents/${String(spare.id)}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.deps.db.select().from(contactDocuments).where(eq(contactDocuments.id, spare.id))).toEqual([]);
    expect((await lastAudit('process.deleted'))?.details).toMatchObject({ contact_document_id: spare.id });
  });
});
