import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  CHANGE_NOTE_MESSAGE,
  DESIGNER_OFF_MESSAGE,
  FORM_CHANGE_SENT_MESSAGE,
  LINKED_LABEL_MESSAGE,
  OPTIONS_MESSAGE,
  SAMPLE_FAILED_MESSAGE,
  SAMPLE_PASSED_MESSAGE,
  FIELD_NOT_FOUND_MESSAGE,
  toFormField,
  type FormChangeRequestsAnswer,
  type FormHistoryAnswer,
  type LibraryField,
  type MemberProcessFormAnswer,
  type ProcessFormAnswer,
} from '@casebridge/contract/process-forms';
import type { RequirementType } from '@casebridge/contract/enums';
import { customKey } from '@casebridge/contract/case-submission';
import { auditLog } from '../src/db/schema/audit.ts';
import { cases } from '../src/db/schema/cases.ts';
import { companies } from '../src/db/schema/companies.ts';
import { documentVersions } from '../src/db/schema/documents.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { changeRequests } from '../src/db/schema/onboarding.ts';
import { REQUIRED_MESSAGE } from '../src/modules/case-submission/check-requirements.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { createLibraryField, placeField } from './process-form-fields.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 25 §5 (ADR 53): a member admin's own processes' forms; the sample submission against a draft; the picker.

let t: TestApp;
let make: ReturnType<typeof builders>;
let network: BuiltSuperAdmin;
let member: BuiltCompany;
let memberAdmin: BuiltUser;
let memberCaller: BuiltUser;
let otherAdmin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  network = await make.superAdmin();
  member = await make.company({ name: 'Designing Member' });
  memberAdmin = await make.user(member, { role: 'business_manager', first: 'Mara' });
  memberCaller = await make.user(member);
  otherAdmin = await make.user(await make.company({ name: 'Other Member' }), { role: 'business_manager' });
});
afterAll(async () => {
  await t.close();
});

const call = (as: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(as.token), ...(payload ? { payload } : {}) });
const formUrl = (documentId: number) => `/admin/company/documents/${String(documentId)}/form`;

const libraryField = (type: RequirementType, label: string): Promise<LibraryField> =>
  createLibraryField(t, network, type, label);

const place = placeField;

const versionCount = async (documentId: number) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(documentVersions)
      .where(eq(documentVersions.contactDocumentId, documentId))
  )[0]?.n;

const setSwitch = (companyId: number, enabled: boolean) =>
  call(network, 'POST', `/super_admin/companies/${String(companyId)}/form_designer`, { enabled });

