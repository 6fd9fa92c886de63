import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, arrayContains, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import type { CollaborateAnswer, PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import {
  ALT_ESCALATION_USER_SAME_MESSAGE,
  DOCUMENT_SAVED_MESSAGE,
  ESCALATION_USER_NOT_A_USER_MESSAGE,
  PRODUCT_SUPPORTED_REQUIRED_MESSAGE,
  SUPPORT_HOURS_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  type CompanyDocumentAnswer,
  type CompanyDocumentSavedAnswer,
  type DocumentSampleAnswer,
  type LimitedDocumentAnswer,
} from '@casebridge/contract/company-documents';
import { auditLog } from '../src/db/schema/audit.ts';
import { cases } from '../src/db/schema/cases.ts';
import {
  contactDocuments,
  documentDepartments,
  documentManagers,
  documentTags,
  documentVersions,
} from '../src/db/schema/documents.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { groupRelations } from '../src/db/schema/groups.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// M-025..M-032: the member admin's inbound processes (document 3 §2.1 Process Details, §3, §5, §6, §7.1).

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const get = (user: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const save = (user: BuiltUser, documentId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/company/documents/${String(documentId)}`,
    headers: bearer(user.token),
    payload,
  });

/** A company with two admins, a caller and a ticket process whose managers are the admins. */
async function companyWithProcess(input: Parameters<typeof make.company>[0] = {}) {
  const company = await make.company(input);
  const manager = await make.user(company, { role: 'business_manager', first: 'Morgan' });
  const programManager = await make.user(company, { role: 'program_manager', first: 'Alex' });
  const caller = await make.user(company, { first: 'Zoe' });
  const doc = await make.document(company, {
    name: 'Storage Escalation',
    escalationInstructions: '<p>Call the duty manager.</p>',
    managers: [manager, programManager],
    tags: ['iSCSI'],
    requirements: [
      { type: 'string', label: 'Serial number', section: 'problem_section', required: true },
      { type: 'string', label: 'Customer company', section: 'common_customer_section' },
    ],
  });
  await t.deps.db
    .update(documentVersions)
    .set({ escalationAlias: 'escalations@storage.test' })
    .where(eq(documentVersions.id, doc.versionId));
  return { company, manager, programManager, caller, doc };
}

const validBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Storage Escalation (24x7)',
  support_hours: '24x7x365',
  product_supported: 'Arrays G-900, G-OS 9',
  collaborate_email: 'Partners@Storage.test',
  collaborate_cc_email: 'cc@storage.test',
  escalation_instructions: '<p>Page the <strong>on-call lead</strong>.</p><script>alert(1)</script>',
  escalation_user_id: 0,
  alt_escalation_user_id: 0,
  escalation_alias: 'sev1@storage.test',
  ...overrides,
});

async function currentVersion(doc: BuiltDocument) {
  const [row] = await t.deps.db
    .select({ version: documentVersions })
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(eq(contactDocuments.id, doc.id));
  if (!row) throw new Error('no current version');
  return row.version;
}

const managersOf = async (versionId: number) =>
  (
    await t.deps.db
      .select({ userType: documentManagers.userType, userId: documentManagers.userId })
      .from(documentManagers)
      .where(eq(documentManagers.versionId, versionId))
  ).sort((a, b) => a.userType.localeCompare(b.userType));

describe('the process list (M-025)', () => {
  it("[M-025] GET /api/admin/company/documents lists the admin's own company's processes, no other company's", async () => {
    const { company, manager, programManager, doc } = await companyWithProcess();
    const second = await make.document(company, { name: 'Archive Intake', type: 'default' });
    const other = await companyWithProcess();

    const response = await get(manager, '/api/admin/company/documents');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json<{ documents: { id: number; name: string; document_type: string }[] }>();
    expect(documents.map((d) => [d.id, d.name, d.document_type])).toEqual([
      [second.id, 'Archive Intake', 'default'],
      [doc.id, 'Storage Escalation', 'ticket'],
    ]);
    expect(documents.map((d) => d.id)).not.toContain(other.doc.id);
    expect((await get(programManager, '/api/admin/company/documents')).statusCode).toBe(200);
  });

  it('[M-025] a plain member (caller) is refused with 403', async () => {
    const { caller } = await companyWithProcess();
    const response = await get(caller, '/api/admin/company/documents');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NO_ACCESS_MESSAGE });
  });
});

describe('a process of the company (M-026, M-027, M-030)', () => {
  it('[M-026] [M-030] answers the document, its version, requirements, escalation contacts and applies-to relations with the company, departments and groups', async () => {
    const { company, manager, programManager, doc } = await companyWithProcess({ name: 'Details Co' });
    const department = await make.department(company, 'Block Storage');
    const group = await make.group([{ company }]);
    await t.deps.db
      .update(groupRelations)
      .set({ documentId: doc.id, departmentId: department.id })
      .where(eq(groupRelations.communityId, group.id));

    const response = await get(manager, `/api/admin/company/documents/${String(doc.id)}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CompanyDocumentAnswer>();
    expect(answer.companies).toEqual([{ id: company.id, name: 'Details Co' }]);
    expect(answer.departments).toEqual([{ id: department.id, name: 'Block Storage' }]);
    expect(answer.communities.map((c) => c.id)).toEqual([group.id]);
    expect(answer.document).toMatchObject({
      id: doc.id,
      name: 'Storage Escalation',
      company_id: company.id,
      version: {
        id: doc.versionId,
        title: 'Storage Escalation',
        document_type: 'ticket',
        status: 'approved',
        support_hours: '7/24/365',
        product_supported: 'All',
        collaborate_email: `support@${company.slug}.test`,
        escalation_instructions: '<p>Call the duty manager.</p>',
        escalation_alias: 'escalations@storage.test',
      },
    });
    expect(answer.document.version.managers.map((m) => [m.user_type, m.user_id, m.user.first_name])).toEqual([
      ['alternate', programManager.id, 'Alex'],
      ['main', manager.id, 'Morgan'],
    ]);
    expect(answer.document.version.managers[1]?.user.email).toBe(manager.email);
    expect(answer.document.version.requirements.map((r) => [r.requirement.label, r.section, r.required])).toEqual([
      ['Serial number', 'problem_section', true],
      ['Customer company', 'common_customer_section', false],
    ]);
    expect(answer.document.group_relations).toEqual([
      { community_id: group.id, community_name: expect.any(String) as string, department_name: 'Block Storage' },
    ]);
  });

  it('[M-027] the escalation contact choices are the active users of the company, sorted by first name', async () => {
    const { company, manager, programManager, caller, doc } = await companyWithProcess();
    const gone = await make.user(company, { first: 'Bea' });
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.id));
    await companyWithProcess(); // another company's users are no choice

    const answer = (await get(manager, `/api/admin/company/documents/${String(doc.id)}`)).json<CompanyDocumentAnswer>();
    expect(answer.users.map((u) => [u.id, u.first_name])).toEqual([
      [programManager.id, 'Alex'],
      [manager.id, 'Morgan'],
      [caller.id, 'Zoe'],
    ]);
  });

  it("[M-026] another company's process is not found (404); a caller is refused (403)", async () => {
    const { manager, caller, doc } = await companyWithProcess();
    const other = await companyWithProcess();
    const foreign = await get(manager, `/api/admin/company/documents/${String(other.doc.id)}`);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Storage Escalation');
    expect((await get(manager, '/api/admin/company/documents/999999')).statusCode).toBe(404);
    expect((await get(caller, `/api/admin/company/documents/${String(doc.id)}`)).statusCode).toBe(403);
  });
});

