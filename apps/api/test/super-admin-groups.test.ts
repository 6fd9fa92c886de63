import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, type FilePart } from './multipart-body.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDirectoryAnswer } from '@casebridge/contract/directory';
import type { UploadGroupDocumentAnswer } from '@casebridge/contract/partner-groups';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import {
  COMMUNITY_REQUIRED_MESSAGE,
  DEPARTMENT_NOT_OF_COMPANY_MESSAGE,
  DEPARTMENT_REQUIRED_MESSAGE,
  DOCUMENT_COMPANY_MESSAGE,
  DOCUMENT_NOT_OF_COMPANY_MESSAGE,
  GROUP_HAS_OPEN_REQUESTS_MESSAGE,
  GROUP_TYPE_FIXED_MESSAGE,
  PARTNER_EXISTS_MESSAGE,
  RELATION_EXISTS_MESSAGE,
  SELECTED_USERS_MESSAGE,
  VHOST_MESSAGE,
  VHOST_REQUIRED_MESSAGE,
  VHOST_TAKEN_MESSAGE,
  type AddGroupPartnerAnswer,
  type GroupAnswer,
  type GroupPartnersAnswer,
  type GroupSearchAnswer,
  type GroupsAnswer,
  type RelationAnswer,
  type RelationUsersAnswer,
  type SaveGroupAnswer,
  type SaveRelationAnswer,
  type SuperAdminGroupDocumentsAnswer,
} from '@casebridge/contract/super-admin-groups';
import { auditLog } from '../src/db/schema/audit.ts';
import {
  communities,
  companyRegistrationGroups,
  groupDocuments,
  groupRelations,
  groupUserAccess,
  partnerGroups,
} from '../src/db/schema/groups.ts';
import { onboardingSessions } from '../src/db/schema/onboarding.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// S-041..S-045, S-050..S-061, R-014, R-016: the super admin's groups and a company's Group Access.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let initech: BuiltCompany;
let acmeCaller: BuiltUser;
let acmeColleague: BuiltUser;
let globexCaller: BuiltUser;
let initechCaller: BuiltUser;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Consoles' });
  globex = await make.company({ name: 'Globex Consoles' });
  initech = await make.company({ name: 'Initech Consoles' });
  acmeCaller = await make.user(acme, { first: 'Ada' });
  acmeColleague = await make.user(acme, { first: 'Ben' });
  globexCaller = await make.user(globex, { first: 'Gil' });
  initechCaller = await make.user(initech, { first: 'Ivy' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: unknown, token = admin.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

async function ok<T>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return Promise.resolve(response.json<T>());
}

const postForm = (url: string, form: ReturnType<typeof multipartForm>, token = admin.token) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });

const saveGroup = (id: number, fields: Record<string, string>, files: FilePart[] = []) =>
  postForm(`/api/super_admin/groups/${String(id)}`, multipartForm(fields, files));

let uniqueHost = 0;
const nextHost = () => `console-program-${String(++uniqueHost)}-${String(process.pid)}`;

/** Whether the user's directory lets them send a case to the company (ADR 13, as the dashboard reads it). */
async function reaches(user: BuiltUser, company: BuiltCompany): Promise<boolean> {
  const answer = await ok<CompanyDirectoryAnswer>(await get('/api/caller/company_directory', user.token));
  return answer.directory.some((entry) => entry.company_id === company.id && entry.has_access);
}

const directoryVersion = async () => {
  const [row] = await t.deps.db.select({ version: sql<string>`version::text` }).from(sql`directory_version`);
  return row?.version;
};

const auditsOf = (action: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.action, action));

