import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  CHILD_DOCUMENT_MESSAGE,
  CONSOLE_DOCUMENT_SAVED_MESSAGE,
  DEPARTMENTS_MESSAGE,
  DOCUMENT_HTML_MESSAGE,
  DOCUMENT_TYPE_FIXED_MESSAGE,
  ESCALATION_CONTACT_MESSAGE,
  GROUPS_MESSAGE,
  JSON_SUBMISSION_TYPE,
  LINKAGE_NOT_FOUND_MESSAGE,
  OPTION_NAME_MESSAGE,
  PARENT_OPTION_NAME_MESSAGE,
  STATUS_MESSAGE,
  type ConsoleDocument,
  type ConsoleDocumentFormData,
  type ManagedDocumentBody,
  type ParentFormData,
} from '@casebridge/contract/super-admin-documents';
import { auditLog } from '../src/db/schema/audit.ts';
import { contactDocuments, docLinkages, documentVersions } from '../src/db/schema/documents.ts';
import { groupRelations } from '../src/db/schema/groups.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// S-027..S-038: the console's process document editor (ADR 31).

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let acmeManager: BuiltUser;
let acmeCaller: BuiltUser;
let globexCaller: BuiltUser;
let acmeDepartment: { id: number; name: string };
let globexDepartment: { id: number };
let acmeGroup: { id: number };
let otherGroup: { id: number };
let newCaseTemplate: number;
let managerTemplate: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Editor' });
  globex = await make.company({ name: 'Globex Editor' });
  acmeManager = await make.user(acme, { role: 'business_manager' });
  acmeCaller = await make.user(acme);
  globexCaller = await make.user(globex);
  acmeDepartment = await make.department(acme, 'Block Storage');
  globexDepartment = await make.department(globex);
  acmeGroup = await make.group([{ company: acme }, { company: globex }]);
  otherGroup = await make.group([{ company: globex }]);
  newCaseTemplate = await make.emailTemplate('new-case');
  managerTemplate = await make.emailTemplate('manager-request');
});
afterAll(async () => {
  await t.close();
});

const url = (companyId: number, documentId: number) =>
  `/api/super_admin/companies/${String(companyId)}/contact_documents/${String(documentId)}`;
const save = (companyId: number, documentId: number, payload: object, as: { token: string } = admin) =>
  t.app.inject({ method: 'POST', url: url(companyId, documentId), headers: bearer(as.token), payload });
const get = (path: string, as: { token: string } = admin) =>
  t.app.inject({ method: 'GET', url: `/api/super_admin${path}`, headers: bearer(as.token) });
const read = async (documentId: number) =>
  (await get(`/contact_documents/${String(documentId)}`)).json<{ document: ConsoleDocument }>().document;
