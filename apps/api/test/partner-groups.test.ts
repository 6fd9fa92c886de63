import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { LEVEL_DISABLED_MESSAGE, NO_ACCESS_MESSAGE, objectKinds } from '@casebridge/contract/access';
import { UPLOAD_TYPE_MESSAGE, uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import type { CompanyDirectoryAnswer } from '@casebridge/contract/directory';
import {
  GROUP_ACCESS_ALL_MESSAGE,
  GROUP_ACCESS_EXISTS_MESSAGE,
  GROUP_ACCESS_NOT_FOUND_MESSAGE,
  GROUP_USER_NOT_FOUND_MESSAGE,
  MEMBERS_HIDDEN_MESSAGE,
  PARTNER_GROUP_NOT_FOUND_MESSAGE,
  SEARCH_TERM_MESSAGE,
  type AddGroupUserAnswer,
  type GroupDocumentsAnswer,
  type GroupUserSearchAnswer,
  type GroupUsersAnswer,
  type PartnerCompaniesAnswer,
  type PartnerGroupAnswer,
  type PartnerGroupsAnswer,
  type UploadGroupDocumentAnswer,
} from '@casebridge/contract/partner-groups';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import { communities, groupDocuments, groupRelations, groupUserAccess } from '../src/db/schema/groups.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { multipartForm } from './multipart-body.ts';

// M-033..M-045, R-007: the company admin's partner groups, of the admin's own company's groups only.

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let umbrella: BuiltCompany;
let stranger: BuiltCompany;
let admin: BuiltUser;
let caller: BuiltUser;
let colleague: BuiltUser;
let globexAdmin: BuiltUser;
let globexUser: BuiltUser;
let limitedAdmin: BuiltUser;
let strangerAdmin: BuiltUser;
/** An open group: Acme's access limited to its admin; Globex and Umbrella all users. */
let openGroup: { id: number };
/** A partner program sponsored by Globex, with its agreement files; Acme a one_to_many member. */
let program: { id: number; name: string };
/** A solution support group of Acme and Globex, where both share documents. */
let solution: { id: number };
/** A group Acme has no part in. */
let otherGroup: { id: number };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: '1' } });
  make = builders(t);
  acme = await make.company({ name: 'Acme Groups' });
  globex = await make.company({ name: 'Globex Groups' });
  umbrella = await make.company({ name: 'Umbrella Groups', membershipType: 'limited' });
  stranger = await make.company({ name: 'Stranger Groups' });
  admin = await make.user(acme, { role: 'business_manager', first: 'Ada' });
  caller = await make.user(acme, { first: 'Carla' });
  colleague = await make.user(acme, { first: 'Colin' });
  globexAdmin = await make.user(globex, { role: 'program_manager' });
  globexUser = await make.user(globex, { first: 'Carla' });
  limitedAdmin = await make.user(umbrella, { role: 'business_manager' });
  strangerAdmin = await make.user(stranger, { role: 'business_manager' });
  openGroup = await make.group([{ company: acme, users: [admin] }, { company: globex }, { company: umbrella }]);
  program = await make.program({
    members: [
      { company: globex },
      { company: acme, relationship: 'one_to_many' },
      { company: umbrella, relationship: 'one_to_many' },
    ],
    addendumName: 'Program Addendum',
    files: { codeOfConduct: PDF, addendum: PDF },
  });
  await t.deps.db.update(communities).set({ sponsorCompanyId: globex.id }).where(eq(communities.id, program.id));
  solution = await make.group([{ company: acme }, { company: globex }], { type: 'solution_support', sponsor: acme });
  await t.deps.db
    .update(communities)
    .set({
      customSla: true,
      p1Message: 'Call back within the hour.',
      p1ResponseTime: 1,
      p2Message: 'Same business day.',
      p2ResponseTime: 8,
      p3Message: 'Next business day.',
      p3ResponseTime: 24,
    })
    .where(eq(communities.id, solution.id));
  otherGroup = await make.group([{ company: globex }, { company: stranger }], { type: 'solution_support' });
});
afterAll(async () => {
  await t.close();
});

const get = (user: BuiltUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const post = (user: BuiltUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: payload as Record<string, unknown> });

