import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { CollaborateAnswer, PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import { OWN_COMPANY_MESSAGE, customKey } from '@casebridge/contract/case-submission';
import { caseCustomerData, cases } from '../src/db/schema/cases.ts';
import { companies } from '../src/db/schema/companies.ts';
import { departments } from '../src/db/schema/departments.ts';
import { favorites } from '../src/db/schema/directory.ts';
import {
  docLinkages,
  documentDepartments,
  documentManagers,
  documentNotes,
  documentVersions,
} from '../src/db/schema/documents.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { communities, groupDocuments, groupRelations } from '../src/db/schema/groups.ts';
import { users } from '../src/db/schema/users.ts';
import { requireAccess } from '../src/modules/access/require-access.ts';
import { resolveCaseLink } from '../src/modules/cases/case-links.ts';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../src/modules/case-submission/submit-case.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
let germanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  germanyId = await make.country('DE');
});
afterAll(async () => {
  await t.close();
});

const getDocuments = async (user: BuiltUser, type: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/caller/documents/${type}/${String(id)}`, headers: bearer(user.token) });

const collaborate = (user: BuiltUser, documentId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/caller/collaborate/${String(documentId)}`,
    headers: bearer(user.token),
    payload,
  });

const casesOf = async (companyId: number) =>
  t.deps.db.select().from(cases).where(eq(cases.receiverCompanyId, companyId));

/** A process with every requirement type (C-020), three sections and a group switched by a groupselect. */
async function everyTypeDocument(of: BuiltCompany) {
  const doc = await make.document(of, {
    commonCustomerSectionTitle: 'Joint customer',
    escalationInstructions: '<p>Phone the duty manager for P1.</p>',
    requirements: [
      { type: 'string', label: 'Customer company', required: true, section: 'common_customer_section' },
      { type: 'email', label: 'Customer email', required: true, section: 'common_customer_section' },
      {
        type: 'db_select',
        label: 'Customer country',
        required: true,
        section: 'common_customer_section',
        options: { model: 'countries', foreign_key: 'id' },
      },
      { type: 'phone', label: 'Customer phone', section: 'contact_section' },
      { type: 'timezone', label: 'Customer time zone', required: true, section: 'contact_section' },
      { type: 'select', label: 'Array model', required: true, options: ['G-500', 'G-900'] },
      {
        type: 'select',
        label: 'Severity',
        required: true,
        options: 'Sev 1\nSev 2\n',
        settings: { allow_other: false },
      },
      {
        type: 'tierselect',
        label: 'Product and version',
        required: true,
        options: [
          { value: 'G-OS', sub_options: ['9.1', '9.2'], linked_required: ['9.2'] },
          { value: 'Archive OS', sub_options: [], linked_required: [] },
        ],
        settings: { linked_label: 'Hotfix level' },
      },
      {
        type: 'groupselect',
        label: 'Protocol',
        required: true,
        options: ['Block', 'File'],
        settings: { groups: { Block: ['block'], File: ['file'] } },
      },
      { type: 'string', label: 'LUN ID', required: true, group: 'block' },
      { type: 'string', label: 'Export path', required: true, group: 'file' },
      { type: 'integer', label: 'Affected hosts', required: true },
      { type: 'url', label: 'Diagnostics URL' },
      { type: 'text', label: 'Error log' },
      { type: 'hidden', label: 'Source system', options: 'casebridge' },
      { type: 'copy', label: 'KB reference', options: 'KB-4411: collect the support bundle' },
    ],
  });
  const names = [
    'company',
    'email',
    'country',
    'phone',
    'timezone',
    'model',
    'severity',
    'tier',
    'protocol',
    'lun',
    'exportPath',
    'hosts',
    'url',
    'log',
    'hidden',
    'copy',
  ] as const;
  const keys = Object.fromEntries(
    names.map((name, index) => [name, customKey(doc.requirementIds[index] ?? 0)]),
  ) as Record<(typeof names)[number], string>;
  return { doc, keys };
}

type Keys = Awaited<ReturnType<typeof everyTypeDocument>>['keys'];

const standardFields = (partner: { type: string; id: number }) => ({
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'dana@acme.example',
  phone_number: 'US: 408 555 0100',
  phone_country_code: 'US',
  internal_case_number: 'ACME-4411',
  problem_summary: 'Array firmware 9.2 drops iSCSI sessions under load',
  problem_description: 'Since the upgrade the hosts lose paths every few minutes.',
  case_priority: 'high',
  update_profile: false,
  collaborate_type: partner.type,
  collaborate_entity: partner.id,
  sample_submission: false,
  force_required_fields: true,
});

const validValues = (keys: Keys) => ({
  [keys.company]: 'Northwind Health',
  [keys.email]: 'it-ops@northwind.example',
  [keys.country]: String(germanyId),
  [keys.phone]: 'US: 512-555-0142',
  [keys.timezone]: 'Europe/Berlin',
  [keys.model]: 'G-900',
  [keys.severity]: 'Sev 1',
  [keys.tier]: { value: 'G-OS', sub_option: '9.2', linked: 'HF-3' },
  [keys.protocol]: 'Block',
  [keys.lun]: '12',
  [keys.hosts]: '14',
  [keys.url]: 'https://files.acme.example/bundle.tgz',
  [keys.log]: 'iscsid: connection1:0: ping timeout',
  [keys.hidden]: 'tampered',
});

