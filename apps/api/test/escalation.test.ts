import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import type { CaseDetailsAnswer } from '@casebridge/contract/cases';
import { CASE_DELETED_MESSAGE, type EscalationQueueAnswer } from '@casebridge/contract/escalation';
import type { CompanySearchAnswer, UserSearchAnswer } from '@casebridge/contract/super-admin-users';
import { auditLog } from '../src/db/schema/audit.ts';
import { caseFiles, cases } from '../src/db/schema/cases.ts';
import {
  builders,
  type BuiltCase,
  type BuiltCompany,
  type BuiltDocument,
  type BuiltSuperAdmin,
  type BuiltUser,
} from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { xlsxAnswer } from './xlsx-file.ts';

// S-001, S-004..S-007: the super admin dashboard's searches and escalation table.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let caller: BuiltUser;
let globexUser: BuiltUser;
let globexDoc: BuiltDocument;
const HOUR = 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Escalation' });
  globex = await make.company({ name: 'Globex Escalation' });
  caller = await make.user(acme, { first: 'Quentin' });
  globexUser = await make.user(globex);
  globexDoc = await make.document(globex, { name: 'Globex Escalation Process' });
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function queue(filter: string, query = '') {
  const response = await get(admin.token, `/api/super_admin/escalation/queue/${filter}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EscalationQueueAnswer>();
}

async function aged(c: BuiltCase, hoursAgo: number) {
  await t.deps.db
    .update(cases)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(cases.id, c.id));
}

describe('the escalation table (S-004..S-007)', () => {
  it('[S-004] [S-005] open, late and all-10: the network’s cases with their companies, priority, status and process', async () => {
    const fresh = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-FRESH' });
    const late = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-LATE' });
    const accepted = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-DONE', history: ['accept'] });
    const old = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-OLD', history: ['accept'] });
    await aged(fresh, 2);
    await aged(late, 30);
    await aged(accepted, 5);
    await aged(old, 24 * 11);
    const numbers = (answer: EscalationQueueAnswer) => answer.data.map((row) => row.internal_case_number);

    const open = await queue('open', 'q=ESC-');
    expect(numbers(open)).toEqual(['ESC-FRESH', 'ESC-LATE']);
    expect(open.data[0]).toEqual({
      id: fresh.id,
      token: fresh.token,
      network_case_number: expect.stringMatching(/^CB-\d{4}-\d{6}$/) as string,
      internal_case_number: 'ESC-FRESH',
      company: 'Acme Escalation',
      receiver: 'Globex Escalation',
      priority: 'medium',
      created_at: expect.any(String) as string,
      status: 'open',
      document: 'Globex Escalation Process',
    });
    expect(numbers(await queue('late', 'q=ESC-'))).toEqual(['ESC-LATE']);
    expect(numbers(await queue('all-10', 'q=ESC-'))).toEqual(['ESC-FRESH', 'ESC-DONE', 'ESC-LATE']);
    expect(numbers(await queue('all-10', 'q=ESC-&dir=asc'))).toEqual(['ESC-LATE', 'ESC-DONE', 'ESC-FRESH']);
    // q also finds a case by either company's name; pages of the size asked.
    const firstTwo = await queue('all-10', 'q=globex%20escalation&limit=2');
    const byName = await queue('all-10', `q=globex%20escalation&limit=2&cursor=${firstTwo.next_cursor ?? ''}`);
    expect(byName.total).toBe(3);
    expect(numbers(byName)).toEqual(['ESC-LATE']);
    expect(byName).toMatchObject({ first_row: 3, per_page: 2, next_cursor: null });
    // Issue 26: its previous page is the first again, and the last page is the reverse order's first.
    expect(numbers(await queue('all-10', `q=globex%20escalation&limit=2&cursor=${byName.prev_cursor ?? ''}`))).toEqual(
      numbers(firstTwo),
    );
    expect(numbers(await queue('all-10', 'q=globex%20escalation&limit=2&cursor=last'))).toEqual([
      'ESC-DONE',
      'ESC-LATE',
    ]);
  });

  it('[issue 24] the priority parameter narrows the view to one priority, counted and paged by the server; a bad one is 422 with the field; a member is refused', async () => {
    const high = await make.case(caller, globexDoc, { internalCaseNumber: 'PRI-HIGH' });
    const low = await make.case(caller, globexDoc, { internalCaseNumber: 'PRI-LOW' });
    await t.deps.db.update(cases).set({ priority: 'high' }).where(eq(cases.id, high.id));
    await t.deps.db.update(cases).set({ priority: 'low' }).where(eq(cases.id, low.id));
    const numbers = (answer: EscalationQueueAnswer) => answer.data.map((row) => row.internal_case_number);

    expect(numbers(await queue('open', 'q=PRI-'))).toEqual(['PRI-LOW', 'PRI-HIGH']);
    const onlyHigh = await queue('open', 'q=PRI-&priority=high');
    expect(numbers(onlyHigh)).toEqual(['PRI-HIGH']);
    expect(onlyHigh.total).toBe(1);
    expect(numbers(await queue('all-10', 'q=PRI-&priority=low'))).toEqual(['PRI-LOW']);
    expect(numbers(await queue('open', 'q=PRI-&priority=medium'))).toEqual([]);

    const bad = await get(admin.token, '/api/super_admin/escalation/queue/open?priority=urgent');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['priority']);
    for (const member of [caller, globexUser])
      expect((await get(member.token, '/api/super_admin/escalation/queue/open?priority=high')).statusCode).toBe(403);
  });

  it('[S-005] an unknown filter or sort is 422; a member is refused', async () => {
    expect((await get(admin.token, '/api/super_admin/escalation/queue/closed')).statusCode).toBe(422);
    expect((await get(admin.token, '/api/super_admin/escalation/queue/open?sort=summary')).statusCode).toBe(422);
    const refused = await get(caller.token, '/api/super_admin/escalation/queue/open');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NO_ACCESS_MESSAGE });
  });

  it('[S-007] deleting a case removes it with its files and writes the audit log; a member may not; again is 404', async () => {
    const doomed = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-GONE' });
    const key = await t.deps.files.put(Buffer.from('trace'));
    await t.deps.db.insert(caseFiles).values({
      caseId: doomed.id,
      companyId: acme.id,
      userId: caller.id,
      storageKey: key,
      originalFilename: 'trace.txt',
      contentType: 'text/plain',
      size: 5,
    });
    const stored = join(t.deps.config.dataDir, 'files', key.slice(0, 2), key);
    expect(existsSync(stored)).toBe(true);

    for (const member of [caller, globexUser])
      expect((await get(member.token, `/api/super_admin/escalation/${String(doomed.id)}/delete`)).statusCode).toBe(403);
    const deleted = await get(admin.token, `/api/super_admin/escalation/${String(doomed.id)}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: CASE_DELETED_MESSAGE });
    expect(await t.deps.db.select().from(cases).where(eq(cases.id, doomed.id))).toEqual([]);
    expect(existsSync(stored)).toBe(false);
    const [entry] = await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'case.deleted', actorUserId: admin.id, companyId: acme.id });
    expect((await get(admin.token, `/api/super_admin/escalation/${String(doomed.id)}/delete`)).statusCode).toBe(404);
  });
});