describe("a member admin's process form", () => {
  it('[issue 25] the admin reads its process form as partners see it, and its history; another company finds none', async () => {
    const doc = await make.document(member, {
      name: 'Member Storage',
      requirements: [{ type: 'string', label: 'Array serial', required: true }],
    });
    const read = await call(memberAdmin, 'GET', formUrl(doc.id));
    expect(read.statusCode).toBe(200);
    const form = read.json<MemberProcessFormAnswer>();
    expect(form.can_design).toBe(false);
    expect(form.document).toMatchObject({ id: doc.id, name: 'Member Storage', company_id: member.id });
    expect(form.fields.map((field) => field.requirement.label)).toEqual(['Array serial']);
    const history = await call(memberAdmin, 'GET', `${formUrl(doc.id)}/versions`);
    expect(history.json<FormHistoryAnswer>().versions.map((version) => version.version_number)).toEqual([1]);
    const version = await call(memberAdmin, 'GET', `${formUrl(doc.id)}/versions/${String(form.version.id)}`);
    expect(version.json<ProcessFormAnswer>().fields).toHaveLength(1);

    // Another company's admin: every route names a process it does not have (404), nothing written.
    for (const [method, url, payload] of [
      ['GET', formUrl(doc.id)],
      ['GET', `${formUrl(doc.id)}/versions`],
      ['GET', `${formUrl(doc.id)}/versions/${String(form.version.id)}`],
      ['POST', `${formUrl(doc.id)}/change_request`, { note: 'Add a field' }],
    ] as const)
      expect((await call(otherAdmin, method, url, payload)).statusCode).toBe(404);
    // A caller of the company is no admin.
    expect((await call(memberCaller, 'GET', formUrl(doc.id))).statusCode).toBe(403);
    // A version of another process, named with this one, is not found.
    const other = await make.document(member);
    const otherVersion = (await call(memberAdmin, 'GET', formUrl(other.id))).json<ProcessFormAnswer>().version.id;
    expect((await call(memberAdmin, 'GET', `${formUrl(doc.id)}/versions/${String(otherVersion)}`)).statusCode).toBe(
      404,
    );
  });

  it("[issue 25] Request a change emails the network team the admin's note with the current version; a bad note is a 422", async () => {
    const doc = await make.document(member, { name: 'Member Tickets' });
    const before = await t.deps.db.select({ n: count() }).from(outboundEmails);
    const empty = await call(memberAdmin, 'POST', `${formUrl(doc.id)}/change_request`, { note: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: { note: [CHANGE_NOTE_MESSAGE] } });
    expect(await t.deps.db.select({ n: count() }).from(outboundEmails)).toEqual(before);

    const sent = await call(memberAdmin, 'POST', `${formUrl(doc.id)}/change_request`, {
      note: 'Please add a <b>firmware version</b> field to the problem section.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: FORM_CHANGE_SENT_MESSAGE, version_number: 1 });
    const [email] = await t.deps.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, 'process_form_change_request'))
      .orderBy(desc(outboundEmails.id))
      .limit(1);
    expect(email?.toAddresses).toEqual([t.deps.config.membershipEmail]);
    expect(email?.subject).toBe('Form change request: Member Tickets (version 1) from Designing Member');
    expect(email?.text).toContain(`${memberAdmin.name} (${memberAdmin.email}) of Designing Member`);
    expect(email?.text).toContain(
      `/super_admin/companies/${String(member.id)}/documents/${String(doc.id)}/edit/ticket`,
    );
    expect(email?.html).toContain('&lt;b&gt;firmware version&lt;/b&gt;');
    const [request] = await t.deps.db.select().from(changeRequests).where(eq(changeRequests.contactDocumentId, doc.id));
    const [current] = await t.deps.db
      .select({ id: documentVersions.id })
      .from(documentVersions)
      .where(eq(documentVersions.contactDocumentId, doc.id));
    expect(request).toMatchObject({
      companyId: member.id,
      userId: memberAdmin.id,
      changeType: 'process_form',
      documentVersionId: current?.id,
    });
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'process.form.change_request'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorUserId: memberAdmin.id, companyId: member.id });
  });

  it('[issue 25] the console lists the form change requests newest first (company, process, version, note, sender, date), not the company change requests', async () => {
    const first = await make.document(member, { name: 'Member Escalations' });
    const listing = await make.company({ name: 'Listing Member' });
    const other = await make.document(listing, { name: 'Listing Tickets' });
    const otherAdminOfIt = await make.user(listing, { role: 'business_manager', first: 'Lena' });
    expect(
      (await call(memberAdmin, 'POST', `${formUrl(first.id)}/change_request`, { note: 'First note' })).statusCode,
    ).toBe(200);
    expect(
      (await call(otherAdminOfIt, 'POST', `${formUrl(other.id)}/change_request`, { note: 'Second note' })).statusCode,
    ).toBe(200);
    await t.deps.db
      .insert(changeRequests)
      .values({ companyId: member.id, changeType: 'company', changes: 'Not a form' });

    const listed = await call(network, 'GET', '/super_admin/form_change_requests');
    expect(listed.statusCode).toBe(200);
    const { requests } = listed.json<FormChangeRequestsAnswer>();
    expect(requests.map((request) => request.note)).not.toContain('Not a form');
    expect(requests.slice(0, 2)).toEqual([
      {
        id: expect.any(Number) as number,
        company: { id: listing.id, name: 'Listing Member' },
        process: { id: other.id, name: 'Listing Tickets' },
        process_type: 'ticket',
        version_number: 1,
        note: 'Second note',
        sent_by: `${otherAdminOfIt.name} (${otherAdminOfIt.email})`,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      },
      expect.objectContaining({
        company: { id: member.id, name: 'Designing Member' },
        process: { id: first.id, name: 'Member Escalations' },
        note: 'First note',
        sent_by: `${memberAdmin.name} (${memberAdmin.email})`,
      }),
    ]);
  });

  it('[issue 25] the designer is off until the network turns it on for the company (audited); then the admin saves versions checked as the console checks them', async () => {
    const serial = await libraryField('string', 'Member serial');
    const component = await libraryField('tierselect', 'Member component');
    const doc = await make.document(member, { name: 'Member Designed' });
    const loaded = (await call(memberAdmin, 'GET', formUrl(doc.id))).json<MemberProcessFormAnswer>();
    const body = { base_version_id: loaded.version.id, fields: [place(serial, { required: true })] };

    // Off: the save, the restore and the library are refused with the reason; nothing is written.
    const off = await call(memberAdmin, 'POST', formUrl(doc.id), body);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ error: DESIGNER_OFF_MESSAGE });
    expect((await call(memberAdmin, 'GET', '/admin/company/requirements')).statusCode).toBe(403);
    expect(
      (await call(memberAdmin, 'POST', `${formUrl(doc.id)}/versions/${String(loaded.version.id)}/restore`)).statusCode,
    ).toBe(403);
    expect(await versionCount(doc.id)).toBe(1);

    // The switch: super admins only, an unknown company is 404, the change is audited and the console reads it.
    expect(
      (await call(memberAdmin, 'POST', `/super_admin/companies/${String(member.id)}/form_designer`, { enabled: true }))
        .statusCode,
    ).toBe(403);
    expect((await setSwitch(2_147_483_647, true)).statusCode).toBe(404);
    const on = await setSwitch(member.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true });
    const [stored] = await t.deps.db
      .select({ formDesigner: companies.formDesigner })
      .from(companies)
      .where(eq(companies.id, member.id));
    expect(stored?.formDesigner).toBe(true);
    const console = await call(network, 'GET', `/super_admin/companies/${String(member.id)}`);
    expect(console.json<{ company: { form_designer: boolean } }>().company.form_designer).toBe(true);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.form_designer'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorUserId: network.id, companyId: member.id, details: { enabled: true } });
    expect((await call(memberAdmin, 'GET', formUrl(doc.id))).json<MemberProcessFormAnswer>().can_design).toBe(true);
    const library = await call(memberAdmin, 'GET', '/admin/company/requirements');
    expect(library.statusCode).toBe(200);

    // The server's checks are the console's: a tier select with no options, a linked field without a label, a
    // field of no library; the field map, nothing saved.
    const bad = await call(memberAdmin, 'POST', formUrl(doc.id), {
      base_version_id: loaded.version.id,
      fields: [
        place(component, {
          options: [{ value: 'Controller', sub_options: ['Firmware'], linked_required: ['Firmware'] }],
        }),
        place(serial, { options: [] }),
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { 'fields.0.additional_settings.linked_label': [LINKED_LABEL_MESSAGE] } });
    const empty = await call(memberAdmin, 'POST', formUrl(doc.id), {
      base_version_id: loaded.version.id,
      fields: [place(component, { options: [] })],
    });
    expect(empty.json()).toEqual({ errors: { 'fields.0.options': [OPTIONS_MESSAGE] } });
    const unknown = await call(memberAdmin, 'POST', formUrl(doc.id), {
      base_version_id: loaded.version.id,
      fields: [{ ...place(serial), requirement_id: 2_147_483_647 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { 'fields.0.requirement_id': [FIELD_NOT_FOUND_MESSAGE] } });
    expect(await versionCount(doc.id)).toBe(1);

    // A good save is version 2, saved by the admin; the history says so; a restore of version 1 is version 3.
    const saved = await call(memberAdmin, 'POST', formUrl(doc.id), body);
    expect(saved.statusCode).toBe(200);
    const form = saved.json<{ form: ProcessFormAnswer }>().form;
    expect(form.version).toMatchObject({ version_number: 2, created_by: memberAdmin.name });
    expect(form.fields.map(toFormField)).toMatchObject([{ requirement_id: serial.id, required: true }]);
    const history = (await call(memberAdmin, 'GET', `${formUrl(doc.id)}/versions`)).json<FormHistoryAnswer>();
    expect(history.versions[0]).toMatchObject({
      version_number: 2,
      created_by: memberAdmin.name,
      changes: [{ requirement_id: serial.id, change: 'added' }],
    });
    const restored = await call(
      memberAdmin,
      'POST',
      `${formUrl(doc.id)}/versions/${String(loaded.version.id)}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ form: ProcessFormAnswer }>().form).toMatchObject({
      version: { version_number: 3, created_by: memberAdmin.name },
      fields: [],
    });

    // The switch is per company: another company's admin finds none of this process, switch off or on.
    expect((await call(otherAdmin, 'POST', formUrl(doc.id), body)).statusCode).toBe(404);
    const otherCompanyId = (
      await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Other Member'))
    )[0]?.id;
    await setSwitch(otherCompanyId ?? 0, true);
    expect((await call(otherAdmin, 'POST', formUrl(doc.id), body)).statusCode).toBe(404);
    expect(
      (await call(otherAdmin, 'POST', `${formUrl(doc.id)}/versions/${String(loaded.version.id)}/restore`)).statusCode,
    ).toBe(404);
    expect(await versionCount(doc.id)).toBe(3);

    // Turned off again: the designer closes.
    await setSwitch(member.id, false);
    expect((await call(memberAdmin, 'POST', formUrl(doc.id), body)).statusCode).toBe(403);
  });
});

describe('the sample submission against a draft', () => {
  it('[issue 25] the preview values are checked as a submission checks them, on the draft, without a case or a version', async () => {
    const model = await libraryField('select', 'Sample model');
    const component = await libraryField('tierselect', 'Sample component');
    const draft = [
      place(model, { required: true, options: ['G-500', 'G-900'] }),
      place(component, {
        required: true,
        options: [{ value: 'Controller', sub_options: ['Firmware', 'Hardware'], linked_required: ['Firmware'] }],
        additional_settings: { linked_label: 'Firmware version' },
      }),
    ];
    const casesBefore = await t.deps.db.select({ n: count() }).from(cases);
    const versionsBefore = await t.deps.db.select({ n: count() }).from(documentVersions);

    for (const [as, url] of [
      [network, '/super_admin/process_forms/sample'],
      [memberAdmin, '/admin/company/process_forms/sample'],
    ] as const) {
      const failing = await call(as, 'POST', url, {
        fields: draft,
        values: {
          [customKey(model.id)]: '',
          [customKey(component.id)]: { value: 'Controller', sub_option: 'Firmware', linked: '' },
        },
      });
      expect(failing.statusCode).toBe(422);
      const errors = failing.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors[customKey(model.id)]).toEqual([REQUIRED_MESSAGE]);
      expect(Object.keys(errors).some((key) => key.startsWith(customKey(component.id)))).toBe(true);

      const passing = await call(as, 'POST', url, {
        fields: draft,
        values: {
          [customKey(model.id)]: 'G-900',
          [customKey(component.id)]: { value: 'Controller', sub_option: 'Firmware', linked: '9.2.1' },
        },
      });
      expect(passing.statusCode).toBe(200);
      expect(passing.json()).toEqual({ message: SAMPLE_PASSED_MESSAGE });

      // A bad draft is judged as a save judges it: the field map under fields.
      const badDraft = await call(as, 'POST', url, { fields: [place(component, { options: [] })], values: {} });
      expect(badDraft.statusCode).toBe(422);
      expect(badDraft.json()).toEqual({ errors: { 'fields.0.options': [OPTIONS_MESSAGE] } });
    }
    expect(SAMPLE_FAILED_MESSAGE).toContain('No case was created');
    expect(await t.deps.db.select({ n: count() }).from(cases)).toEqual(casesBefore);
    expect(await t.deps.db.select({ n: count() }).from(documentVersions)).toEqual(versionsBefore);
    expect(
      (await call(memberCaller, 'POST', '/admin/company/process_forms/sample', { fields: [], values: {} })).statusCode,
    ).toBe(403);
    expect(
      (await call(memberAdmin, 'POST', '/super_admin/process_forms/sample', { fields: [], values: {} })).statusCode,
    ).toBe(403);
  });
});

describe('the copy picker', () => {
  it("[issue 25] the network's processes with a form are found by their name or their company's, not a parent chooser", async () => {
    const vendor = await make.company({ name: 'Picker Vendor' });
    const storage = await make.document(vendor, { name: 'Picker Storage Escalation' });
    const parent = await make.document(vendor, { name: 'Picker Chooser', type: 'parent', parentOptionName: 'Which?' });
    const byName = await call(network, 'GET', '/super_admin/process_forms?search=storage%20escal');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      processes: [{ id: storage.id, name: 'Picker Storage Escalation', company_name: 'Picker Vendor' }],
    });
    const byCompany = await call(network, 'GET', '/super_admin/process_forms?search=PICKER%20vendor');
    const ids = byCompany.json<{ processes: { id: number }[] }>().processes.map((row) => row.id);
    expect(ids).toContain(storage.id);
    expect(ids).not.toContain(parent.id);
    // A LIKE wildcard is a character like any other.
    expect((await call(network, 'GET', '/super_admin/process_forms?search=%25')).json()).toEqual({ processes: [] });
    expect((await call(memberAdmin, 'GET', '/super_admin/process_forms')).statusCode).toBe(403);
  });
});