describe('saving a process (M-027, M-028, M-029)', () => {
  it('[M-029] the save writes the next version with the edited fields, sanitised instructions and the chosen contacts; the earlier version stays as it was', async () => {
    const { company, manager, programManager, caller, doc } = await companyWithProcess();
    const response = await save(
      manager,
      doc.id,
      validBody({ escalation_user_id: caller.id, alt_escalation_user_id: programManager.id }),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<CompanyDocumentSavedAnswer>();
    expect(answer.message).toBe(DOCUMENT_SAVED_MESSAGE);
    expect(answer.document.version).toMatchObject({
      version_number: 2,
      title: 'Storage Escalation (24x7)',
      support_hours: '24x7x365',
      product_supported: 'Arrays G-900, G-OS 9',
      collaborate_email: 'partners@storage.test',
      collaborate_cc_email: 'cc@storage.test',
      escalation_instructions: '<p>Page the <strong>on-call lead</strong>.</p>',
      escalation_alias: 'sev1@storage.test',
      document_type: 'ticket',
    });

    const stored = await currentVersion(doc);
    expect(stored.id).not.toBe(doc.versionId);
    expect(stored.escalationInstructions).toBe('<p>Page the <strong>on-call lead</strong>.</p>');
    expect(stored.createdByUserId).toBe(manager.id);
    expect(await managersOf(stored.id)).toEqual([
      { userType: 'alternate', userId: programManager.id },
      { userType: 'main', userId: caller.id },
    ]);
    // The requirements and tags come along; the first version is untouched.
    expect(answer.document.version.requirements).toHaveLength(2);
    expect(await t.deps.db.select().from(documentTags).where(eq(documentTags.versionId, stored.id))).toHaveLength(1);
    const [first] = await t.deps.db.select().from(documentVersions).where(eq(documentVersions.id, doc.versionId));
    expect(first?.title).toBe('Storage Escalation');
    expect(first?.escalationInstructions).toBe('<p>Call the duty manager.</p>');
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.document_saved'), eq(auditLog.companyId, company.id)));
    expect(audit?.actorUserId).toBe(manager.id);
  });

  it('[M-029] the case submission reads the saved process: a partner sees the new title and hours, and a new case is mailed to the new collaborate email while an earlier case keeps its version', async () => {
    const { company, manager, doc } = await companyWithProcess();
    const partner = await make.company({ name: 'Partner Co' });
    const engineer = await make.user(partner);
    const partnerDepartment = await make.department(company, 'Storage Dept');
    await t.deps.db
      .insert(documentDepartments)
      .values({ versionId: doc.versionId, departmentId: partnerDepartment.id });
    await make.group([{ company }, { company: partner }]);
    const earlier = await make.case(engineer, doc);

    expect((await save(manager, doc.id, validBody())).statusCode).toBe(200);

    const page = await get(engineer, `/api/caller/documents/company/${String(company.id)}`);
    const shown = page.json<PartnerDocumentsAnswer>().documents.find((d) => d.id === doc.id);
    expect(shown?.version).toMatchObject({
      title: 'Storage Escalation (24x7)',
      support_hours: '24x7x365',
      product_supported: 'Arrays G-900, G-OS 9',
    });
    // The department the process served still finds it (departments copied to the new version).
    const departmentPage = await get(engineer, `/api/caller/documents/department/${String(partnerDepartment.id)}`);
    expect(departmentPage.json<PartnerDocumentsAnswer>().documents.map((d) => d.id)).toContain(doc.id);

    const serial = shown?.problem_section[0]?.requirement_id ?? 0;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/caller/collaborate/${String(doc.id)}`,
      headers: bearer(engineer.token),
      payload: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana@partner.example',
        internal_case_number: 'P-1',
        problem_summary: 'Array firmware 9.2 drops iSCSI sessions under load',
        problem_description: 'Paths drop every few minutes.',
        case_priority: 'medium',
        update_profile: false,
        collaborate_type: 'company',
        collaborate_entity: company.id,
        [`custom_${String(serial)}`]: 'SN-42',
      },
    });
    expect(sent.statusCode).toBe(200);
    const token = sent.json<CollaborateAnswer>().case.token;
    const [newCase] = await t.deps.db.select().from(cases).where(eq(cases.token, token));
    expect(newCase?.documentVersionId).toBe((await currentVersion(doc)).id);
    const mails = await t.deps.db
      .select({ to: outboundEmails.toAddresses })
      .from(outboundEmails)
      .where(arrayContains(outboundEmails.toAddresses, ['partners@storage.test']));
    expect(mails.length).toBeGreaterThan(0);
    const [old] = await t.deps.db.select().from(cases).where(eq(cases.id, earlier.id));
    expect(old?.documentVersionId).toBe(doc.versionId);
  });

  it('[M-029] missing title, support hours and products, or a bad email, are 422 with the field map; nothing changes', async () => {
    const { manager, doc } = await companyWithProcess();
    const response = await save(manager, doc.id, {
      ...validBody(),
      title: ' ',
      support_hours: '',
      product_supported: undefined,
      collaborate_email: 'not-an-email',
      collaborate_cc_email: 'also wrong',
      escalation_alias: 'nope',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.title).toEqual([TITLE_REQUIRED_MESSAGE]);
    expect(errors.support_hours).toEqual([SUPPORT_HOURS_REQUIRED_MESSAGE]);
    expect(errors.product_supported).toEqual([PRODUCT_SUPPORTED_REQUIRED_MESSAGE]);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['collaborate_email', 'collaborate_cc_email', 'escalation_alias']),
    );
    expect((await currentVersion(doc)).id).toBe(doc.versionId);
  });

  it('[M-027] an escalation contact of another company, an inactive user or the same user twice is a 422 on its field; 0 means none', async () => {
    const { company, manager, caller, doc } = await companyWithProcess();
    const other = await companyWithProcess();
    const gone = await make.user(company);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.id));

    const foreign = await save(manager, doc.id, validBody({ escalation_user_id: other.manager.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ errors: { escalation_user_id: [ESCALATION_USER_NOT_A_USER_MESSAGE] } });
    const inactive = await save(
      manager,
      doc.id,
      validBody({ escalation_user_id: caller.id, alt_escalation_user_id: gone.id }),
    );
    expect(inactive.json()).toMatchObject({ errors: { alt_escalation_user_id: [ESCALATION_USER_NOT_A_USER_MESSAGE] } });
    const twice = await save(
      manager,
      doc.id,
      validBody({ escalation_user_id: caller.id, alt_escalation_user_id: caller.id }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errors: { alt_escalation_user_id: [ALT_ESCALATION_USER_SAME_MESSAGE] } });
    expect((await currentVersion(doc)).id).toBe(doc.versionId);

    const none = await save(manager, doc.id, validBody({ escalation_user_id: 0, alt_escalation_user_id: 0 }));
    expect(none.statusCode).toBe(200);
    expect(none.json<CompanyDocumentSavedAnswer>().document.version.managers).toEqual([]);
    expect(await managersOf((await currentVersion(doc)).id)).toEqual([]);
  });

  it("[M-029] another company's admin saving this process gets 404 and a plain member 403; nothing changes", async () => {
    const { caller, doc } = await companyWithProcess();
    const other = await companyWithProcess();
    const foreign = await save(other.manager, doc.id, validBody());
    expect(foreign.statusCode).toBe(404);
    const member = await save(caller, doc.id, validBody());
    expect(member.statusCode).toBe(403);
    expect((await currentVersion(doc)).id).toBe(doc.versionId);
    expect((await currentVersion(other.doc)).id).toBe(other.doc.versionId);
  });

  it('[M-028] the alias is optional for everyone: an admin may clear it', async () => {
    const { manager, doc } = await companyWithProcess();
    const response = await save(manager, doc.id, validBody({ escalation_alias: '' }));
    expect(response.statusCode).toBe(200);
    expect((await currentVersion(doc)).escalationAlias).toBeNull();
  });

  it('[M-028] a limited member neither sees nor sets the alternate contact and the alias: the server keeps the stored ones', async () => {
    const { manager, programManager, caller, doc } = await companyWithProcess({ membershipType: 'limited' });
    const read = (await get(manager, `/api/admin/company/documents/${String(doc.id)}`)).json<CompanyDocumentAnswer>();
    expect(read.document.version.escalation_alias).toBeNull();
    expect(read.document.version.managers.map((m) => m.user_type)).toEqual(['main']);

    const response = await save(
      manager,
      doc.id,
      validBody({ escalation_user_id: caller.id, alt_escalation_user_id: caller.id, escalation_alias: 'x@evil.test' }),
    );
    expect(response.statusCode).toBe(200);
    const stored = await currentVersion(doc);
    expect(stored.escalationAlias).toBe('escalations@storage.test');
    expect(stored.title).toBe('Storage Escalation (24x7)');
    expect(await managersOf(stored.id)).toEqual([
      { userType: 'alternate', userId: programManager.id },
      { userType: 'main', userId: caller.id },
    ]);
    expect(response.json<CompanyDocumentSavedAnswer>().document.version.escalation_alias).toBeNull();
  });

  it('[M-028] [issue 23] can_edit_alternate_and_alias is true exactly where the save sets them: above the limited level yes, at it no', async () => {
    for (const membershipType of ['premium', 'limited'] as const) {
      const { manager, caller, doc } = await companyWithProcess({ membershipType });
      const form = (await get(manager, `/api/admin/company/documents/${String(doc.id)}`)).json<CompanyDocumentAnswer>();
      const sets = membershipType !== 'limited';
      expect(form.can_edit_alternate_and_alias, membershipType).toBe(sets);

      const body = validBody({ alt_escalation_user_id: caller.id, escalation_alias: 'new-alias@storage.test' });
      expect((await save(manager, doc.id, body)).statusCode, membershipType).toBe(200);
      const stored = await currentVersion(doc);
      expect(stored.escalationAlias, membershipType).toBe(sets ? 'new-alias@storage.test' : 'escalations@storage.test');
      const alternate = (await managersOf(stored.id)).find((entry) => entry.userType === 'alternate')?.userId;
      expect(alternate === caller.id, membershipType).toBe(sets);
    }
  });
});

describe('the sample case submission and the limited view (M-031, M-032)', () => {
  it('[M-031] the sample answers the process as the submit page reads it, with its priority messages, pending or not', async () => {
    const { manager, doc } = await companyWithProcess();
    await t.deps.db.update(documentVersions).set({ status: 'pending' }).where(eq(documentVersions.id, doc.versionId));
    const response = await get(manager, `/api/admin/company/documents/${String(doc.id)}/sample`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<DocumentSampleAnswer>();
    // A sample edits no internal note, even for a manager who may write one on the partner's page.
    expect(answer.document).toMatchObject({
      id: doc.id,
      can_edit_note: false,
      version: { title: 'Storage Escalation' },
    });
    expect(answer.document.problem_section.map((e) => e.requirement.label)).toEqual(['Serial number']);
    expect(answer.document.common_customer_section.map((e) => e.requirement.label)).toEqual(['Customer company']);
    expect(answer.messages).toEqual({ locked: false, reason: null, custom: null });
  });

  it("[M-031] another company's process has no sample (404); a caller is refused (403)", async () => {
    const { manager, caller, doc } = await companyWithProcess();
    const other = await companyWithProcess();
    expect((await get(manager, `/api/admin/company/documents/${String(other.doc.id)}/sample`)).statusCode).toBe(404);
    expect((await get(caller, `/api/admin/company/documents/${String(doc.id)}/sample`)).statusCode).toBe(403);
  });

  it('[S-039] the console’s sample of any company’s process, with its managers and the rule by that company alone', async () => {
    const { company, manager, doc } = await companyWithProcess({ membershipType: 'premium' });
    const superAdmin = await make.superAdmin();
    const url = `/api/super_admin/companies/${String(company.id)}/documents/${String(doc.id)}/sample`;
    const response = await get(superAdmin, url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DocumentSampleAnswer>();
    expect(answer.document).toMatchObject({
      id: doc.id,
      is_favorite: false,
      note: null,
      can_edit_note: false,
      files: [],
    });
    expect(answer.document.version.manager_users.length).toBeGreaterThan(0);
    expect(answer.document.problem_section.map((e) => e.requirement.label)).toEqual(['Serial number']);
    expect(answer.messages).toEqual({ locked: false, reason: null, custom: null });
    const other = await companyWithProcess();
    const wrongCompany = `/api/super_admin/companies/${String(other.company.id)}/documents/${String(doc.id)}/sample`;
    expect((await get(superAdmin, wrongCompany)).statusCode).toBe(404);
    expect((await get(manager, url)).statusCode).toBe(403);
    const basic = await companyWithProcess({ membershipType: 'basic', name: 'Basic Sample' });
    const held = await get(
      superAdmin,
      `/api/super_admin/companies/${String(basic.company.id)}/documents/${String(basic.doc.id)}/sample`,
    );
    const { messages } = held.json<DocumentSampleAnswer>();
    expect(messages.locked).toBe(true);
    expect(messages.reason).toContain('Basic Sample');
  });

  it('[M-032] the limited view answers the company’s process read-only, without the hidden fields; a company without one gets 404', async () => {
    const { company, manager, doc } = await companyWithProcess({ membershipType: 'limited', name: 'Limited Co' });
    const response = await get(manager, '/api/admin/company/documents/limited');
    expect(response.statusCode).toBe(200);
    const answer = response.json<LimitedDocumentAnswer>();
    expect(answer).not.toHaveProperty('users');
    expect(answer.companies).toEqual([{ id: company.id, name: 'Limited Co' }]);
    expect(answer.document).toMatchObject({
      id: doc.id,
      version: {
        support_hours: '7/24/365',
        escalation_instructions: '<p>Call the duty manager.</p>',
        escalation_alias: null,
      },
    });
    expect(answer.document.version.managers.map((m) => m.user_type)).toEqual(['main']);

    const empty = await make.company({ membershipType: 'limited' });
    const admin = await make.user(empty, { role: 'business_manager' });
    expect((await get(admin, '/api/admin/company/documents/limited')).statusCode).toBe(404);
    const { caller } = await companyWithProcess({ membershipType: 'limited' });
    expect((await get(caller, '/api/admin/company/documents/limited')).statusCode).toBe(403);
  });
});