describe('the console’s case page and the escalation export (S-008, R-017)', () => {
  it('[S-008] [X-047] a super admin reads any case of the network by id, read only; a member may not, even a party', async () => {
    const c = await make.case(caller, globexDoc, { internalCaseNumber: 'ESC-READ', history: ['accept'] });
    const response = await get(admin.token, `/api/super_admin/escalation/${String(c.id)}/details`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CaseDetailsAnswer>();
    expect(answer.case).toMatchObject({ token: c.token, internal_case_number: 'ESC-READ', status: 'accepted' });
    expect(answer.viewer).toMatchObject({ party: null, actions: [] });
    for (const member of [caller, globexUser]) {
      const refused = await get(member.token, `/api/super_admin/escalation/${String(c.id)}/details`);
      expect(refused.statusCode).toBe(403);
    }
    expect((await get(admin.token, '/api/super_admin/escalation/2147483647/details')).statusCode).toBe(404);
  });

  it('[R-017] the export holds the filter’s cases of the days asked (a start of 0 is none), named escalation.YYMMDD.xlsx', async () => {
    const on = async (day: string, number: string, history: 'accept'[] = []) => {
      const c = await make.case(caller, globexDoc, { internalCaseNumber: number, history });
      await t.deps.db
        .update(cases)
        .set({ createdAt: new Date(`${day}T12:00:00Z`) })
        .where(eq(cases.id, c.id));
    };
    await on('2024-03-01', 'EXP-MARCH-1');
    await on('2024-03-05', 'EXP-MARCH-5');
    await on('2024-03-05', 'EXP-MARCH-5-DONE', ['accept']);
    await on('2024-03-06', 'EXP-MARCH-6');
    const madeToday = new Date().toISOString().slice(2, 10).replaceAll('-', '');
    const numbers = (rows: unknown[][]) => rows.map((row) => row[0]);

    const day = await xlsxAnswer(
      await get(admin.token, '/api/super_admin/escalation/report/open/2024-03-05/2024-03-05'),
    );
    expect(day.filename).toBe(`escalation.${madeToday}.xlsx`);
    expect(day.header).toEqual(['Case#', 'Company', 'Receiver', 'Priority', 'Created (UTC)', 'Status', 'Document']);
    expect(day.rows).toEqual([
      [
        'EXP-MARCH-5',
        'Acme Escalation',
        'Globex Escalation',
        'Medium - P2',
        new Date('2024-03-05T12:00:00Z'),
        'open',
        'Globex Escalation Process',
      ],
    ]);
    const untilTheFifth = await xlsxAnswer(
      await get(admin.token, '/api/super_admin/escalation/report/open/0/24-03-05'),
    );
    expect(numbers(untilTheFifth.rows)).toEqual(['EXP-MARCH-1', 'EXP-MARCH-5']);
    const fromTheFifth = await xlsxAnswer(
      await get(admin.token, '/api/super_admin/escalation/report/all-10/2024-03-05'),
    );
    expect(numbers(fromTheFifth.rows)).not.toContain('EXP-MARCH-6');
    const everyOpen = await xlsxAnswer(await get(admin.token, '/api/super_admin/escalation/report/open'));
    expect(numbers(everyOpen.rows)).toEqual(expect.arrayContaining(['EXP-MARCH-1', 'EXP-MARCH-5', 'EXP-MARCH-6']));
    expect(numbers(everyOpen.rows)).not.toContain('EXP-MARCH-5-DONE');

    for (const bad of ['open/2024-02-30', 'open/2024-03-06/2024-03-05', 'closed/0', 'open/yesterday']) {
      const refused = await get(admin.token, `/api/super_admin/escalation/report/${bad}`);
      expect(refused.statusCode, bad).toBe(422);
    }
    expect((await get(caller.token, '/api/super_admin/escalation/report/open')).statusCode).toBe(403);
  });
});

describe('the dashboard searches (S-001)', () => {
  it('[S-001] companies and users found from 2 characters anywhere in the name or address, case-insensitive', async () => {
    const companies = await get(admin.token, '/api/super_admin/search/company?q=EsCaLaT');
    expect(companies.statusCode).toBe(200);
    expect(companies.json<CompanySearchAnswer>().companies.map((c) => c.name)).toEqual([
      'Acme Escalation',
      'Globex Escalation',
    ]);
    const users = await get(admin.token, '/api/super_admin/search/user?q=quent');
    expect(users.json<UserSearchAnswer>().users).toEqual([
      {
        id: caller.id,
        company_id: acme.id,
        first_name: 'Quentin',
        last_name: caller.name.split(' ')[1],
        email: caller.email,
        company: 'Acme Escalation',
      },
    ]);
    const byEmail = await get(admin.token, `/api/super_admin/search/user?q=${encodeURIComponent(caller.email)}`);
    expect(byEmail.json<UserSearchAnswer>().users.map((u) => u.id)).toEqual([caller.id]);
    // % and _ are plain text.
    expect((await get(admin.token, '/api/super_admin/search/company?q=%25%25')).json()).toEqual({ companies: [] });
    expect((await get(admin.token, '/api/super_admin/search/company?q=a')).statusCode).toBe(422);
    expect((await get(caller.token, '/api/super_admin/search/user?q=quent')).statusCode).toBe(403);
  });
});