async function ok<T>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return Promise.resolve(response.json<T>());
}

const groupUrl = (id: number, rest = '') => `/api/admin/company/partner_groups/${String(id)}${rest}`;

/** A multipart form as the browser sends it: text fields, and a file (field `file`) when given. */
const multipart = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  multipartForm(fields, file ? [{ field: 'file', ...file }] : []);

const upload = (user: BuiltUser, groupId: number, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: groupUrl(groupId, '/documents/upload'),
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });

/** Whether the user's directory lets them send a case to the company (ADR 13's rule, as the dashboard reads it). */
async function reaches(user: BuiltUser, company: BuiltCompany): Promise<boolean> {
  const answer = await ok<CompanyDirectoryAnswer>(await get(user, '/api/caller/company_directory'));
  return answer.directory.some((entry) => entry.company_id === company.id && entry.has_access);
}

const directoryVersion = async () => {
  const [row] = await t.deps.db.select({ version: sql<string>`version::text` }).from(sql`directory_version`);
  return row?.version;
};

describe('My Partners (M-033)', () => {
  it("[M-033] lists the groups the admin's company belongs to, with its user access; never another company's", async () => {
    const answer = await ok<PartnerGroupsAnswer>(await get(admin, '/api/admin/company/partner_groups'));
    const byId = new Map(answer.partner_groups.map((group) => [group.id, group]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([openGroup.id, program.id, solution.id]);
    expect(byId.get(openGroup.id)).toMatchObject({ type: 'open_group', user_access_flag: 'limit', is_sponsor: false });
    expect(byId.get(solution.id)).toMatchObject({
      type: 'solution_support',
      user_access_flag: 'all',
      is_sponsor: true,
    });
    expect(byId.has(otherGroup.id)).toBe(false);

    const strangers = await ok<PartnerGroupsAnswer>(await get(strangerAdmin, '/api/admin/company/partner_groups'));
    expect(strangers.partner_groups.map((group) => group.id)).toEqual([otherGroup.id]);
  });

  it('[M-033] the partner companies are the companies the admin may work with (ADR 13)', async () => {
    const answer = await ok<PartnerCompaniesAnswer>(await get(admin, '/api/admin/company/partner_companies'));
    expect(answer.companies.map((company) => company.name)).toEqual(['Globex Groups', 'Umbrella Groups']);
    const strangers = await ok<PartnerCompaniesAnswer>(
      await get(strangerAdmin, '/api/admin/company/partner_companies'),
    );
    expect(strangers.companies.map((company) => company.name)).toEqual(['Globex Groups']);
  });

  it('[M-033] a plain member of the company is refused', async () => {
    const response = await get(caller, '/api/admin/company/partner_groups');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NO_ACCESS_MESSAGE });
  });
});