describe('partner documents', () => {
  let acme: BuiltCompany;
  let globex: BuiltCompany;
  let caller: BuiltUser;
  let manager: BuiltUser;

  beforeAll(async () => {
    acme = await make.company({ name: 'Acme', membershipType: 'premium' });
    globex = await make.company({ name: 'Globex', membershipType: 'premium' });
    caller = await make.user(acme);
    manager = await make.user(acme, { role: 'business_manager' });
    await make.group([{ company: acme }, { company: globex }]);
  });

  it("[C-001] a company's offered processes: approved current versions of that company, those no department uses first", async () => {
    const forDepartment = await make.document(globex, { name: 'B department process' });
    const companyWide = await make.document(globex, { name: 'Z company process' });
    const pending = await make.document(globex, { name: 'A pending process' });
    await t.deps.db
      .update(documentVersions)
      .set({ status: 'pending' })
      .where(eq(documentVersions.id, pending.versionId));
    await make.document(acme, { name: 'Acme own process' });
    const department = await make.department(globex, 'Block Storage Support');
    await t.deps.db
      .update(departments)
      .set({ contactDocumentId: forDepartment.id })
      .where(eq(departments.id, department.id));

    const response = await getDocuments(caller, 'company', globex.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PartnerDocumentsAnswer>();
    expect(answer.documents.map((d) => d.id)).toEqual([companyWide.id, forDepartment.id]);
    expect(answer.partner).toEqual({
      type: 'company',
      company: { id: globex.id, name: 'Globex' },
      department: null,
      is_own_company: false,
    });

    const byDepartment = (await getDocuments(caller, 'department', department.id)).json<PartnerDocumentsAnswer>();
    expect(byDepartment.documents.map((d) => d.id)).toEqual([forDepartment.id]);
    expect(byDepartment.partner.department).toEqual({ id: department.id, name: 'Block Storage Support' });
    expect(byDepartment.documents[0]?.department).toEqual({ name: 'Block Storage Support' });
  });

  it('[C-001] a department served by a version (document_departments) lists that process too', async () => {
    const doc = await make.document(globex, { name: 'Served process' });
    const department = await make.department(globex, 'Backup & Recovery');
    await t.deps.db.insert(documentDepartments).values({ versionId: doc.versionId, departmentId: department.id });
    const answer = (await getDocuments(caller, 'department', department.id)).json<PartnerDocumentsAnswer>();
    expect(answer.documents.map((d) => d.id)).toEqual([doc.id]);
  });

  it('[C-001] an unknown or inactive company or department is a 404', async () => {
    const inactive = await make.company({ name: 'Hooli' });
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, inactive.id));
    const departmentOfInactive = await make.department(inactive);
    const inactiveDepartment = await make.department(globex);
    await t.deps.db.update(departments).set({ status: 'inactive' }).where(eq(departments.id, inactiveDepartment.id));
    for (const [type, id] of [
      ['company', 999_999],
      ['company', inactive.id],
      ['department', 999_999],
      ['department', departmentOfInactive.id],
      ['department', inactiveDepartment.id],
    ] as const) {
      const response = await getDocuments(caller, type, id);
      expect(response.statusCode, `${type} ${String(id)}`).toBe(404);
      expect(response.json()).toEqual({ error: 'This partner is not available.' });
    }
    expect((await getDocuments(caller, 'team', globex.id)).statusCode).toBe(422);
  });

  it('[C-002] [C-019] the document carries its version, sections of requirement entries, linkages, files, note and star', async () => {
    const partner = await make.company({ name: 'Initech', membershipType: 'elite' });
    const child = await make.document(partner, { name: 'Kubernetes intake' });
    const parent = await make.document(partner, {
      type: 'parent',
      name: 'Initech routing',
      parentOptionName: 'Which product?',
      adminNote: '<p>Pick the product line.</p>',
    });
    await t.deps.db.insert(docLinkages).values([
      { parentDocumentId: parent.id, optionName: 'Kubernetes', contactDocumentId: child.id, sortOrder: 1 },
      { parentDocumentId: parent.id, optionName: 'Old product', contactDocumentId: child.id, deleted: true },
    ]);
    const { doc } = await everyTypeDocument(partner);
    await t.deps.db.insert(documentNotes).values([
      { companyId: acme.id, contactDocumentId: doc.id, note: '<p>Always attach the bundle.</p>', location: 'document' },
      { companyId: globex.id, contactDocumentId: doc.id, note: '<p>Globex-only note.</p>' },
    ]);
    await t.deps.db.insert(favorites).values({ userId: caller.id, companyId: partner.id, contactDocumentId: doc.id });
    const [group] = await t.deps.db
      .insert(communities)
      .values({ name: 'Cloud group', type: 'open_group' })
      .returning({ id: communities.id });
    const groupId = group?.id ?? 0;
    await t.deps.db.insert(groupRelations).values([
      { communityId: groupId, companyId: partner.id, documentId: doc.id },
      { communityId: groupId, companyId: acme.id },
    ]);
    const [file] = await t.deps.db
      .insert(groupDocuments)
      .values({
        communityId: groupId,
        companyId: partner.id,
        name: 'Interop matrix',
        documentType: 'url',
        url: 'https://initech.example/interop',
      })
      .returning({ id: groupDocuments.id });

    const answer = (await getDocuments(caller, 'company', partner.id)).json<PartnerDocumentsAnswer>();
    const shown = answer.documents.find((d) => d.id === doc.id);
    expect(shown).toMatchObject({
      name: expect.any(String) as string,
      company_id: partner.id,
      company: { name: 'Initech' },
      department: null,
      is_favorite: true,
      files: [
        {
          id: file?.id,
          community_id: groupId,
          name: 'Interop matrix',
          document_type: 'url',
          url: 'https://initech.example/interop',
          original_filename: null,
        },
      ],
      note: { note: '<p>Always attach the bundle.</p>', location: 'document', document_id: doc.id },
      version: {
        id: doc.versionId,
        document_type: 'ticket',
        support_hours: '7/24/365',
        product_supported: 'All',
        common_customer_section_title: 'Joint customer',
      },
      parent_option_name: null,
      static_document: null,
      doc_linkages: [],
    });
    expect(shown?.common_customer_section.map((e) => e.requirement.label)).toEqual([
      'Customer company',
      'Customer email',
      'Customer country',
    ]);
    expect(shown?.contact_section.map((e) => e.requirement.type)).toEqual(['phone', 'timezone']);
    expect(shown?.problem_section).toHaveLength(11);
    expect(shown?.problem_section.find((e) => e.requirement.type === 'tierselect')).toEqual({
      requirement_id: doc.requirementIds[7],
      required: true,
      group: null,
      options: [
        { value: 'G-OS', sub_options: ['9.1', '9.2'], linked_required: ['9.2'] },
        { value: 'Archive OS', sub_options: [], linked_required: [] },
      ],
      additional_settings: { linked_label: 'Hotfix level' },
      requirement: { id: doc.requirementIds[7], type: 'tierselect', label: 'Product and version', code_label: null },
    });
    expect(shown?.problem_section.find((e) => e.requirement.label === 'LUN ID')?.group).toBe('block');

    const routing = answer.documents.find((d) => d.id === parent.id);
    expect(routing?.version.document_type).toBe('parent');
    expect(routing?.version.admin_note).toBe('<p>Pick the product line.</p>');
    expect(routing?.parent_option_name).toBe('Which product?');
    expect(routing?.doc_linkages).toEqual([{ contact_document_id: child.id, option_name: 'Kubernetes' }]);
    expect(routing?.is_favorite).toBe(false);
    expect(routing?.files).toEqual([]);
  });

  it('[C-006] business and program managers get the process owner and escalation instructions; callers do not', async () => {
    const owner = await make.user(globex, { role: 'business_manager', first: 'Gina' });
    const doc = await make.document(globex, { escalationInstructions: '<p>Page the duty manager.</p>' });
    await t.deps.db.insert(documentManagers).values({ versionId: doc.versionId, userId: owner.id, userType: 'main' });
    const find = (answer: PartnerDocumentsAnswer) => answer.documents.find((d) => d.id === doc.id);

    const asManager = find((await getDocuments(manager, 'company', globex.id)).json<PartnerDocumentsAnswer>());
    expect(asManager?.version.escalation_instructions).toBe('<p>Page the duty manager.</p>');
    expect(asManager?.version.manager_users).toEqual([{ user_type: 'main', name: owner.name, email: owner.email }]);

    const asCaller = find((await getDocuments(caller, 'company', globex.id)).json<PartnerDocumentsAnswer>());
    expect(asCaller?.version.escalation_instructions).toBeNull();
    expect(asCaller?.version.manager_users).toEqual([]);
  });

  it('[C-009] a static document answers its HTML and takes no case', async () => {
    const partner = await make.company({ name: 'Umbrella' });
    await make.group([{ company: acme }, { company: partner }]);
    const doc = await make.document(partner, { type: 'default', staticDocument: '<h2>Call us</h2>' });
    const answer = (await getDocuments(caller, 'company', partner.id)).json<PartnerDocumentsAnswer>();
    expect(answer.documents[0]?.static_document).toBe('<h2>Call us</h2>');
    expect(answer.documents[0]?.version.document_type).toBe('default');
    const response = await collaborate(caller, doc.id, standardFields({ type: 'company', id: partner.id }));
    expect(response.statusCode).toBe(409);
    expect(await casesOf(partner.id)).toEqual([]);
  });

  it("[C-011] a sub-process is answered only through a live linkage of one of the partner's parent processes", async () => {
    const partner = await make.company({ name: 'Stark' });
    await make.group([{ company: acme }, { company: partner }]);
    const child = await make.document(partner, { name: 'Stark DB' });
    const unlinked = await make.document(partner, { name: 'Stark other' });
    const dropped = await make.document(partner, { name: 'Stark dropped' });
    const parent = await make.document(partner, { type: 'parent', parentOptionName: 'Which product?' });
    await t.deps.db.insert(docLinkages).values([
      { parentDocumentId: parent.id, optionName: 'Database', contactDocumentId: child.id },
      { parentDocumentId: parent.id, optionName: 'Dropped', contactDocumentId: dropped.id, deleted: true },
    ]);
    const sub = (id: number, companyId = partner.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api/caller/sub_documents/${String(id)}/company/${String(companyId)}`,
        headers: bearer(caller.token),
      });
    const response = await sub(child.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PartnerDocumentsAnswer>();
    expect(answer.documents.map((d) => d.id)).toEqual([child.id]);
    expect(answer.partner.company.id).toBe(partner.id);
    for (const id of [unlinked.id, dropped.id, 999_999]) expect((await sub(id)).statusCode, String(id)).toBe(404);
    // The same child seen through another company's page: not that company's sub-process.
    expect((await sub(child.id, globex.id)).statusCode).toBe(404);
  });
});

describe('priority (C-018)', () => {
  it('[C-018] [X-034] basic or standard membership on either side holds the priority at low, and the server stores low', async () => {
    const premium = await make.company({ membershipType: 'premium' });
    const standard = await make.company({ name: 'Standard Co', membershipType: 'standard' });
    const basic = await make.company({ name: 'Basic Co', membershipType: 'basic' });
    const premiumUser = await make.user(premium);
    const basicUser = await make.user(basic);
    const otherPremium = await make.company({ membershipType: 'elite' });
    await make.group([premium, standard, basic, otherPremium].map((company) => ({ company })));
    await make.document(otherPremium);
    const doc = await make.document(standard);

    const open = (await getDocuments(premiumUser, 'company', otherPremium.id)).json<PartnerDocumentsAnswer>();
    expect(open.priority_messages).toEqual({ locked: false, reason: null, custom: null });

    const toStandard = (await getDocuments(premiumUser, 'company', standard.id)).json<PartnerDocumentsAnswer>();
    expect(toStandard.priority_messages.locked).toBe(true);
    expect(toStandard.priority_messages.reason).toContain('standard membership of Standard Co');

    const fromBasic = (await getDocuments(basicUser, 'company', otherPremium.id)).json<PartnerDocumentsAnswer>();
    expect(fromBasic.priority_messages.locked).toBe(true);
    expect(fromBasic.priority_messages.reason).toContain('basic membership of Basic Co');

    const response = await collaborate(premiumUser, doc.id, {
      ...standardFields({ type: 'company', id: standard.id }),
      case_priority: 'high',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CollaborateAnswer>().case.priority).toBe('low');
    const [stored] = await casesOf(standard.id);
    expect(stored?.priority).toBe('low');
  });

  it('[C-018] a group with custom priority messages (custom_sla) that both companies belong to lifts the hold', async () => {
    const premium = await make.company({ membershipType: 'premium' });
    const standard = await make.company({ name: 'Globex SLA', membershipType: 'standard' });
    await make.group([{ company: premium }, { company: standard }]);
    const user = await make.user(premium);
    const doc = await make.document(standard);
    const [group] = await t.deps.db
      .insert(communities)
      .values({
        name: 'Storage Alliance',
        type: 'partner_program',
        customSla: true,
        p1Message: 'Call back within 1 hour, 24x7.',
        p1ResponseTime: 1,
        p2Message: 'Within 4 business hours.',
        p2ResponseTime: 4,
        p3Message: 'Next business day.',
        p3ResponseTime: 24,
      })
      .returning({ id: communities.id });
    const communityId = group?.id ?? 0;
    await t.deps.db.insert(groupRelations).values({ communityId, companyId: standard.id, documentId: doc.id });

    // Only the receiver is in the group: the hold stays.
    const alone = (await getDocuments(user, 'company', standard.id)).json<PartnerDocumentsAnswer>();
    expect(alone.priority_messages.locked).toBe(true);

    await t.deps.db.insert(groupRelations).values({ communityId, companyId: premium.id });
    const shared = (await getDocuments(user, 'company', standard.id)).json<PartnerDocumentsAnswer>();
    expect(shared.priority_messages).toEqual({
      locked: false,
      reason: null,
      custom: {
        group: 'Storage Alliance',
        high: { message: 'Call back within 1 hour, 24x7.', response_hours: 1 },
        medium: { message: 'Within 4 business hours.', response_hours: 4 },
        low: { message: 'Next business day.', response_hours: 24 },
      },
    });
    const response = await collaborate(user, doc.id, {
      ...standardFields({ type: 'company', id: standard.id }),
      case_priority: 'high',
    });
    expect(response.json<CollaborateAnswer>().case.priority).toBe('high');
  });

  it('[C-018] [issue 24] a group’s SLA is for its own processes: another process of the partner keeps the hold', async () => {
    const premium = await make.company({ membershipType: 'premium' });
    const standard = await make.company({ name: 'Globex SLA elsewhere', membershipType: 'standard' });
    await make.group([{ company: premium }, { company: standard }]);
    const user = await make.user(premium);
    const inGroup = await make.document(standard);
    const outside = await make.document(standard);
    const [group] = await t.deps.db
      .insert(communities)
      .values({ name: 'Storage Alliance', type: 'partner_program', customSla: true, p1Message: 'Within 1 hour.' })
      .returning({ id: communities.id });
    const communityId = group?.id ?? 0;
    await t.deps.db.insert(groupRelations).values([
      { communityId, companyId: standard.id, documentId: inGroup.id },
      { communityId, companyId: premium.id },
    ]);
    const submit = async (docId: number) =>
      (
        await collaborate(user, docId, {
          ...standardFields({ type: 'company', id: standard.id }),
          case_priority: 'high',
        })
      ).json<CollaborateAnswer>().case.priority;
    expect(await submit(inGroup.id)).toBe('high');
    expect(await submit(outside.id)).toBe('low');
  });
});

describe('db_select options (C-025)', () => {
  let user: BuiltUser;
  beforeAll(async () => {
    user = await make.user(await make.company());
  });
  const options = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/caller/db_select_options', headers: bearer(user.token), payload });

  it('[C-025] an allow-listed list answers its value-to-label map', async () => {
    const byId = await options({ model: 'countries', foreign_key: 'id' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ [String(germanyId)]: 'Germany' });
    const byCode = await options({ model: 'countries', foreign_key: 'country_code' });
    const codes = byCode.json<Record<string, string>>();
    expect(codes).toMatchObject({ DE: 'Germany', US: 'United States' });
    expect(Object.keys(codes)).toHaveLength(249);
  });

  it('[C-025] any other model or key is a 422, never a table read', async () => {
    for (const [payload, field] of [
      [{ model: 'users', foreign_key: 'id' }, 'model'],
      [{ model: 'constructor', foreign_key: 'id' }, 'model'],
      [{ model: 'countries', foreign_key: 'name; drop table users' }, 'foreign_key'],
      [{ model: 'countries', foreign_key: 'toString' }, 'foreign_key'],
    ] as const) {
      const response = await options(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({ errors: { [field]: ['This list is not available.'] } });
    }
  });
});

describe('submitting a case', () => {
  let acme: BuiltCompany;
  let globex: BuiltCompany;
  let caller: BuiltUser;
  let doc: BuiltDocument;
  let keys: Keys;
  const partner = () => ({ type: 'company', id: globex.id });

  beforeAll(async () => {
    acme = await make.company({ name: 'Acme Software', membershipType: 'premium' });
    globex = await make.company({ name: 'Globex Storage', membershipType: 'premium' });
    caller = await make.user(acme, { first: 'Casey' });
    await make.group([{ company: acme }, { company: globex }]);
    ({ doc, keys } = await everyTypeDocument(globex));
  });

  it('[C-029] [C-021] an empty form: one 422 holding every required field, standard and custom_{id}, and nothing stored', async () => {
    const emailsBefore = (await t.deps.db.select({ n: count() }).from(outboundEmails))[0]?.n;
    const response = await collaborate(caller, doc.id, { collaborate_type: 'company', collaborate_entity: globex.id });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    const required = ['This field is required.'];
    expect(errors).toEqual({
      first_name: required,
      last_name: required,
      email: required,
      internal_case_number: required,
      problem_summary: required,
      problem_description: required,
      case_priority: ['Please choose a priority.'],
      [keys.company]: required,
      [keys.email]: required,
      [keys.country]: required,
      [keys.timezone]: required,
      [keys.model]: required,
      [keys.severity]: required,
      [keys.tier]: required,
      [keys.protocol]: required,
      [keys.hosts]: required,
    });
    // Optional ones (phone, url, text), the fixed ones (hidden, copy) and both groups' fields (no group active) are not asked.
    expect(await casesOf(globex.id)).toEqual([]);
    expect((await t.deps.db.select({ n: count() }).from(outboundEmails))[0]?.n).toBe(emailsBefore);
  });

  it('[C-020] [C-022] [C-023] [C-024] each type refuses what is not its kind of value, under its own key', async () => {
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      email: 'not-an-email',
      phone_number: 'call me',
      [keys.email]: 'nobody@',
      [keys.country]: '999999',
      [keys.phone]: '555-CALL-NOW',
      [keys.timezone]: 'Mars/Olympus_Mons',
      [keys.severity]: 'Sev 9',
      [keys.tier]: { value: 'G-OS', sub_option: '9.2' },
      [keys.protocol]: 'File',
      [keys.hosts]: 'fourteen',
      [keys.url]: 'javascript:alert(1)',
      [keys.company]: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        email: ['Please enter a valid email address.'],
        phone_number: ['Please enter a valid phone number.'],
        [keys.company]: ['At most 255 characters.'],
        [keys.email]: ['Please enter a valid email address.'],
        [keys.country]: ['Please choose one of the options.'],
        [keys.phone]: ['Please enter a valid phone number.'],
        [keys.timezone]: ['Please choose a time zone.'],
        [keys.severity]: ['Please choose one of the options.'],
        // 9.2 is listed in linked_required: the linked field is asked for.
        [`${keys.tier}.linked`]: ['This field is required.'],
        // File activates the file group: its required export path is asked for, the block group's LUN is not.
        [keys.exportPath]: ['This field is required.'],
        [keys.hosts]: ['Please enter a whole number.'],
        [keys.url]: ['Please enter a valid URL starting with http:// or https://.'],
      },
    });
    expect(await casesOf(globex.id)).toEqual([]);
  });

  it('[C-023] a sub-option outside its main option and a main option outside the tree are refused', async () => {
    const sub = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      [keys.tier]: { value: 'Archive OS', sub_option: '9.2' },
    });
    expect(sub.json()).toEqual({ errors: { [`${keys.tier}.sub_option`]: ['Please choose one of the options.'] } });
    const main = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      [keys.tier]: { value: 'Windows' },
    });
    expect(main.json()).toEqual({ errors: { [keys.tier]: ['Please choose one of the options.'] } });
  });

  it('[C-022] a select with allow_other (the default) takes the Other text; one without refuses it', async () => {
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      [keys.model]: 'G-1200 prototype',
      [keys.severity]: 'Sev 1 urgent',
    });
    expect(response.json()).toEqual({ errors: { [keys.severity]: ['Please choose one of the options.'] } });
  });

  it('[C-028] [C-031] [C-030] [X-051] a valid submission creates the open case through the writer, with its customer data, and emails the receiver', async () => {
    const emailsBefore = await t.deps.db.select({ id: outboundEmails.id }).from(outboundEmails);
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      [keys.model]: 'G-1200 prototype',
      company_name: 'Globex Storage',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<CollaborateAnswer>();
    expect(answer).toEqual({
      success: true,
      message: expect.stringContaining('sent to Globex Storage') as string,
      case: {
        token: expect.any(String) as string,
        network_case_number: expect.stringMatching(/^CB-\d{4}-\d{6}$/) as string,
        internal_case_number: 'ACME-4411',
        summary: 'Array firmware 9.2 drops iSCSI sessions under load',
        priority: 'high',
        receiver: 'Globex Storage',
        department: null,
        is_sample: false,
      },
      escalation_instructions: '<p>Phone the duty manager for P1.</p>',
    });

    const [stored] = await t.deps.db.select().from(cases).where(eq(cases.token, answer.case.token));
    expect(stored).toMatchObject({
      status: 'open',
      caseType: 'other',
      internalCaseNumber: 'ACME-4411',
      summary: 'Array firmware 9.2 drops iSCSI sessions under load',
      description: 'Since the upgrade the hosts lose paths every few minutes.',
      priority: 'high',
      isSample: false,
      submitCompanyId: acme.id,
      submitUserId: caller.id,
      submitContactName: caller.name,
      submitContactEmail: caller.email,
      engineerFirstName: 'Dana',
      engineerLastName: 'Whitfield',
      engineerEmail: 'dana@acme.example',
      engineerPhone: 'US: 408 555 0100',
      engineerPhoneCountryCode: 'US',
      receiverCompanyId: globex.id,
      receiverDepartmentId: null,
      contactDocumentId: doc.id,
      documentVersionId: doc.versionId,
    });
    const data = await t.deps.db
      .select({
        section: caseCustomerData.section,
        field: caseCustomerData.field,
        value: caseCustomerData.value,
        type: caseCustomerData.type,
      })
      .from(caseCustomerData)
      .where(eq(caseCustomerData.caseId, stored?.id ?? 0))
      .orderBy(caseCustomerData.sortOrder);
    expect(data).toEqual([
      { section: 'common_customer_section', field: 'Customer company', value: 'Northwind Health', type: 'string' },
      { section: 'common_customer_section', field: 'Customer email', value: 'it-ops@northwind.example', type: 'email' },
      { section: 'common_customer_section', field: 'Customer country', value: 'Germany', type: 'db_select' },
      { section: 'contact_section', field: 'Customer phone', value: 'US: 512-555-0142', type: 'phone' },
      { section: 'contact_section', field: 'Customer time zone', value: 'Europe/Berlin', type: 'timezone' },
      { section: 'problem_section', field: 'Array model', value: 'G-1200 prototype', type: 'select' },
      { section: 'problem_section', field: 'Severity', value: 'Sev 1', type: 'select' },
      { section: 'problem_section', field: 'Product and version', value: 'G-OS / 9.2', type: 'tierselect' },
      { section: 'problem_section', field: 'Hotfix level', value: 'HF-3', type: 'tierselect' },
      { section: 'problem_section', field: 'Protocol', value: 'Block', type: 'groupselect' },
      { section: 'problem_section', field: 'LUN ID', value: '12', type: 'string' },
      { section: 'problem_section', field: 'Affected hosts', value: '14', type: 'integer' },
      {
        section: 'problem_section',
        field: 'Diagnostics URL',
        value: 'https://files.acme.example/bundle.tgz',
        type: 'url',
      },
      { section: 'problem_section', field: 'Error log', value: 'iscsid: connection1:0: ping timeout', type: 'text' },
      // The document fixes the hidden value: the 'tampered' one sent is not stored.
      { section: 'problem_section', field: 'Source system', value: 'casebridge', type: 'hidden' },
      { section: 'problem_section', field: 'KB reference', value: 'KB-4411: collect the support bundle', type: 'copy' },
    ]);

    const emails = await t.deps.db.select().from(outboundEmails);
    const sent = emails.filter((e) => !emailsBefore.some((b) => b.id === e.id));
    // The receiver's email, and the submitter's confirmation (issue 24).
    expect(sent.map((e) => e.template).sort()).toEqual(['case_submitted', 'new_receiving_member']);
    const toReceiver = sent.find((e) => e.template === 'new_receiving_member');
    expect(toReceiver?.toAddresses).toEqual([`support@${globex.slug}.test`]);
    const link = /\/case\/([A-Za-z0-9_-]+)\/respond/.exec(toReceiver?.text ?? '')?.[1] ?? '';
    expect(await resolveCaseLink(t.deps.db, link)).toEqual({ caseId: stored?.id, party: 'receiver' });
  });

  it('[C-031] the text typed arrives as text: stored as typed, escaped in the email, never HTML', async () => {
    const summary = '<img src=x onerror=alert(1)> iSCSI drops';
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      problem_summary: summary,
      [keys.log]: '<script>alert(1)</script>',
    });
    const { token } = response.json<CollaborateAnswer>().case;
    const [stored] = await t.deps.db.select().from(cases).where(eq(cases.token, token));
    expect(stored?.summary).toBe(summary);
    const [log] = await t.deps.db
      .select({ value: caseCustomerData.value })
      .from(caseCustomerData)
      .where(eq(caseCustomerData.caseId, stored?.id ?? 0))
      .then((rows) => rows.filter((r) => r.value?.includes('script')));
    expect(log?.value).toBe('<script>alert(1)</script>');
    const [email] = await t.deps.db
      .select()
      .from(outboundEmails)
      .orderBy(outboundEmails.id)
      .then((rows) => rows.slice(-1));
    expect(email?.html).not.toContain('<img src=x');
    expect(email?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('[C-014] an engineer phone is stored "country: number"; none sent, none stored', async () => {
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      phone_number: undefined,
    });
    const [stored] = await t.deps.db
      .select()
      .from(cases)
      .where(eq(cases.token, response.json<CollaborateAnswer>().case.token));
    expect(stored?.engineerPhone).toBeNull();
    const withCountry = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      phone_number: 'DE: +49 30 555 0100',
      phone_country_code: 'DE',
    });
    const [german] = await t.deps.db
      .select()
      .from(cases)
      .where(eq(cases.token, withCountry.json<CollaborateAnswer>().case.token));
    expect(german?.engineerPhone).toBe('DE: +49 30 555 0100');
    expect(german?.engineerPhoneCountryCode).toBe('DE');
  });

  it('[C-015] with update_profile the engineer details become the profile; without it the profile stays', async () => {
    const user = await make.user(acme, { first: 'Robin' });
    const profile = async () =>
      (
        await t.deps.db
          .select({
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
            phoneCountryCode: users.phoneCountryCode,
          })
          .from(users)
          .where(eq(users.id, user.id))
      )[0];
    const before = await profile();
    await collaborate(user, doc.id, { ...standardFields(partner()), ...validValues(keys), update_profile: false });
    expect(await profile()).toEqual(before);

    const response = await collaborate(user, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      first_name: 'Robyn',
      last_name: 'Ng',
      phone_number: 'GB: 020 7946 0000',
      phone_country_code: 'GB',
      update_profile: true,
    });
    expect(response.statusCode).toBe(200);
    // The sign-in email is the account's identity: it stays.
    expect(await profile()).toEqual({
      firstName: 'Robyn',
      lastName: 'Ng',
      email: user.email,
      phone: '020 7946 0000',
      phoneCountryCode: 'GB',
    });
  });

  it('[C-015] a refused submission changes no profile', async () => {
    const user = await make.user(acme, { first: 'Sam' });
    const response = await collaborate(user, doc.id, {
      ...standardFields(partner()),
      first_name: 'Samantha',
      update_profile: true,
    });
    expect(response.statusCode).toBe(422);
    const [row] = await t.deps.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Sam');
  });

  it('[C-027] a sample submission is stored as a sample', async () => {
    const response = await collaborate(caller, doc.id, {
      ...standardFields(partner()),
      ...validValues(keys),
      sample_submission: true,
    });
    expect(response.json<CollaborateAnswer>().case.is_sample).toBe(true);
    const [stored] = await t.deps.db
      .select()
      .from(cases)
      .where(eq(cases.token, response.json<CollaborateAnswer>().case.token));
    expect(stored?.isSample).toBe(true);
  });

  it('[C-031] a case to a department records the department as receiver', async () => {
    const department = await make.department(globex, 'Block Storage Support');
    await t.deps.db.update(departments).set({ contactDocumentId: doc.id }).where(eq(departments.id, department.id));
    const response = await collaborate(caller, doc.id, {
      ...standardFields({ type: 'department', id: department.id }),
      ...validValues(keys),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CollaborateAnswer>().case.department).toBe('Block Storage Support');
    const [stored] = await t.deps.db
      .select()
      .from(cases)
      .where(eq(cases.token, response.json<CollaborateAnswer>().case.token));
    expect(stored?.receiverDepartmentId).toBe(department.id);
    expect(stored?.receiverCompanyId).toBe(globex.id);
  });

  it('[issue 22] a retry with the same Idempotency-Key answers the first case and makes no second; the key with another request is a 409; each user has their own keys', async () => {
    const submit = (user: BuiltUser, key: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/caller/collaborate/${String(doc.id)}`,
        headers: { ...bearer(user.token), 'idempotency-key': key },
        payload,
      });
    const payload = { ...standardFields(partner()), ...validValues(keys), problem_summary: 'Retried over a bad line' };
    const retried = async () =>
      (await casesOf(globex.id)).filter((c) => c.summary === 'Retried over a bad line').map((c) => c.token);
    const emailCount = async () => (await t.deps.db.select({ n: count() }).from(outboundEmails))[0]?.n ?? 0;

    const first = await submit(caller, 'retry-1', payload);
    expect(first.statusCode).toBe(200);
    const answer = first.json<CollaborateAnswer>();
    const emails = await emailCount();
    const again = await submit(caller, 'retry-1', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await retried()).toEqual([answer.case.token]);
    expect(await emailCount()).toBe(emails);

    const other = await submit(caller, 'retry-1', { ...payload, problem_description: 'Another request entirely.' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await retried()).toEqual([answer.case.token]);

    // Two copies at once: one case, both answered with it.
    const [a, b] = await Promise.all([submit(caller, 'retry-2', payload), submit(caller, 'retry-2', payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<CollaborateAnswer>().case.token).toBe(b.json<CollaborateAnswer>().case.token);
    expect(await retried()).toHaveLength(2);

    // Another user's key of the same text is theirs: a case of their own.
    const colleague = await make.user(acme);
    const theirs = await submit(colleague, 'retry-1', payload);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<CollaborateAnswer>().case.token).not.toBe(answer.case.token);
    expect(await retried()).toHaveLength(3);

    const tooLong = await submit(caller, 'k'.repeat(201), payload);
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json<{ errors: object }>().errors)).toEqual(['idempotency-key']);
    expect(await retried()).toHaveLength(3);
  });

  it('a user cannot send a case to its own company (422), and nothing is stored', async () => {
    const colleague = await make.user(globex);
    const response = await collaborate(colleague, doc.id, { ...standardFields(partner()), ...validValues(keys) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { collaborate_entity: [OWN_COMPANY_MESSAGE] } });
    const own = (await getDocuments(colleague, 'company', globex.id)).json<PartnerDocumentsAnswer>();
    expect(own.partner.is_own_company).toBe(true);
    const submitted = await t.deps.db.select().from(cases).where(eq(cases.submitCompanyId, globex.id));
    expect(submitted).toEqual([]);
  });

  it("a process of one company sent as another company's is a 404", async () => {
    const other = await make.company({ name: 'Vandelay' });
    await make.document(other);
    const response = await collaborate(caller, doc.id, {
      ...standardFields({ type: 'company', id: other.id }),
      ...validValues(keys),
    });
    expect(response.statusCode).toBe(404);
    expect(await casesOf(other.id)).toEqual([]);
  });

  it("[C-031] a user of a third company submits its own case; it neither reads the first case nor sees the first company's note", async () => {
    const third = await make.company({ name: 'Initech Third', membershipType: 'elite' });
    await make.group([{ company: third }, { company: globex }]);
    const thirdUser = await make.user(third);
    const first = await collaborate(caller, doc.id, { ...standardFields(partner()), ...validValues(keys) });
    const firstCase = (
      await t.deps.db.select().from(cases).where(eq(cases.token, first.json<CollaborateAnswer>().case.token))
    )[0];
    await t.deps.db
      .insert(documentNotes)
      .values({ companyId: acme.id, contactDocumentId: doc.id, note: '<p>Acme internal: escalate via TAM.</p>' })
      .onConflictDoNothing();

    const seen = (await getDocuments(thirdUser, 'company', globex.id)).json<PartnerDocumentsAnswer>();
    expect(seen.documents.find((d) => d.id === doc.id)?.note).toBeNull();
    const asAcme = (await getDocuments(caller, 'company', globex.id)).json<PartnerDocumentsAnswer>();
    expect(asAcme.documents.find((d) => d.id === doc.id)?.note?.note).toBe('<p>Acme internal: escalate via TAM.</p>');

    const response = await collaborate(thirdUser, doc.id, { ...standardFields(partner()), ...validValues(keys) });
    expect(response.statusCode).toBe(200);
    const [thirdCase] = await t.deps.db
      .select()
      .from(cases)
      .where(eq(cases.token, response.json<CollaborateAnswer>().case.token));
    expect(thirdCase?.submitCompanyId).toBe(third.id);

    const actorOf = (user: BuiltUser) => ({
      userId: user.id,
      firstName: 'x',
      lastName: 'y',
      role: 'caller' as const,
      type: 'basic' as const,
      companyId: user.companyId,
      companySlug: null,
      membershipType: null,
      impersonatorId: null,
      sessionId: '',
    });
    await expect(requireAccess(t.deps.db, actorOf(thirdUser), 'case.read', [firstCase?.id ?? 0])).rejects.toThrow(
      'Case not found.',
    );
    expect(
      (await requireAccess(t.deps.db, actorOf(caller), 'case.read', [firstCase?.id ?? 0])).get(firstCase?.id ?? 0),
    ).toBe('submitter');
    const receiverUser = await make.user(globex);
    expect(
      (await requireAccess(t.deps.db, actorOf(receiverUser), 'case.read', [thirdCase?.id ?? 0])).get(
        thirdCase?.id ?? 0,
      ),
    ).toBe('receiver');
  });
});
