import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  FIELD_RETIRED_MESSAGE,
  FIELD_TYPE_MISMATCH_MESSAGE,
  GROUP_EMPTY_MESSAGE,
  GROUP_UNKNOWN_MESSAGE,
  LINKED_LABEL_MESSAGE,
  NO_FORM_MESSAGE,
  OPTIONS_MESSAGE,
  STALE_FORM_MESSAGE,
  TYPE_FIXED_MESSAGE,
  DB_SOURCE_MESSAGE,
  HIDDEN_VALUE_MESSAGE,
  toFormField,
  type FormFieldInput,
  type FormHistoryAnswer,
  type LibraryAnswer,
  type LibraryField,
  type ProcessFormAnswer,
} from '@casebridge/contract/process-forms';
import type { RequirementType } from '@casebridge/contract/enums';
import { customKey, type CollaborateAnswer } from '@casebridge/contract/case-submission';
import { auditLog } from '../src/db/schema/audit.ts';
import { caseCustomerData, cases } from '../src/db/schema/cases.ts';
import { documentRequirements, documentVersions } from '../src/db/schema/documents.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { createLibraryField, placeField } from './process-form-fields.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 25 (ADR 46): the network's field library and the process form designer's API.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let partner: BuiltCompany;
let caller: BuiltUser;
let germanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  partner = await make.company({ name: 'Form Partner' });
  const member = await make.company({ name: 'Form Member' });
  caller = await make.user(member);
  await make.group([{ company: partner }, { company: member }]);
  germanyId = await make.country('DE');
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object, as: { token: string } = admin) =>
  t.app.inject({ method, url: `/api/super_admin${url}`, headers: bearer(as.token), ...(payload ? { payload } : {}) });
const formUrl = (documentId: number) => `/contact_documents/${String(documentId)}/form`;
const versionCount = async (documentId: number) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(documentVersions)
      .where(eq(documentVersions.contactDocumentId, documentId))
  )[0]?.n;

const libraryField = (type: RequirementType, label: string): Promise<LibraryField> =>
  createLibraryField(t, admin, type, label);

const place = placeField;

/** One field of each of the thirteen types: a tier tree with a linked field, a group shown by a choice. */
async function everyTypeForm(): Promise<FormFieldInput[]> {
  const f = async (type: RequirementType, label: string) => libraryField(type, label);
  return [
    place(await f('string', 'Customer company'), { section: 'common_customer_section', required: true }),
    place(await f('email', 'Customer email'), { section: 'common_customer_section' }),
    place(await f('db_select', 'Customer country'), {
      section: 'common_customer_section',
      options: { model: 'countries', foreign_key: 'id' },
    }),
    place(await f('timezone', 'Customer time zone'), { section: 'common_customer_section' }),
    place(await f('phone', 'Site phone'), { section: 'contact_section' }),
    place(await f('url', 'Status page'), { section: 'contact_section' }),
    place(await f('select', 'Array model'), { required: true, options: ['G-500', 'G-900'] }),
    place(await f('tierselect', 'Component'), {
      required: true,
      options: [
        { value: 'Controller', sub_options: ['Firmware', 'Hardware'], linked_required: ['Firmware'] },
        { value: 'Shelf', sub_options: [], linked_required: [] },
      ],
      additional_settings: { linked_label: 'Firmware version' },
    }),
    place(await f('groupselect', 'Protocol'), {
      options: ['iSCSI', 'FC'],
      additional_settings: { groups: { iSCSI: ['iscsi'], FC: [] } },
    }),
    place(await f('integer', 'Initiator count'), { group: 'iscsi', required: true }),
    place(await f('text', 'Logs excerpt')),
    place(await f('hidden', 'Source'), { options: 'designer' }),
    place(await f('copy', 'KB reference'), { options: 'KB-1234' }),
  ];
}