describe('partner group details (M-034..M-038, R-007)', () => {
  it('[M-034] [M-036] [M-037] shows name, type, links, the inbound process, the user access and the SLA', async () => {
    const doc = await make.document(acme, { name: 'Acme Backup Escalation' });
    await t.deps.db
      .update(groupRelations)
      .set({ documentId: doc.id })
      .where(eq(groupRelations.communityId, solution.id));
    const { group } = await ok<PartnerGroupAnswer>(await get(admin, groupUrl(solution.id)));
    expect(group).toMatchObject({
      id: solution.id,
      type: 'solution_support',
      is_sponsor: true,
      registration_url: null,
      my_relation: {
        user_access_flag: 'all',
        department: null,
        document: { id: doc.id, name: 'Acme Backup Escalation' },
      },
      custom_sla: true,
      sla: {
        p1: { message: 'Call back within the hour.', response_time: 1 },
        p2: { message: 'Same business day.', response_time: 8 },
        p3: { message: 'Next business day.', response_time: 24 },
      },
      shows_members: true,
      shows_documents: true,
    });

    const programView = await ok<PartnerGroupAnswer>(await get(admin, groupUrl(program.id)));
    expect(programView.group.name).toBe(program.name);
    expect(programView.group.registration_url).toMatch(/^http:\/\/program\d+-\d+\.localhost/);
    expect(programView.group.downloads).toEqual({ code_of_conduct: true, current_license: false, addendum: true });
    const open = await ok<PartnerGroupAnswer>(await get(admin, groupUrl(openGroup.id)));
    expect(open.group.my_relation.user_access_flag).toBe('limit');
    expect(open.group.shows_documents).toBe(false);
  });

  it('[M-036] [M-044] [A-023] [issue 23] can_manage_access is true exactly where the user access calls are answered', async () => {
    const named = await make.group([{ company: acme, users: [] }]);
    const newcomer = await make.user(acme, { first: 'Nell' });
    const everyone = await make.group([{ company: acme }]);
    const limitedNamed = await make.group([{ company: umbrella, users: [limitedAdmin] }]);
    const may = async (who: BuiltUser, id: number) =>
      (await ok<PartnerGroupAnswer>(await get(who, groupUrl(id)))).group.can_manage_access;
    const add = async (who: BuiltUser, id: number, userId: number) =>
      (await get(who, `/api/admin/partner_groups/${String(id)}/users/add/${String(userId)}`)).statusCode;

    expect(await may(admin, named.id)).toBe(true);
    expect(await add(admin, named.id, newcomer.id)).toBe(200);
    expect(await may(admin, everyone.id)).toBe(false);
    expect(await add(admin, everyone.id, newcomer.id)).toBe(409);
    expect(await may(limitedAdmin, limitedNamed.id)).toBe(false);
    expect(await add(limitedAdmin, limitedNamed.id, limitedAdmin.id)).toBe(403);
    expect((await get(limitedAdmin, groupUrl(limitedNamed.id, '/users'))).statusCode).toBe(403);
  });

  it("[M-034] another company's group is not found; a plain member is refused; a limited admin sees its own", async () => {
    const foreign = await get(admin, groupUrl(otherGroup.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: PARTNER_GROUP_NOT_FOUND_MESSAGE });
    expect((await get(strangerAdmin, groupUrl(solution.id))).statusCode).toBe(404);
    expect((await get(admin, groupUrl(999_999))).statusCode).toBe(404);
    expect((await get(caller, groupUrl(solution.id))).statusCode).toBe(403);
    expect((await get(null, groupUrl(solution.id))).statusCode).toBe(401);
    expect((await get(limitedAdmin, groupUrl(openGroup.id))).statusCode).toBe(200);
  });

  it("[M-038] [X-013] lists the members; a partner program's members go to its sponsor only", async () => {
    const { partners } = await ok<PartnerGroupAnswer>(await get(admin, groupUrl(openGroup.id)));
    expect(partners.map((p) => [p.company.name, p.type])).toEqual([
      ['Acme Groups', 'company'],
      ['Globex Groups', 'company'],
      ['Umbrella Groups', 'company'],
    ]);
    const member = await ok<PartnerGroupAnswer>(await get(admin, groupUrl(program.id)));
    expect(member.group.shows_members).toBe(false);
    expect(member.partners).toEqual([]);
    const sponsor = await ok<PartnerGroupAnswer>(await get(globexAdmin, groupUrl(program.id)));
    expect(sponsor.group.shows_members).toBe(true);
    expect(sponsor.partners.map((p) => p.company.name)).toEqual(['Acme Groups', 'Globex Groups', 'Umbrella Groups']);
  });

  it('[R-007] the members export is an xlsx named after the group; a program member who is not the sponsor gets none', async () => {
    const department = await make.department(globex, 'Block Storage');
    await t.deps.db
      .insert(groupRelations)
      .values({ communityId: program.id, companyId: globex.id, departmentId: department.id });
    await t.deps.db.update(communities).set({ name: 'Storage Alliance (EMEA)' }).where(eq(communities.id, program.id));
    const response = await get(globexAdmin, groupUrl(program.id, '/export_members'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="storage-alliance-emea-groupmembers.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push([1, 2, 3, 4].map((cell) => row.getCell(cell).value ?? null)));
    expect(rows).toEqual([
      ['Company', 'Department', 'Process', 'Type'],
      ['Acme Groups', null, null, 'company'],
      ['Globex Groups', null, null, 'company'],
      ['Globex Groups', 'Block Storage', null, 'department'],
      ['Umbrella Groups', null, null, 'company'],
    ]);
    const hidden = await get(admin, groupUrl(program.id, '/export_members'));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: MEMBERS_HIDDEN_MESSAGE });
    expect((await get(strangerAdmin, groupUrl(openGroup.id, '/export_members'))).statusCode).toBe(404);
  });

  it("[M-035] downloads the group's code of conduct and addendum; a document it lacks or another company's group is not found", async () => {
    const conduct = await get(admin, groupUrl(program.id, '/code_of_conduct'));
    expect(conduct.statusCode).toBe(200);
    expect(conduct.rawPayload.equals(PDF)).toBe(true);
    expect(conduct.headers['content-disposition']).toContain('attachment; filename="code-of-conduct.pdf"');
    const addendum = await get(admin, groupUrl(program.id, '/addendum'));
    expect(addendum.headers['content-disposition']).toContain('filename="Program Addendum.pdf"');
    expect((await get(admin, groupUrl(program.id, '/current_license'))).statusCode).toBe(404);
    expect((await get(admin, groupUrl(solution.id, '/code_of_conduct'))).statusCode).toBe(404);
    expect((await get(strangerAdmin, groupUrl(program.id, '/code_of_conduct'))).statusCode).toBe(404);
  });
});

