import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import type { SuperAdminDepartmentsAnswer } from '@casebridge/contract/super-admin-companies';
import {
  DEPARTMENT_GROUP_MESSAGE,
  DEPARTMENT_NAME_MESSAGE,
  DEPARTMENT_NOT_FOUND_MESSAGE,
  DEPARTMENT_PROCESS_MESSAGE,
  DEPARTMENT_SAVED_MESSAGE,
  DEPARTMENT_STATUS_MESSAGE,
  type DepartmentSavedAnswer,
} from '@casebridge/contract/super-admin-departments';
import { auditLog } from '../src/db/schema/audit.ts';
import { cases } from '../src/db/schema/cases.ts';
import { departments } from '../src/db/schema/departments.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// S-022..S-024: the console's departments screen: a row saved at a time, a department deleted.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let acmeAdmin: BuiltUser;
let acmeProcess: BuiltDocument;
let globexProcess: BuiltDocument;
let acmeGroup: { id: number };
let otherGroup: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Departments' });
  globex = await make.company({ name: 'Globex Departments' });
  acmeAdmin = await make.user(acme, { role: 'business_manager' });
  acmeProcess = await make.document(acme, { name: 'Acme Storage Process' });
  globexProcess = await make.document(globex, { name: 'Globex Process' });
  acmeGroup = await make.group([{ company: acme }, { company: globex }]);
  otherGroup = await make.group([{ company: globex }]);
});
afterAll(async () => {
  await t.close();
});

const save = (as: { token: string }, companyId: number, departmentId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/super_admin/companies/${String(companyId)}/departments/${String(departmentId)}`,
    headers: bearer(as.token),
    payload,
  });
const get = (as: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
const lastAudit = async () => (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('the departments screen (S-022..S-024)', () => {
  it('[S-022] [S-023] adds a department with its group and process, changes it, and the list shows it', async () => {
    const added = await save(admin, acme.id, 0, {
      name: ' Block Storage ',
      description: 'Arrays and SAN',
      community_id: acmeGroup.id,
      contact_document_id: acmeProcess.id,
      status: 'active',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { message, department } = added.json<DepartmentSavedAnswer>();
    expect(message).toBe(DEPARTMENT_SAVED_MESSAGE);
    expect(department).toMatchObject({
      name: 'Block Storage',
      description: 'Arrays and SAN',
      community_id: acmeGroup.id,
      contact_document_id: acmeProcess.id,
      contact_document_name: 'Acme Storage Process',
      status: 'active',
    });
    expect(await lastAudit()).toMatchObject({ action: 'department.create', actorUserId: admin.id, companyId: acme.id });

    const changed = await save(admin, acme.id, department.id, {
      name: 'Block Storage',
      description: '',
      community_id: null,
      contact_document_id: 0,
      status: 'inactive',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<DepartmentSavedAnswer>().department).toMatchObject({
      id: department.id,
      description: null,
      community_id: null,
      contact_document_id: null,
      status: 'inactive',
    });
    const all = await get(admin, `/api/super_admin/companies/${String(acme.id)}/departments/all`);
    expect(all.json<SuperAdminDepartmentsAnswer>().departments.map((d) => [d.name, d.status])).toContainEqual([
      'Block Storage',
      'inactive',
    ]);
    const active = await get(admin, `/api/super_admin/companies/${String(acme.id)}/departments`);
    expect(active.json<SuperAdminDepartmentsAnswer>().departments.map((d) => d.id)).not.toContain(department.id);
  });

  it('[S-023] field errors for the name, status, a group the company is not in and another company’s process; nothing saved', async () => {
    const before = await t.deps.db.select().from(departments).where(eq(departments.companyId, acme.id));
    const refused = await save(admin, acme.id, 0, {
      name: '  ',
      community_id: otherGroup.id,
      contact_document_id: globexProcess.id,
      status: 'archived',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: [DEPARTMENT_NAME_MESSAGE],
      status: [DEPARTMENT_STATUS_MESSAGE],
    });
    const wrongChoices = await save(admin, acme.id, 0, {
      name: 'Networking',
      community_id: otherGroup.id,
      contact_document_id: globexProcess.id,
    });
    expect(wrongChoices.statusCode).toBe(422);
    expect(wrongChoices.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      community_id: [DEPARTMENT_GROUP_MESSAGE],
      contact_document_id: [DEPARTMENT_PROCESS_MESSAGE],
    });
    expect(await t.deps.db.select().from(departments).where(eq(departments.companyId, acme.id))).toEqual(before);
  });

  it('[S-023] a department of another company, or of no company, is not found; a member admin is refused', async () => {
    const globexDepartment = await make.department(globex, 'Globex Arrays');
    const foreign = await save(admin, acme.id, globexDepartment.id, { name: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: DEPARTMENT_NOT_FOUND_MESSAGE });
    expect((await save(admin, 2_147_483_647, 0, { name: 'Nowhere' })).statusCode).toBe(404);
    const member = await save(acmeAdmin, acme.id, 0, { name: 'Sneaky' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: NO_ACCESS_MESSAGE });
    const [kept] = await t.deps.db.select().from(departments).where(eq(departments.id, globexDepartment.id));
    expect(kept?.name).toBe('Globex Arrays');
  });

  it('[S-024] deleting a department keeps its cases with their company; again is 404; a member admin may not', async () => {
    const doomed = await make.department(acme, 'Legacy Tape');
    const caller = await make.user(globex);
    const sent = await make.case(caller, acmeProcess, { departmentId: doomed.id });
    expect((await get(acmeAdmin, `/api/super_admin/departments/${String(doomed.id)}/delete`)).statusCode).toBe(403);

    const deleted = await get(admin, `/api/super_admin/departments/${String(doomed.id)}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The Legacy Tape department was deleted.' });
    expect(await t.deps.db.select().from(departments).where(eq(departments.id, doomed.id))).toEqual([]);
    const [kept] = await t.deps.db.select().from(cases).where(eq(cases.id, sent.id));
    expect(kept).toMatchObject({ receiverCompanyId: acme.id, receiverDepartmentId: null });
    expect(await lastAudit()).toMatchObject({ action: 'department.delete', actorUserId: admin.id, companyId: acme.id });
    expect((await get(admin, `/api/super_admin/departments/${String(doomed.id)}/delete`)).statusCode).toBe(404);
  });
});