async function workbookOf(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('Groups list (S-050, R-014)', () => {
  it('[S-050] lists every group with its type, host, companies and a registration page only for partner programs', async () => {
    const program = await make.program({ members: [{ company: acme }, { company: globex }] });
    const open = await make.group([{ company: acme }, { company: globex }, { company: initech }]);
    const empty = await make.group([], { type: 'solution_support', sponsor: initech });
    const answer = await ok<GroupsAnswer>(await get('/api/super_admin/groups'));
    const byId = new Map(answer.groups.map((group) => [group.id, group]));
    expect(byId.get(program.id)).toMatchObject({
      name: program.name,
      type: 'partner_program',
      host: program.vhost,
      companies: 2,
    });
    expect(byId.get(program.id)?.registration_url).toMatch(new RegExp(`^https?://${program.vhost}\\.`));
    expect(byId.get(open.id)).toMatchObject({ type: 'open_group', host: null, registration_url: null, companies: 3 });
    expect(byId.get(empty.id)).toMatchObject({ companies: 0, sponsor_name: 'Initech Consoles' });
    const names = answer.groups.map((group) => group.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('[R-014] exports the groups list to groups.xlsx', async () => {
    const program = await make.program({ members: [{ company: acme }] });
    const response = await get('/api/super_admin/groups/export');
    expect(response.headers['content-disposition']).toContain('filename="groups.xlsx"');
    const rows = await workbookOf(response);
    expect(rows[0]).toEqual(['Name', 'Type', 'Status', 'Sponsor', 'Host', 'Companies', 'Registration Page']);
    const row = rows.find((cells) => cells[0] === program.name);
    expect(row?.slice(0, 3)).toEqual([program.name, 'Partner Program', 'active']);
    expect(row?.[4]).toBe(program.vhost);
    expect(row?.[5]).toBe(1);
  });

  it('[S-050] a member admin and a caller are refused the console list', async () => {
    const manager = await make.user(acme, { role: 'business_manager' });
    expect((await get('/api/super_admin/groups', manager.token)).statusCode).toBe(403);
    expect((await get('/api/super_admin/groups/export', acmeCaller.token)).statusCode).toBe(403);
  });
});

describe('Group edit (S-052..S-056)', () => {
  it('[S-052] loads a group: the community, and the partner group of a partner program', async () => {
    const solution = await make.group([{ company: acme }], { type: 'solution_support', sponsor: acme });
    const answer = await ok<GroupAnswer>(await get(`/api/super_admin/groups/${String(solution.id)}`));
    expect(answer.community).toMatchObject({
      id: solution.id,
      type: 'solution_support',
      sponsor_name: 'Acme Consoles',
    });
    expect(answer.partner_group).toBeNull();
    const program = await make.program({ members: [] });
    const programAnswer = await ok<GroupAnswer>(await get(`/api/super_admin/groups/${String(program.id)}`));
    expect(programAnswer.partner_group).toMatchObject({
      vhost: program.vhost,
      price: 100_000,
      price_three_years: 270_000,
    });
    expect((await get('/api/super_admin/groups/2147483647')).statusCode).toBe(404);
  });

  it('[S-053] [S-056] creates a solution support group with its sponsor, process, addendum, custom SLA hours and Teams fields', async () => {
    const sponsor = await make.company({ name: 'Sponsor Consoles' });
    const department = await make.department(sponsor, 'Storage desk');
    const process = await make.document(sponsor, { name: 'Storage escalations' });
    const saved = await ok<SaveGroupAnswer>(
      await saveGroup(
        0,
        {
          status: 'active',
          name: 'Console Solution Group',
          description: 'Joint support',
          type: 'solution_support',
          sponsor_company_id: String(sponsor.id),
          department_id: String(department.id),
          document_id: String(process.id),
          addendum_name: 'Joint Addendum',
          custom_sla: '1',
          p1_message: 'Call back within the hour.',
          p1_response_time: '1',
          p2_message: 'Same day.',
          p2_response_time: '8',
          p3_response_time: '24',
          msteams_integration: '1',
          msteams_manager_email: 'Lead@Sponsor.test',
          msteams_team_url: 'https://teams.example.test/team',
        },
        [{ field: 'addendum_file', name: 'addendum.pdf', bytes: PDF }],
      ),
    );
    expect(saved.community).toMatchObject({
      name: 'Console Solution Group',
      type: 'solution_support',
      sponsor_company_id: sponsor.id,
      department_name: 'Storage desk',
      document_name: 'Storage escalations',
      addendum_name: 'Joint Addendum',
      has_addendum: true,
      custom_sla: true,
      sla: {
        p1: { message: 'Call back within the hour.', response_time: 1 },
        p2: { message: 'Same day.', response_time: 8 },
        p3: { message: null, response_time: 24 },
      },
      msteams_integration: true,
      msteams_manager_email: 'lead@sponsor.test',
      msteams_team_url: 'https://teams.example.test/team',
    });
    expect(saved.partner_group).toBeNull();
    const addendum = await get(`/api/super_admin/groups/${String(saved.community.id)}/addendum`);
    expect(addendum.statusCode).toBe(200);
    expect(addendum.headers['content-disposition']).toContain('Joint Addendum.pdf');
    expect(addendum.rawPayload.equals(PDF)).toBe(true);
  });

  it('[S-056] a custom response time is whole hours; a process of another company is refused under its field', async () => {
    const response = await saveGroup(0, {
      name: 'Bad hours',
      type: 'solution_support',
      sponsor_company_id: String(acme.id),
      document_id: String((await make.document(globex)).id),
      department_id: String((await make.department(globex)).id),
      p1_response_time: '1.5',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.p1_response_time).toEqual(['Enter whole hours between 0 and 8760.']);
    const references = await saveGroup(0, {
      name: 'Bad references',
      type: 'solution_support',
      sponsor_company_id: String(acme.id),
      document_id: String((await make.document(globex)).id),
      department_id: String((await make.department(globex)).id),
    });
    expect(references.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      department_id: [DEPARTMENT_NOT_OF_COMPANY_MESSAGE],
      document_id: [DOCUMENT_NOT_OF_COMPANY_MESSAGE],
    });
  });

  it('[S-054] [S-055] creates a partner program with its vhost, prices in dollars stored as cents, links, summary and banner', async () => {
    const vhost = nextHost();
    const saved = await ok<SaveGroupAnswer>(
      await saveGroup(
        0,
        {
          name: 'Console Partner Program',
          type: 'partner_program',
          sponsor_company_id: String(globex.id),
          vhost: vhost.toUpperCase(),
          host_email: 'host@globex.test',
          price: '1250.50',
          price_three_years: '',
          instructions: '<p>Join us</p><script>alert(1)</script>',
          links: JSON.stringify([{ label: 'Overview', url: 'https://globex.test/overview' }]),
          force_addendum: 'true',
          registration_status_url: 'https://globex.test/status',
        },
        [{ field: 'group_banner', name: 'banner.png', bytes: PNG }],
      ),
    );
    expect(saved.partner_group).toMatchObject({
      vhost,
      host_email: 'host@globex.test',
      price: 125_050,
      price_three_years: 0,
      instructions: '<p>Join us</p>',
      links: [{ label: 'Overview', url: 'https://globex.test/overview' }],
      force_addendum: true,
      registration_status_url: 'https://globex.test/status',
      has_banner: true,
    });
    const banner = await t.app.inject({ method: 'GET', url: `/api/resources/group_banner/${vhost}` });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.rawPayload.equals(PNG)).toBe(true);

    const updated = await ok<SaveGroupAnswer>(
      await saveGroup(saved.community.id, {
        name: 'Console Partner Program',
        status: 'inactive',
        type: 'partner_program',
        vhost,
        price: '99',
      }),
    );
    expect(updated.community.status).toBe('inactive');
    expect(updated.partner_group).toMatchObject({ price: 9_900, has_banner: true });
  });

  it('[S-055] the vhost must be a valid, free subdomain; the type of a group is fixed; banner and addendum types are checked', async () => {
    const taken = await make.program({ members: [] });
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'P', type: 'partner_program' }, 'vhost', VHOST_REQUIRED_MESSAGE],
      [{ name: 'P', type: 'partner_program', vhost: 'bad_host!' }, 'vhost', VHOST_MESSAGE],
      [{ name: 'P', type: 'partner_program', vhost: '-edge' }, 'vhost', VHOST_MESSAGE],
      [{ name: 'P', type: 'partner_program', vhost: taken.vhost }, 'vhost', VHOST_TAKEN_MESSAGE],
      [{ name: 'P', type: 'partner_program', vhost: acme.slug }, 'vhost', VHOST_TAKEN_MESSAGE],
      [{ name: '', type: 'open_group' }, 'name', 'This field is required.'],
      [{ name: 'P', type: 'open_group', price: '1.234' }, 'price', 'Enter an amount in dollars, at most 2 decimals.'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await saveGroup(0, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    const retype = await saveGroup(taken.id, { name: 'P', type: 'open_group' });
    expect(retype.json<{ errors: Record<string, string[]> }>().errors.type).toEqual([GROUP_TYPE_FIXED_MESSAGE]);
    const badBanner = await saveGroup(0, { name: 'P', type: 'partner_program', vhost: nextHost() }, [
      { field: 'group_banner', name: 'banner.pdf', bytes: PDF },
    ]);
    expect(Object.keys(badBanner.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['group_banner']);
    const badAddendum = await saveGroup(0, { name: 'P', type: 'open_group' }, [
      { field: 'addendum_file', name: 'addendum.png', bytes: PNG },
    ]);
    expect(Object.keys(badAddendum.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['addendum_file']);
    const [count] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(communities)
      .where(eq(communities.name, 'P'));
    expect(count?.n).toBe(0);
  });
});

describe('Deleting a group (S-051)', () => {
  it('[S-051] deleting a group removes its relations, user access, documents and partner group, audited; partners it joined no longer reach each other', async () => {
    const a = await make.company();
    const b = await make.company();
    const aUser = await make.user(a);
    const program = await make.program({ members: [{ company: a, users: [aUser] }, { company: b }] });
    await t.deps.db.insert(companyRegistrationGroups).values({ companyId: a.id, communityId: program.id });
    await t.deps.db.insert(groupDocuments).values({
      communityId: program.id,
      companyId: a.id,
      name: 'Runbook',
      documentType: 'url',
      url: 'https://a.test',
    });
    expect(await reaches(aUser, b)).toBe(true);
    const before = await directoryVersion();

    const answer = await ok<{ message: string }>(await get(`/api/super_admin/groups/${String(program.id)}/delete`));
    expect(answer.message).toBe('The group has been deleted.');
    for (const table of [groupRelations, groupUserAccess, groupDocuments, companyRegistrationGroups, partnerGroups]) {
      const rows = await t.deps.db.select().from(table).where(eq(table.communityId, program.id));
      expect(rows).toEqual([]);
    }
    expect(await directoryVersion()).not.toBe(before);
    expect(await reaches(aUser, b)).toBe(false);
    const audits = await auditsOf('group.deleted');
    expect(audits.find((row) => (row.details as { group_id?: number }).group_id === program.id)).toMatchObject({
      actorUserId: admin.id,
      details: { name: program.name, type: 'partner_program', relations: 2 },
    });
    expect((await get(`/api/super_admin/groups/${String(program.id)}/delete`)).statusCode).toBe(404);
  });

  it('[S-051] a program with onboarding requests waiting for a decision is not deleted (409)', async () => {
    const program = await make.program({ members: [] });
    await t.deps.db.insert(onboardingSessions).values({
      tokenHash: `hash-${String(program.id)}`,
      partnerGroupId: program.partnerGroupId,
      email: 'waiting@prospect.test',
      status: 'pending_approval',
    });
    const response = await get(`/api/super_admin/groups/${String(program.id)}/delete`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: GROUP_HAS_OPEN_REQUESTS_MESSAGE });
    expect(await t.deps.db.select().from(communities).where(eq(communities.id, program.id))).toHaveLength(1);
  });
});

describe('Group partners (S-057..S-059, R-016)', () => {
  it('[S-057] lists every partner of the group: company, department, process and type, active or not', async () => {
    const partner = await make.company({ name: 'Zeta Partner' });
    const process = await make.document(partner, { name: 'Zeta process' });
    const department = await make.department(partner, 'Zeta desk');
    const group = await make.group([{ company: acme }, { company: partner, isActive: false }]);
    await t.deps.db
      .update(groupRelations)
      .set({ departmentId: department.id, documentId: process.id })
      .where(and(eq(groupRelations.communityId, group.id), eq(groupRelations.companyId, partner.id)));
    const answer = await ok<GroupPartnersAnswer>(await get(`/api/super_admin/groups/${String(group.id)}/partners`));
    expect(
      answer.partners.map((p) => [
        p.company.name,
        p.department?.name ?? null,
        p.document?.name ?? null,
        p.type,
        p.is_active,
      ]),
    ).toEqual([
      ['Acme Consoles', null, null, 'company', true],
      ['Zeta Partner', 'Zeta desk', 'Zeta process', 'department', false],
    ]);
  });

  it('[S-058] [S-043] adds a partner with its department and process; the relation gets the defaults of its group', async () => {
    const sponsor = await make.company();
    const member = await make.company();
    const memberUser = await make.user(member);
    const sponsorUser = await make.user(sponsor);
    const process = await make.document(member, { name: 'Member process' });
    const department = await make.department(member, 'Member desk');
    const program = await make.program({ members: [] });
    await t.deps.db.update(communities).set({ sponsorCompanyId: sponsor.id }).where(eq(communities.id, program.id));
    const url = `/api/super_admin/groups/${String(program.id)}/partners/add`;

    const noDepartment = await post(url, { company_id: member.id, document_id: process.id });
    expect(noDepartment.statusCode).toBe(422);
    expect(noDepartment.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      department_id: [DEPARTMENT_REQUIRED_MESSAGE],
    });
    const foreign = await post(url, {
      company_id: member.id,
      department_id: department.id,
      document_id: (await make.document(globex)).id,
    });
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      document_id: [DOCUMENT_NOT_OF_COMPANY_MESSAGE],
    });

    const added = await ok<AddGroupPartnerAnswer>(
      await post(url, { company_id: member.id, department_id: department.id, document_id: process.id }),
    );
    expect(added.partner).toMatchObject({
      company: { id: member.id },
      department: { name: 'Member desk' },
      document: { name: 'Member process' },
      type: 'department',
      is_active: true,
      user_access_flag: 'all',
      member_relationship: 'one_to_many',
    });
    const sponsorAdded = await ok<AddGroupPartnerAnswer>(await post(url, { company_id: sponsor.id }));
    expect(sponsorAdded.partner.member_relationship).toBe('many_to_many');
    expect(await reaches(memberUser, sponsor)).toBe(true);
    expect(await reaches(sponsorUser, member)).toBe(true);

    const again = await post(url, { company_id: member.id, department_id: department.id, document_id: process.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: PARTNER_EXISTS_MESSAGE });
    expect((await auditsOf('group.partner_added')).filter((row) => row.companyId === member.id)).toHaveLength(1);
  });

  it('[S-059] removing a partner ends its access to the others, its users access to the group and the registration default', async () => {
    const a = await make.company();
    const b = await make.company();
    const aUser = await make.user(a);
    const group = await make.group([{ company: a, users: [aUser] }, { company: b }]);
    await t.deps.db.insert(companyRegistrationGroups).values({ companyId: a.id, communityId: group.id });
    expect(await reaches(aUser, b)).toBe(true);
    const partners = await ok<GroupPartnersAnswer>(await get(`/api/super_admin/groups/${String(group.id)}/partners`));
    const pid = partners.partners.find((p) => p.company.id === a.id)?.id ?? 0;
    const before = await directoryVersion();

    await ok(await get(`/api/super_admin/groups/${String(group.id)}/partners/${String(pid)}/remove`));
    expect(await directoryVersion()).not.toBe(before);
    expect(await reaches(aUser, b)).toBe(false);
    expect(await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.userId, aUser.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(companyRegistrationGroups).where(eq(companyRegistrationGroups.companyId, a.id)),
    ).toEqual([]);
    expect((await auditsOf('group.partner_removed')).some((row) => row.companyId === a.id)).toBe(true);
    expect((await get(`/api/super_admin/groups/${String(group.id)}/partners/${String(pid)}/remove`)).statusCode).toBe(
      404,
    );
  });

  it("[R-016] exports a group's partners as an xlsx named after the group", async () => {
    const group = await make.group([{ company: acme }, { company: globex, relationship: 'one_to_many' }]);
    const [row] = await t.deps.db
      .select({ name: communities.name })
      .from(communities)
      .where(eq(communities.id, group.id));
    const response = await get(`/api/super_admin/groups/${String(group.id)}/partners/export`);
    const slug = (row?.name ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(response.headers['content-disposition']).toContain(`filename="${slug}-groupmembers.xlsx"`);
    const rows = await workbookOf(response);
    expect(rows).toEqual(
      [
        ['Company', 'Department', 'Process', 'Type', 'Active', 'Relation'],
        ['Acme Consoles', null, null, 'company', 'yes', 'Many to many'],
        ['Globex Consoles', null, null, 'company', 'yes', 'One to many (the sponsor only)'],
      ]
        .map((cells) => cells.map((cell) => cell ?? undefined))
        .map((cells) => {
          while (cells.length > 0 && cells[cells.length - 1] === undefined) cells.pop();
          return cells;
        }),
    );
  });
});

describe('Group documents (S-060, S-061)', () => {
  it("[S-060] [S-061] uploads a file and a link in a partner's name, lists, downloads and deletes them (audited)", async () => {
    const group = await make.group([{ company: acme }, { company: globex }], { type: 'solution_support' });
    const base = `/api/super_admin/groups/${String(group.id)}/documents`;
    const file = await ok<UploadGroupDocumentAnswer>(
      await postForm(
        `${base}/upload`,
        multipartForm({ name: 'Runbook', document_type: 'file', company_id: String(globex.id) }, [
          { field: 'file', name: 'runbook.pdf', bytes: PDF },
        ]),
      ),
    );
    expect(file.document).toMatchObject({ name: 'Runbook', company_name: 'Globex Consoles', document_type: 'file' });
    await ok(
      await postForm(
        `${base}/upload`,
        multipartForm({
          name: 'Portal',
          document_type: 'url',
          url: 'https://acme.test/portal',
          company_id: String(acme.id),
        }),
      ),
    );
    const outsider = await postForm(
      `${base}/upload`,
      multipartForm({ name: 'X', document_type: 'url', url: 'https://x.test', company_id: String(initech.id) }),
    );
    expect(outsider.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      company_id: [DOCUMENT_COMPANY_MESSAGE],
    });

    const list = await ok<SuperAdminGroupDocumentsAnswer>(await get(base));
    expect(list.documents.map((d) => [d.name, d.company_name, d.document_name, d.can_delete])).toEqual([
      ['Runbook', 'Globex Consoles', 'runbook.pdf', true],
      ['Portal', 'Acme Consoles', 'https://acme.test/portal', true],
    ]);
    const download = await get(`/api/super_admin/groups/documents/${String(file.document.id)}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('runbook.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const [stored] = await t.deps.db
      .select({ key: groupDocuments.fileKey })
      .from(groupDocuments)
      .where(eq(groupDocuments.id, file.document.id));
    const path = join(t.deps.config.dataDir, 'files', (stored?.key ?? '').slice(0, 2), stored?.key ?? '');
    expect(existsSync(path)).toBe(true);

    await ok(await get(`${base}/${String(file.document.id)}/delete`));
    expect(existsSync(path)).toBe(false);
    expect((await ok<SuperAdminGroupDocumentsAnswer>(await get(base))).documents.map((d) => d.name)).toEqual([
      'Portal',
    ]);
    expect((await get(`/api/super_admin/groups/documents/${String(file.document.id)}/download`)).statusCode).toBe(404);
    expect((await auditsOf('group.document_deleted')).some((row) => row.companyId === globex.id)).toBe(true);
  });

  it('[S-060] open groups have no documents; a group without an addendum has none to download', async () => {
    const open = await make.group([{ company: acme }]);
    expect((await get(`/api/super_admin/groups/${String(open.id)}/documents`)).statusCode).toBe(404);
    expect((await get(`/api/super_admin/groups/${String(open.id)}/addendum`)).statusCode).toBe(404);
  });

  it('[S-060] [issue 23] the group answer says shows_documents exactly where the document calls answer', async () => {
    for (const type of ['open_group', 'solution_support'] as const) {
      const group = await make.group([{ company: acme }], { type });
      const answer = await ok<GroupAnswer>(await get(`/api/super_admin/groups/${String(group.id)}`));
      const documents = await get(`/api/super_admin/groups/${String(group.id)}/documents`);
      expect(answer.shows_documents, type).toBe(type !== 'open_group');
      expect(documents.statusCode, type).toBe(answer.shows_documents ? 200 : 404);
    }
  });
});

describe('Group Access: a company relation (S-041..S-045)', () => {
  it('[S-041] finds groups by more than 1 character of their name, case-insensitively', async () => {
    await make.program({ members: [] });
    const named = await ok<SaveGroupAnswer>(await saveGroup(0, { name: 'Quasar Interop Circle', type: 'open_group' }));
    const found = await ok<GroupSearchAnswer>(await post('/api/super_admin/groups/search', { term: 'qUASAR int' }));
    expect(found.groups).toEqual([
      {
        id: named.community.id,
        name: 'Quasar Interop Circle',
        type: 'open_group',
        status: 'active',
        sponsor_company_id: null,
      },
    ]);
    const short = await post('/api/super_admin/groups/search', { term: 'q' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['term']);
  });

  it('[S-043] [S-044] a new relation defaults to active, open access and the relation of its group; it is loaded as saved', async () => {
    const sponsor = await make.company();
    const program = await make.program({ members: [] });
    await t.deps.db.update(communities).set({ sponsorCompanyId: sponsor.id }).where(eq(communities.id, program.id));
    const solution = await make.group([], { type: 'solution_support', sponsor: sponsor });
    const put = (companyId: number, body: Record<string, unknown>) =>
      post(`/api/super_admin/companies/${String(companyId)}/groups/put`, body);

    const member = await ok<SaveRelationAnswer>(await put(acme.id, { community_id: program.id }));
    expect(member.relation).toMatchObject({
      is_active: true,
      user_access_flag: 'all',
      member_relationship: 'one_to_many',
      selected_users: [],
    });
    const own = await ok<SaveRelationAnswer>(await put(sponsor.id, { community_id: program.id }));
    expect(own.relation.member_relationship).toBe('many_to_many');
    const support = await ok<SaveRelationAnswer>(await put(acme.id, { community_id: solution.id }));
    expect(support.relation.member_relationship).toBe('many_to_many');

    const loaded = await ok<RelationAnswer>(
      await get(`/api/super_admin/companies/${String(acme.id)}/relation/${String(member.relation.relation_id)}`),
    );
    expect(loaded.relation).toEqual(member.relation);
    expect(loaded.company).toEqual({ id: acme.id, name: 'Acme Consoles' });
    expect(loaded.users.map((u) => u.id)).toEqual(expect.arrayContaining([acmeCaller.id, acmeColleague.id]));
    const fresh = await ok<RelationAnswer>(await get(`/api/super_admin/companies/${String(acme.id)}/relation/0`));
    expect(fresh.relation).toBeNull();
    expect(
      (await get(`/api/super_admin/companies/${String(globex.id)}/relation/${String(member.relation.relation_id)}`))
        .statusCode,
    ).toBe(404);
  });

  it('[S-042] [S-044] a restricted relation keeps only the selected users; the partners they reach change at once', async () => {
    const a = await make.company();
    const b = await make.company();
    const first = await make.user(a, { first: 'First' });
    const second = await make.user(a, { first: 'Second' });
    const group = await make.group([{ company: b }]);
    const put = (body: Record<string, unknown>) => post(`/api/super_admin/companies/${String(a.id)}/groups/put`, body);

    const created = await ok<SaveRelationAnswer>(
      await put({ community_id: group.id, user_access_flag: 'limit', selected_users: [first.id] }),
    );
    expect(created.relation.selected_users).toEqual([first.id]);
    expect(await reaches(first, b)).toBe(true);
    expect(await reaches(second, b)).toBe(false);

    const users = await ok<RelationUsersAnswer>(
      await get(`/api/super_admin/companies/${String(a.id)}/users/${String(created.relation.relation_id)}`),
    );
    expect(users.users.map((u) => [u.first_name, u.selected])).toEqual([
      ['First', true],
      ['Second', false],
    ]);

    const before = await directoryVersion();
    const moved = await ok<SaveRelationAnswer>(
      await put({
        relation_id: created.relation.relation_id,
        community_id: group.id,
        user_access_flag: 'limit',
        selected_users: [second.id],
      }),
    );
    expect(moved.relation.selected_users).toEqual([second.id]);
    expect(await directoryVersion()).not.toBe(before);
    expect(await reaches(first, b)).toBe(false);
    expect(await reaches(second, b)).toBe(true);

    await ok(await put({ relation_id: created.relation.relation_id, community_id: group.id, user_access_flag: 'all' }));
    expect(await reaches(first, b)).toBe(true);
    await ok(await put({ relation_id: created.relation.relation_id, community_id: group.id, is_active: false }));
    expect(await reaches(second, b)).toBe(false);
    expect((await auditsOf('group.relation_updated')).filter((row) => row.companyId === a.id)).toHaveLength(3);
  });

  it('[S-045] field errors for the group, department_id, document_id and the selected users', async () => {
    const a = await make.company();
    const aUser = await make.user(a);
    const department = await make.department(a, 'Own desk');
    const group = await make.group([]);
    const put = (body: Record<string, unknown>) => post(`/api/super_admin/companies/${String(a.id)}/groups/put`, body);

    const missing = await put({});
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      community_id: [COMMUNITY_REQUIRED_MESSAGE],
    });
    const foreign = await put({
      community_id: group.id,
      department_id: (await make.department(globex)).id,
      document_id: (await make.document(globex)).id,
      user_access_flag: 'limit',
      selected_users: [aUser.id, globexCaller.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      department_id: [DEPARTMENT_NOT_OF_COMPANY_MESSAGE],
      document_id: [DOCUMENT_NOT_OF_COMPANY_MESSAGE],
      selected_users: [SELECTED_USERS_MESSAGE],
    });
    await ok(await put({ community_id: group.id, department_id: department.id }));
    const twice = await put({ community_id: group.id, department_id: department.id });
    expect(twice.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      department_id: [RELATION_EXISTS_MESSAGE],
    });
    expect(await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.userId, globexCaller.id))).toEqual(
      [],
    );
    expect(
      (await post(`/api/super_admin/companies/2147483647/groups/put`, { community_id: group.id })).statusCode,
    ).toBe(404);
    expect(initechCaller.companyId).toBe(initech.id);
  });
});