describe('group documents (M-039..M-041, X-028, X-029)', () => {
  it('[M-039] [M-040] a link and a file are shared in the name of the admin’s company and listed for every member', async () => {
    const link = await upload(
      admin,
      solution.id,
      multipart({
        name: 'Runbook',
        document_type: 'url',
        url: 'https://docs.acme.test/runbook',
        company_id: String(acme.id),
      }),
    );
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<UploadGroupDocumentAnswer>()).toMatchObject({
      success: true,
      document: { name: 'Runbook', document_type: 'url', company_name: 'Acme Groups', can_delete: true },
    });
    const file = await upload(
      globexAdmin,
      solution.id,
      multipart({ name: 'Matrix', document_type: 'file' }, { name: 'matrix.png', bytes: PNG }),
    );
    expect(file.statusCode, file.body).toBe(200);

    const { documents } = await ok<GroupDocumentsAnswer>(await get(admin, groupUrl(solution.id, '/documents')));
    expect(
      documents.map((d) => [
        d.name,
        d.document_name,
        d.company_name,
        d.document_type,
        d.original_filename,
        d.can_delete,
      ]),
    ).toEqual([
      ['Runbook', 'https://docs.acme.test/runbook', 'Acme Groups', 'url', null, true],
      ['Matrix', 'matrix.png', 'Globex Groups', 'file', 'matrix.png', false],
    ]);
    // The stored file downloads for a member through the group's download route (C-007).
    const stored = documents[1];
    const download = await get(
      admin,
      `/api/caller/partner_groups/${String(solution.id)}/documents/${String(stored?.id)}/download`,
    );
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('[M-039] [X-013] open groups have no documents; another company’s group is not found', async () => {
    expect((await get(admin, groupUrl(openGroup.id, '/documents'))).statusCode).toBe(404);
    expect((await get(strangerAdmin, groupUrl(solution.id, '/documents'))).statusCode).toBe(404);
    expect((await get(caller, groupUrl(solution.id, '/documents'))).statusCode).toBe(403);
  });

  it('[X-028] [M-040] bad uploads answer field errors and store nothing', async () => {
    const count = async () =>
      (await t.deps.db.select().from(groupDocuments).where(eq(groupDocuments.communityId, solution.id))).length;
    const before = await count();
    const cases: [ReturnType<typeof multipart>, string, string][] = [
      [
        multipart({ name: 'Script', document_type: 'file' }, { name: 'run.exe', bytes: PNG }),
        'file',
        UPLOAD_TYPE_MESSAGE,
      ],
      [
        multipart({ name: 'Fake', document_type: 'file' }, { name: 'fake.pdf', bytes: PNG }),
        'file',
        'fake.pdf: The file content does not match its extension.',
      ],
      [multipart({ name: 'No file', document_type: 'file' }), 'file', 'Choose a file to upload.'],
      [
        multipart({ name: 'Bad link', document_type: 'url', url: 'javascript:alert(1)' }),
        'url',
        'Please enter a link starting with http:// or https://.',
      ],
      [multipart({ name: '', document_type: 'url', url: 'https://x.test' }), 'name', 'This field is required.'],
      [
        multipart({ name: 'Other', document_type: 'url', url: 'https://x.test', company_id: String(globex.id) }),
        'company_id',
        'Documents are shared in the name of your own company.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await upload(admin, solution.id, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('[X-029] [M-040] a file over the limit is answered 413 with the limit; another company’s group is not found', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]);
    const response = await upload(
      admin,
      solution.id,
      multipart({ name: 'Big', document_type: 'file' }, { name: 'big.pdf', bytes: big }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: uploadTooLargeMessage(1024 * 1024) });
    const foreign = await upload(
      strangerAdmin,
      solution.id,
      multipart({ name: 'x', document_type: 'url', url: 'https://x.test' }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("[M-041] [X-013] an admin deletes its own company's document only; another member's stays", async () => {
    const { documents } = await ok<GroupDocumentsAnswer>(await get(admin, groupUrl(solution.id, '/documents')));
    const globexDoc = documents.find((d) => d.company_name === 'Globex Groups');
    const acmeDoc = documents.find((d) => d.company_name === 'Acme Groups');
    if (!globexDoc || !acmeDoc) throw new Error('documents missing');
    const refused = await get(admin, groupUrl(solution.id, `/documents/${String(globexDoc.id)}/delete`));
    // Another company's document answers as an unknown id does (issue 23).
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: objectKinds.group_file.notFound });
    expect(
      (await get(strangerAdmin, groupUrl(solution.id, `/documents/${String(acmeDoc.id)}/delete`))).statusCode,
    ).toBe(404);
    expect((await get(caller, groupUrl(solution.id, `/documents/${String(acmeDoc.id)}/delete`))).statusCode).toBe(403);
    // The document named through another group of the admin's is not found either.
    expect((await get(admin, groupUrl(program.id, `/documents/${String(acmeDoc.id)}/delete`))).statusCode).toBe(404);
    const deleted = await get(admin, groupUrl(solution.id, `/documents/${String(acmeDoc.id)}/delete`));
    expect(deleted.statusCode).toBe(200);
    const after = await ok<GroupDocumentsAnswer>(await get(admin, groupUrl(solution.id, '/documents')));
    expect(after.documents.map((d) => d.id)).toEqual([globexDoc.id]);

    // A file's stored bytes go with it.
    const [row] = await t.deps.db
      .select({ fileKey: groupDocuments.fileKey })
      .from(groupDocuments)
      .where(eq(groupDocuments.id, globexDoc.id));
    const key = row?.fileKey ?? '';
    const stored = join(t.deps.config.dataDir, 'files', key.slice(0, 2), key);
    expect(existsSync(stored)).toBe(true);
    expect(
      (await get(globexAdmin, groupUrl(solution.id, `/documents/${String(globexDoc.id)}/delete`))).statusCode,
    ).toBe(200);
    expect(existsSync(stored)).toBe(false);
  });
});

describe('group user access (M-042..M-045, A-023)', () => {
  it('[M-042] lists the company’s users with access, with the group', async () => {
    const header = await ok<{ group: { id: number; user_access_flag: string } }>(
      await get(admin, `/api/admin/partner_groups/${String(openGroup.id)}`),
    );
    expect(header.group).toMatchObject({ id: openGroup.id, user_access_flag: 'limit' });
    const { users } = await ok<GroupUsersAnswer>(await get(admin, groupUrl(openGroup.id, '/users')));
    expect(users.map((u) => [u.user_id, u.user.first_name, u.user.role])).toEqual([
      [admin.id, 'Ada', 'business_manager'],
    ]);
  });

  it("[M-043] searches the admin's own company's users from 2 characters, with their group access", async () => {
    const { users } = await ok<GroupUserSearchAnswer>(
      await post(admin, groupUrl(openGroup.id, '/users/search'), { search_term: 'car' }),
    );
    expect(users.map((u) => u.id)).toEqual([caller.id]);
    const ada = await ok<GroupUserSearchAnswer>(
      await post(admin, groupUrl(openGroup.id, '/users/search'), { search_term: 'ADA' }),
    );
    expect(ada.users).toMatchObject([{ id: admin.id, group_access: [openGroup.id] }]);
    const none = await ok<GroupUserSearchAnswer>(
      await post(admin, groupUrl(openGroup.id, '/users/search'), { search_term: 'zz%' }),
    );
    expect(none.users).toEqual([]);
    const short = await post(admin, groupUrl(openGroup.id, '/users/search'), { search_term: 'c' });
    expect(short.statusCode).toBe(422);
    expect(short.json<{ errors: Record<string, string[]> }>().errors.search_term).toEqual([SEARCH_TERM_MESSAGE]);
  });

  it('[M-044] [M-045] adding and removing a user changes whom the user may send cases to (ADR 13) and the directory version', async () => {
    expect(await reaches(caller, umbrella)).toBe(false);
    const version = await directoryVersion();
    const added = await get(admin, `/api/admin/partner_groups/${String(openGroup.id)}/users/add/${String(caller.id)}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AddGroupUserAnswer>().access).toMatchObject({
      user_id: caller.id,
      user: { first_name: 'Carla' },
    });
    expect(await reaches(caller, umbrella)).toBe(true);
    expect(await directoryVersion()).not.toBe(version);
    const again = await get(admin, `/api/admin/partner_groups/${String(openGroup.id)}/users/add/${String(caller.id)}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: GROUP_ACCESS_EXISTS_MESSAGE });

    const { users } = await ok<GroupUsersAnswer>(await get(admin, groupUrl(openGroup.id, '/users')));
    expect(users.map((u) => u.user_id)).toEqual([admin.id, caller.id]);

    const removed = await get(admin, groupUrl(openGroup.id, `/users/${String(caller.id)}/delete`));
    expect(removed.statusCode).toBe(200);
    expect(await reaches(caller, umbrella)).toBe(false);
    const twice = await get(admin, groupUrl(openGroup.id, `/users/${String(caller.id)}/delete`));
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: GROUP_ACCESS_NOT_FOUND_MESSAGE });
  });

  it("[M-044] another company's user is not found, and a company whose users all have access is a conflict", async () => {
    const foreignUser = await get(
      admin,
      `/api/admin/partner_groups/${String(openGroup.id)}/users/add/${String(globexUser.id)}`,
    );
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json()).toEqual({ error: GROUP_USER_NOT_FOUND_MESSAGE });
    const all = await get(admin, `/api/admin/partner_groups/${String(solution.id)}/users/add/${String(colleague.id)}`);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toEqual({ error: GROUP_ACCESS_ALL_MESSAGE });
    // Globex's admin cannot take Acme's admin out of the group, nor add to a group Globex is not in.
    expect((await get(globexAdmin, groupUrl(openGroup.id, `/users/${String(admin.id)}/delete`))).statusCode).toBe(404);
    expect(
      (
        await get(
          strangerAdmin,
          `/api/admin/partner_groups/${String(openGroup.id)}/users/add/${String(strangerAdmin.id)}`,
        )
      ).statusCode,
    ).toBe(404);
    const rows = await t.deps.db.select().from(groupUserAccess).where(eq(groupUserAccess.communityId, openGroup.id));
    expect(rows.map((row) => row.userId)).toEqual([admin.id]);
  });

  it('[A-023] [M-042] a limited admin and a plain member are refused the user access routes', async () => {
    const urls = [
      `/api/admin/partner_groups/${String(openGroup.id)}`,
      groupUrl(openGroup.id, '/users'),
      `/api/admin/partner_groups/${String(openGroup.id)}/users/add/${String(limitedAdmin.id)}`,
      groupUrl(openGroup.id, `/users/${String(admin.id)}/delete`),
    ];
    for (const url of urls) {
      const limited = await get(limitedAdmin, url);
      expect(limited.statusCode, url).toBe(403);
      expect(limited.json()).toEqual({ error: LEVEL_DISABLED_MESSAGE });
      expect((await get(caller, url)).statusCode, url).toBe(403);
    }
    const search = await post(limitedAdmin, groupUrl(openGroup.id, '/users/search'), { search_term: 'pat' });
    expect(search.statusCode).toBe(403);
  });
});