const versionCount = async () => (await t.deps.db.select({ n: count() }).from(documentVersions))[0]?.n;
const lastAudit = async () => (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

const managed = (overrides: Partial<ManagedDocumentBody> = {}): ManagedDocumentBody => ({
  document_type: 'ticket',
  status: 'approved',
  title: 'Acme Block Storage',
  support_hours: '7/24/365',
  product_supported: 'All',
  collaborate_email: 'Storage@Acme.test',
  collaborate_cc_email: '',
  main_escalation_contact: acmeManager.id,
  alt_escalation_contact: acmeCaller.id,
  escalation_instructions: '<p>Call the duty manager.</p><script>alert(1)</script>',
  escalation_alias: 'escalations@acme.test',
  departments: [acmeDepartment.id],
  groups: [acmeGroup.id],
  email_templates: { new_receiving_member: newCaseTemplate },
  admin_note: '<p>Reviewed by <strong>the provider</strong>.</p>',
  tags: ['storage', ' san ', '', 'storage'],
  ...overrides,
});

describe('the process editor (S-027..S-038)', () => {
  it('[S-029] the form data names the company, its departments, groups, active users and the email templates', async () => {
    const answer = await get(`/companies/${String(acme.id)}/contact_documents/form_data`);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json<ConsoleDocumentFormData>();
    expect(data.company).toEqual({ id: acme.id, name: 'Acme Editor' });
    expect(data.departments).toEqual([{ id: acmeDepartment.id, name: 'Block Storage' }]);
    expect(data.communities.map((group) => group.id)).toEqual([acmeGroup.id]);
    expect(data.users.map((user) => user.id).sort()).toEqual([acmeManager.id, acmeCaller.id].sort());
    expect(data.email_templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: managerTemplate, slug: 'manager-request', type: 'new_receiving_member' }),
        expect.objectContaining({ id: newCaseTemplate, slug: 'new-case', type: 'new_receiving_member' }),
      ]),
    );
    expect((await get('/companies/2147483647/contact_documents/form_data')).json()).toMatchObject({
      error: COMPANY_NOT_FOUND_MESSAGE,
    });
    expect((await get('/contact_documents/2147483647')).statusCode).toBe(404);
  });

  it('[S-034] [S-035] a new ticket process is saved whole and read back with everything it carries', async () => {
    const answer = await save(acme.id, 0, managed());
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, document } = answer.json<{ message: string; document: ConsoleDocument }>();
    expect(message).toBe(CONSOLE_DOCUMENT_SAVED_MESSAGE);
    expect(document).toMatchObject({
      name: 'Acme Block Storage',
      company_id: acme.id,
      static_document: null,
      parent_option_name: null,
      version: {
        version_number: 1,
        status: 'approved',
        title: 'Acme Block Storage',
        document_type: 'ticket',
        json_type: null,
        collaborate_email: 'storage@acme.test',
        collaborate_cc_email: null,
        escalation_instructions: '<p>Call the duty manager.</p>',
        escalation_alias: 'escalations@acme.test',
        admin_note: '<p>Reviewed by <strong>the provider</strong>.</p>',
        tags: [{ tag: 'storage' }, { tag: 'san' }],
        departments: [{ department_id: acmeDepartment.id }],
      },
      group_relations: [{ community_id: acmeGroup.id, department_name: null }],
      email_templates: [{ type: 'new_receiving_member', email_template_id: newCaseTemplate }],
      doc_linkages: [],
    });
    expect(document.version.managers.map((manager) => [manager.user_type, manager.user_id])).toEqual([
      ['alternate', acmeCaller.id],
      ['main', acmeManager.id],
    ]);
    expect(await read(document.id)).toEqual(document);
    expect(await lastAudit()).toMatchObject({ action: 'process.create', actorUserId: admin.id, companyId: acme.id });

    // An edit is the next version; a group no longer chosen keeps its relation, without the process.
    const edited = await save(acme.id, document.id, managed({ status: 'pending', groups: [], tags: [] }));
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await read(document.id);
    expect(again.version).toMatchObject({ version_number: 2, status: 'pending', tags: [] });
    expect(again.group_relations).toEqual([]);
    const [relation] = await t.deps.db
      .select({ documentId: groupRelations.documentId })
      .from(groupRelations)
      .where(
        and(
          eq(groupRelations.companyId, acme.id),
          eq(groupRelations.communityId, acmeGroup.id),
          isNull(groupRelations.departmentId),
        ),
      );
    expect(relation).toEqual({ documentId: null });
    expect(await lastAudit()).toMatchObject({ action: 'process.update', companyId: acme.id });
  });

  it('[S-033] a new json process gets the fixed submission route, an existing one keeps its own; any other value is refused', async () => {
    const answer = await save(acme.id, 0, managed({ document_type: 'json', title: 'Acme JSON', json_type: null }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ document: ConsoleDocument }>().document.version.json_type).toBe(JSON_SUBMISSION_TYPE);
    const before = await versionCount();
    const refused = await save(acme.id, 0, { ...managed({ document_type: 'json' }), json_type: 'custom-route' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('json_type');
    expect(await versionCount()).toBe(before);

    // A json process set up with its own route (the demo's Initech) keeps it when saved from the console.
    const own = await make.document(acme, { type: 'json', name: 'Acme Legacy JSON' });
    await t.deps.db
      .update(documentVersions)
      .set({ jsonType: 'acme-servicenow-v2' })
      .where(eq(documentVersions.contactDocumentId, own.id));
    const kept = await save(acme.id, own.id, managed({ document_type: 'json', title: 'Acme Legacy JSON' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ document: ConsoleDocument }>().document.version.json_type).toBe('acme-servicenow-v2');
  });

  it('[S-028] the type of an existing process cannot be changed', async () => {
    const doc = await make.document(acme, { name: 'Acme Fixed Type' });
    const before = await versionCount();
    const answer = await save(acme.id, doc.id, managed({ document_type: 'solution_support' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      document_type: [DOCUMENT_TYPE_FIXED_MESSAGE],
    });
    expect(await versionCount()).toBe(before);
    expect((await read(doc.id)).version.document_type).toBe('ticket');
  });

  it('[S-034] bad input is the field map and nothing changes; another company is not found', async () => {
    const doc = await make.document(acme, { name: 'Acme Untouched' });
    const before = await versionCount();
    const blank = await save(acme.id, doc.id, {
      ...managed(),
      status: 'archived',
      title: ' ',
      support_hours: '',
      product_supported: '',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      status: [STATUS_MESSAGE],
      title: ['Please enter the process name.'],
      support_hours: ['Please enter the support hours.'],
      product_supported: ['Please enter the products supported.'],
    });
    const foreign = await save(
      acme.id,
      doc.id,
      managed({
        departments: [globexDepartment.id],
        groups: [otherGroup.id],
        main_escalation_contact: globexCaller.id,
        alt_escalation_contact: 0,
      }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      departments: [DEPARTMENTS_MESSAGE],
      groups: [GROUPS_MESSAGE],
      main_escalation_contact: [ESCALATION_CONTACT_MESSAGE],
    });
    // Acme's process under Globex's path, and an unknown company.
    expect((await save(globex.id, doc.id, managed())).json()).toMatchObject({ error: DOCUMENT_NOT_FOUND_MESSAGE });
    expect((await save(2147483647, 0, managed())).json()).toMatchObject({ error: COMPANY_NOT_FOUND_MESSAGE });
    expect(await versionCount()).toBe(before);
    expect((await read(doc.id)).version.version_number).toBe(1);
  });

  it('[S-034] a company admin and a member of another company are refused', async () => {
    for (const user of [acmeManager, globexCaller]) {
      const answer = await save(acme.id, 0, managed(), user);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: NO_ACCESS_MESSAGE });
      expect((await get(`/companies/${String(acme.id)}/contact_documents/form_data`, user)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: url(acme.id, 0), payload: managed() })).statusCode).toBe(401);
  });

  it('[S-036] a static document stores its sanitised HTML; empty HTML is refused under document_html', async () => {
    const body = {
      document_type: 'default',
      status: 'rejected',
      title: 'Acme Static',
      support_hours: 'Business hours',
      product_supported: 'Legacy arrays',
      document_html: '<h2>How to reach us</h2><p onclick="x()">Open a ticket.</p><script>alert(1)</script>',
      admin_note: '',
    };
    const answer = await save(acme.id, 0, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const { document } = answer.json<{ document: ConsoleDocument }>();
    expect(document.static_document).toBe('<h2>How to reach us</h2><p>Open a ticket.</p>');
    expect(document.version).toMatchObject({
      document_type: 'default',
      status: 'rejected',
      support_hours: 'Business hours',
      product_supported: 'Legacy arrays',
      admin_note: null,
    });
    const refused = await save(acme.id, document.id, { ...body, document_html: '<script>alert(1)</script>' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      document_html: [DOCUMENT_HTML_MESSAGE],
    });
    expect((await read(document.id)).static_document).toBe('<h2>How to reach us</h2><p>Open a ticket.</p>');
  });

  it('[S-037] [S-038] a parent chooses among the company`s other processes; a deleted row is kept, flagged', async () => {
    const cloud = await make.document(acme, { name: 'Acme Cloud' });
    const onPrem = await make.document(acme, { name: 'Acme On-Prem' });
    const otherParent = await make.document(acme, { name: 'Acme Other Chooser', type: 'parent' });
    const globexDoc = await make.document(globex, { name: 'Globex Process' });
    const choices = (
      await get(`/companies/${String(acme.id)}/contact_documents/form_data/parent`)
    ).json<ParentFormData>();
    const ids = choices.documents.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([cloud.id, onPrem.id]));
    expect(ids).not.toContain(otherParent.id);
    expect(ids).not.toContain(globexDoc.id);

    const body = {
      document_type: 'parent',
      status: 'approved',
      title: 'Acme Chooser',
      parent_option_name: 'Where does it run?',
      admin_note: '',
      linkages: [
        { option_name: 'Cloud', contact_document_id: cloud.id, deleted: false },
        { option_name: 'On premises', contact_document_id: onPrem.id, deleted: false },
      ],
    };
    const created = await save(acme.id, 0, body);
    expect(created.statusCode, created.body).toBe(200);
    const { document } = created.json<{ document: ConsoleDocument }>();
    expect(document.parent_option_name).toBe('Where does it run?');
    expect(document.doc_linkages.map((row) => [row.option_name, row.contact_document_id, row.deleted])).toEqual([
      ['Cloud', cloud.id, false],
      ['On premises', onPrem.id, false],
    ]);
    const [cloudRow, onPremRow] = document.doc_linkages;
    if (!cloudRow || !onPremRow) throw new Error('rows not saved');

    const deleted = await save(acme.id, document.id, {
      ...body,
      linkages: [
        { ...cloudRow, deleted: true },
        { ...onPremRow, option_name: 'On-prem' },
      ],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(document.id)).doc_linkages).toEqual([
      { ...cloudRow, deleted: true },
      { ...onPremRow, option_name: 'On-prem' },
    ]);
    const stored = await t.deps.db
      .select({ id: docLinkages.id })
      .from(docLinkages)
      .where(eq(docLinkages.parentDocumentId, document.id));
    expect(stored).toHaveLength(2);

    const before = await versionCount();
    const refused = await save(acme.id, document.id, {
      ...body,
      parent_option_name: '',
      linkages: [
        { option_name: 'Other chooser', contact_document_id: otherParent.id, deleted: false },
        { option_name: ' ', contact_document_id: globexDoc.id, deleted: false },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      parent_option_name: [PARENT_OPTION_NAME_MESSAGE],
      'linkages.1.option_name': [OPTION_NAME_MESSAGE],
    });
    const wrongChild = await save(acme.id, document.id, {
      ...body,
      linkages: [
        { option_name: 'Other chooser', contact_document_id: otherParent.id, deleted: false },
        { option_name: 'Globex', contact_document_id: globexDoc.id, deleted: false },
      ],
    });
    expect(wrongChild.statusCode).toBe(422);
    expect(wrongChild.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'linkages.0.contact_document_id': [CHILD_DOCUMENT_MESSAGE],
      'linkages.1.contact_document_id': [CHILD_DOCUMENT_MESSAGE],
    });
    expect(await versionCount()).toBe(before);
    const [row] = await t.deps.db
      .select({ name: contactDocuments.parentOptionName })
      .from(contactDocuments)
      .where(eq(contactDocuments.id, document.id));
    expect(row).toEqual({ name: 'Where does it run?' });

    // A row of another parent is not this parent's to change.
    const second = await save(acme.id, 0, {
      ...body,
      title: 'Acme Second Chooser',
      linkages: [{ option_name: 'Cloud', contact_document_id: cloud.id, deleted: false }],
    });
    const secondDocument = second.json<{ document: ConsoleDocument }>().document;
    const [foreignRow] = secondDocument.doc_linkages;
    if (!foreignRow) throw new Error('second parent not saved');
    const versions = await versionCount();
    const takeover = await save(acme.id, document.id, {
      ...body,
      linkages: [{ ...foreignRow, option_name: 'Mine now' }],
    });
    expect(takeover.statusCode).toBe(422);
    expect(takeover.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'linkages.0.id': [LINKAGE_NOT_FOUND_MESSAGE],
    });
    expect(await versionCount()).toBe(versions);
    expect((await read(secondDocument.id)).doc_linkages).toEqual([foreignRow]);
  });
});