describe('the field library', () => {
  it('[issue 25] a super admin creates, lists, edits and retires fields; a retired field stays on the versions using it', async () => {
    const field = await libraryField('string', 'Array serial');
    expect(field).toMatchObject({ type: 'string', label: 'Array serial', help_hint: 'Hint', retired: false });

    const edited = await inject('POST', `/requirements/${String(field.id)}`, {
      type: 'string',
      label: 'Array serial number',
      code_label: 'array_serial',
      help_hint: 'On the back label',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ field: LibraryField }>().field).toMatchObject({
      label: 'Array serial number',
      code_label: 'array_serial',
    });

    const doc = await make.document(partner);
    const saved = await inject('POST', formUrl(doc.id), {
      fields: [place({ ...field, label: 'x' })],
      base_version_id: null,
    });
    expect(saved.statusCode).toBe(200);

    // Its type is fixed once a version places it.
    const retyped = await inject('POST', `/requirements/${String(field.id)}`, { type: 'text', label: 'Array serial' });
    expect(retyped.statusCode).toBe(422);
    expect(retyped.json()).toMatchObject({ errors: { type: [TYPE_FIXED_MESSAGE] } });

    const retired = await inject('POST', `/requirements/${String(field.id)}/retire`, { retired: true });
    expect(retired.json<{ field: LibraryField }>().field).toMatchObject({ retired: true, used_by_versions: 1 });
    const list = (await inject('GET', '/requirements')).json<LibraryAnswer>().fields;
    expect(list.find((row) => row.id === field.id)).toMatchObject({ retired: true });

    // The form that has it saves again with it; another form cannot add it.
    const form = (await inject('GET', formUrl(doc.id))).json<ProcessFormAnswer>();
    const again = await inject('POST', formUrl(doc.id), {
      fields: form.fields.map(toFormField),
      base_version_id: form.version.id,
    });
    expect(again.statusCode).toBe(200);
    const other = await make.document(partner);
    const refused = await inject('POST', formUrl(other.id), { fields: [place(field)], base_version_id: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { 'fields.0.requirement_id': [FIELD_RETIRED_MESSAGE] } });
  });

  it('[issue 25] a bad field is a 422 on its control; an unknown field is a 404', async () => {
    const bad = await inject('POST', '/requirements/0', { type: 'colour', label: ' ', code_label: 'Bad Label' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['code_label', 'label', 'type']);
    expect((await inject('POST', '/requirements/2147483647', { type: 'string', label: 'X' })).statusCode).toBe(404);
    expect((await inject('POST', '/requirements/2147483647/retire', { retired: true })).statusCode).toBe(404);
  });
});

describe("a process's form", () => {
  it('[issue 25] a form of the thirteen types saves as the next version, and a case sent on it holds each value', async () => {
    const doc = await make.document(partner, { name: 'Designed Storage' });
    const fields = await everyTypeForm();
    const before = (await inject('GET', formUrl(doc.id))).json<ProcessFormAnswer>();
    expect(before.fields).toEqual([]);
    const saved = await inject('POST', formUrl(doc.id), { fields, base_version_id: before.version.id });
    expect(saved.statusCode).toBe(200);
    const form = saved.json<{ form: ProcessFormAnswer }>().form;
    expect(form.version.version_number).toBe(2);
    expect(form.version.created_by).not.toBeNull();
    expect(form.fields.map((field) => field.requirement.type).sort()).toEqual(
      [
        'copy',
        'db_select',
        'email',
        'groupselect',
        'hidden',
        'integer',
        'phone',
        'select',
        'string',
        'text',
        'tierselect',
        'timezone',
        'url',
      ].sort(),
    );
    const [audit] = await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'process.form.save', companyId: partner.id });

    const key = (label: string) =>
      customKey(fields.find((field) => field.requirement.label === label)?.requirement_id ?? 0);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/caller/collaborate/${String(doc.id)}`,
      headers: bearer(caller.token),
      payload: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana@member.example',
        phone_number: 'US: 408 555 0100',
        phone_country_code: 'US',
        internal_case_number: 'MEM-1',
        problem_summary: 'Paths drop',
        problem_description: 'Since the upgrade.',
        case_priority: 'high',
        update_profile: false,
        collaborate_type: 'company',
        collaborate_entity: partner.id,
        sample_submission: false,
        force_required_fields: true,
        [key('Customer company')]: 'Northwind',
        [key('Customer email')]: 'ops@northwind.example',
        [key('Customer country')]: String(germanyId),
        [key('Customer time zone')]: 'Europe/Berlin',
        [key('Site phone')]: 'US: 512 555 0142',
        [key('Status page')]: 'https://status.northwind.example',
        [key('Array model')]: 'G-900',
        [key('Component')]: { value: 'Controller', sub_option: 'Firmware', linked: '9.2.1' },
        [key('Protocol')]: 'iSCSI',
        [key('Initiator count')]: '12',
        [key('Logs excerpt')]: 'iscsi timeout',
      },
    });
    expect(sent.statusCode).toBe(200);
    const token = sent.json<CollaborateAnswer>().case.token;
    const [row] = await t.deps.db.select().from(cases).where(eq(cases.token, token));
    expect(row?.documentVersionId).toBe(form.version.id);
    const data = await t.deps.db
      .select({ field: caseCustomerData.field, value: caseCustomerData.value })
      .from(caseCustomerData)
      .where(eq(caseCustomerData.caseId, row?.id ?? 0))
      .orderBy(asc(caseCustomerData.sortOrder));
    expect(Object.fromEntries(data.map((d) => [d.field, d.value]))).toEqual({
      'Customer company': 'Northwind',
      'Customer email': 'ops@northwind.example',
      'Customer country': 'Germany',
      'Customer time zone': 'Europe/Berlin',
      'Site phone': 'US: 512 555 0142',
      'Status page': 'https://status.northwind.example',
      'Array model': 'G-900',
      Component: 'Controller / Firmware',
      'Firmware version': '9.2.1',
      Protocol: 'iSCSI',
      'Initiator count': '12',
      'Logs excerpt': 'iscsi timeout',
      Source: 'designer',
      'KB reference': 'KB-1234',
    });

    // A third version drops a field; the case keeps version 2 and its fields.
    const third = await inject('POST', formUrl(doc.id), { fields: fields.slice(1), base_version_id: form.version.id });
    expect(third.json<{ form: ProcessFormAnswer }>().form.version.version_number).toBe(3);
    const [still] = await t.deps.db.select().from(cases).where(eq(cases.token, token));
    expect(still?.documentVersionId).toBe(form.version.id);
    const kept = await t.deps.db
      .select({ n: count() })
      .from(documentRequirements)
      .where(eq(documentRequirements.versionId, form.version.id));
    expect(kept[0]?.n).toBe(13);
  });

  it('[issue 25] every setting is checked like a submission: 422 with the field map, nothing saved', async () => {
    const doc = await make.document(partner);
    const tier = await libraryField('tierselect', 'Tier');
    const group = await libraryField('groupselect', 'Group chooser');
    const grouped = await libraryField('string', 'In a group');
    const db = await libraryField('db_select', 'A list');
    const hidden = await libraryField('hidden', 'Hidden');
    const versions = await versionCount(doc.id);

    const noOptions = await inject('POST', formUrl(doc.id), { fields: [place(tier)], base_version_id: null });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json()).toMatchObject({ errors: { 'fields.0.options': [OPTIONS_MESSAGE] } });

    const noLabel = await inject('POST', formUrl(doc.id), {
      fields: [
        place(tier, { options: [{ value: 'A', sub_options: ['a1'], linked_required: ['a1'] }] }),
        place(group, { options: ['One'], additional_settings: { groups: { One: ['empty'] } } }),
        place(grouped, { group: 'nowhere' }),
        place(db, { options: { model: 'users', foreign_key: 'password' } }),
        place(hidden),
      ],
      base_version_id: null,
    });
    expect(noLabel.statusCode).toBe(422);
    const errors = noLabel.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['fields.0.additional_settings.linked_label']).toEqual([LINKED_LABEL_MESSAGE]);
    expect(errors['fields.1.additional_settings.groups']).toEqual([`${GROUP_EMPTY_MESSAGE} (empty)`]);
    expect(errors['fields.2.group']).toEqual([GROUP_UNKNOWN_MESSAGE]);
    expect(errors['fields.3.options']).toEqual([DB_SOURCE_MESSAGE]);
    expect(errors['fields.4.options']).toEqual([HIDDEN_VALUE_MESSAGE]);

    // The library's type is the truth: a field sent as another type is refused.
    const mismatch = await inject('POST', formUrl(doc.id), {
      fields: [place({ ...grouped, type: 'text' })],
      base_version_id: null,
    });
    expect(mismatch.json()).toMatchObject({ errors: { 'fields.0.requirement_id': [FIELD_TYPE_MISMATCH_MESSAGE] } });
    const unknown = await inject('POST', formUrl(doc.id), {
      fields: [place({ ...grouped, id: 2147483647 })],
      base_version_id: null,
    });
    expect(unknown.statusCode).toBe(422);
    expect(await versionCount(doc.id)).toBe(versions);
  });

  it('[issue 25] a save over a version saved since is a 409; a process with no case form and an unknown one are refused', async () => {
    const doc = await make.document(partner);
    const field = await libraryField('string', 'Stale field');
    const opened = (await inject('GET', formUrl(doc.id))).json<ProcessFormAnswer>();
    expect((await inject('POST', formUrl(doc.id), { fields: [], base_version_id: opened.version.id })).statusCode).toBe(
      200,
    );
    const stale = await inject('POST', formUrl(doc.id), { fields: [place(field)], base_version_id: opened.version.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_FORM_MESSAGE });

    const parent = await make.document(partner, { type: 'parent', parentOptionName: 'Which?' });
    const none = await inject('GET', formUrl(parent.id));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: NO_FORM_MESSAGE });
    expect((await inject('GET', formUrl(2147483647))).statusCode).toBe(404);
    const other = await make.document(partner);
    expect((await inject('GET', `${formUrl(doc.id)}/versions/${String(other.versionId)}`)).statusCode).toBe(404);
    expect((await inject('POST', `${formUrl(doc.id)}/versions/${String(other.versionId)}/restore`)).statusCode).toBe(
      404,
    );
  });

  it('[issue 25] the history shows who saved each version and its changes; a version restores as the next one', async () => {
    const doc = await make.document(partner);
    const a = await libraryField('string', 'Field A');
    const b = await libraryField('select', 'Field B');
    const first = await inject('POST', formUrl(doc.id), {
      fields: [place(a), place(b, { options: ['x'] })],
      base_version_id: doc.versionId,
    });
    const v2 = first.json<{ form: ProcessFormAnswer }>().form.version;
    const second = await inject('POST', formUrl(doc.id), {
      fields: [place(b, { options: ['x', 'y'], required: true })],
      base_version_id: v2.id,
    });
    expect(second.statusCode).toBe(200);

    const history = (await inject('GET', `${formUrl(doc.id)}/versions`)).json<FormHistoryAnswer>().versions;
    expect(history.map((version) => version.version_number)).toEqual([3, 2, 1]);
    expect(history[0]?.created_by).not.toBeNull();
    expect(history[0]?.changes).toEqual([
      { requirement_id: b.id, label: 'Field B', change: 'changed', details: ['order', 'now required', 'options'] },
      { requirement_id: a.id, label: 'Field A', change: 'removed', details: [] },
    ]);
    expect(history[1]?.changes.map((change) => change.change)).toEqual(['added', 'added']);

    const old = (await inject('GET', `${formUrl(doc.id)}/versions/${String(v2.id)}`)).json<ProcessFormAnswer>();
    expect(old.fields.map((field) => field.requirement.label)).toEqual(['Field A', 'Field B']);
    const restored = await inject('POST', `${formUrl(doc.id)}/versions/${String(v2.id)}/restore`);
    expect(restored.statusCode).toBe(200);
    const now = restored.json<{ form: ProcessFormAnswer }>().form;
    expect(now.version.version_number).toBe(4);
    expect(now.fields.map(toFormField)).toEqual(old.fields.map(toFormField));
  });
});
