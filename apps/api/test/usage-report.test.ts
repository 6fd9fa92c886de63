import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import {
  REPORT_DATE_MESSAGE,
  REPORT_RANGE_MESSAGE,
  USAGE_REPORT_ROWS_SHOWN,
  XLSX_CONTENT_TYPE,
  type UsageReportAnswer,
} from '@casebridge/contract/reports';
import { cases } from '../src/db/schema/cases.ts';
import { communities } from '../src/db/schema/groups.ts';
import { builders, type BuiltCase, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { workbookRows } from './xlsx-file.ts';

// R-001..R-005: the member admin's usage report and its exports, of the admin's own company only.

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let admin: BuiltUser;
let caller: BuiltUser;
let globexAdmin: BuiltUser;
let globexUser: BuiltUser;
let globexDoc: BuiltDocument;
let acmeDoc: BuiltDocument;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme Reports' });
  globex = await make.company({ name: 'Globex Reports' });
  admin = await make.user(acme, { role: 'business_manager' });
  caller = await make.user(acme);
  globexAdmin = await make.user(globex, { role: 'program_manager' });
  globexUser = await make.user(globex);
  globexDoc = await make.document(globex);
  acmeDoc = await make.document(acme);
});
afterAll(async () => {
  await t.close();
});

const get = (user: BuiltUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

async function createdOn(c: BuiltCase, isoTime: string) {
  await t.deps.db
    .update(cases)
    .set({ createdAt: new Date(isoTime) })
    .where(eq(cases.id, c.id));
}

async function report(user: BuiltUser, start: string, end: string) {
  const response = await get(user, `/api/admin/company/reports/usage?start=${start}&end=${end}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UsageReportAnswer>();
}

describe('the usage report (R-001, R-002, R-005)', () => {
  it('[R-002] lists the cases the company sent and received in the range, both dates included, newest first; never another company’s', async () => {
    const sent = await make.case(caller, globexDoc, {
      internalCaseNumber: 'AC-SENT',
      history: ['accept'],
      responder: globexUser,
      response: { caseNumber: 'GX-77' },
    });
    const received = await make.case(globexUser, acmeDoc, { internalCaseNumber: 'GX-OWN' });
    const before = await make.case(caller, globexDoc);
    const after = await make.case(caller, globexDoc);
    const elsewhere = await make.case(globexUser, await make.document(await make.company({ name: 'Elsewhere' })));
    await createdOn(sent, '2026-03-01T00:00:00Z');
    await createdOn(received, '2026-03-31T23:59:59Z');
    await createdOn(before, '2026-02-28T23:59:59Z');
    await createdOn(after, '2026-04-01T00:00:00Z');
    await createdOn(elsewhere, '2026-03-15T12:00:00Z');

    const answer = await report(admin, '2026-03-01', '2026-03-31');
    expect(answer.total).toBe(2);
    expect(answer.data).toEqual([
      {
        type: 'inbound',
        case_number: null,
        partner: 'Globex Reports',
        created_at: '2026-03-31T23:59:59.000Z',
        response_date: null,
        token: received.token,
      },
      {
        type: 'outbound',
        case_number: 'AC-SENT',
        partner: 'Globex Reports',
        created_at: '2026-03-01T00:00:00.000Z',
        response_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
        token: sent.token,
      },
    ]);
    // The receiver's report of the same month: its side, and its own number for each case.
    const globexView = await report(globexAdmin, '2026-03-01', '2026-03-31');
    expect(globexView.data.map((row) => [row.type, row.case_number, row.partner])).toEqual([
      ['outbound', 'GX-OWN', 'Acme Reports'],
      ['outbound', expect.stringMatching(/^INT-/), 'Elsewhere'],
      ['inbound', 'GX-77', 'Acme Reports'],
    ]);
  });

  it('[R-005] only the company’s business and program managers get it, not its callers nor a stranger', async () => {
    const url = '/api/admin/company/reports/usage?start=2026-01-01&end=2026-01-31';
    // A super admin and another company's users: the authorization matrix (this report has no company to name).
    for (const [user, status] of [
      [caller, 403],
      [null, 401],
    ] as const) {
      const response = await get(user, url);
      expect(response.statusCode, String(user?.email)).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ error: NO_ACCESS_MESSAGE });
    }
    for (const path of [
      '/api/admin/company/reports/usage/export?start=2026-01-01&end=2026-01-31',
      '/api/admin/company/reports/partners',
    ])
      expect((await get(caller, path)).statusCode).toBe(403);
  });

  it('[R-001] dates must be YYYY-MM-DD days and the end not before the start: 422 with the field map', async () => {
    const cases422: [string, Record<string, string[]>][] = [
      ['end=2026-01-31', { start: [REPORT_DATE_MESSAGE] }],
      ['start=2026-02-30&end=2026-03-01', { start: [REPORT_DATE_MESSAGE] }],
      ['start=2026-1-5&end=2026-03-01', { start: [REPORT_DATE_MESSAGE] }],
      ['start=2026-03-02&end=2026-03-01', { end: [REPORT_RANGE_MESSAGE] }],
    ];
    for (const [query, errors] of cases422) {
      for (const path of ['usage', 'usage/export']) {
        const response = await get(admin, `/api/admin/company/reports/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(422);
        expect(response.json<{ errors: Record<string, string[]> }>().errors, query).toEqual(errors);
      }
    }
  });

  it(`[R-002] shows the newest ${String(USAGE_REPORT_ROWS_SHOWN)} and counts them all`, async () => {
    const company = await make.company({ name: 'Busy Reports' });
    const busyAdmin = await make.user(company, { role: 'program_manager' });
    const template = await make.case(await make.user(company), globexDoc);
    await createdOn(template, '2025-06-01T08:00:00Z');
    await copyCase(template, USAGE_REPORT_ROWS_SHOWN + 4);
    const answer = await report(busyAdmin, '2025-06-01', '2025-06-01');
    expect(answer.total).toBe(USAGE_REPORT_ROWS_SHOWN + 5);
    expect(answer.data).toHaveLength(USAGE_REPORT_ROWS_SHOWN);
  });
});

/** Copies of a case, every one created at the same moment: `count` rows written at once. */
async function copyCase(template: BuiltCase, count: number) {
  const { rows } = await t.deps.database.executeSql(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'cases' and column_name not in ('id', 'token', 'network_case_number')
        and is_generated = 'NEVER'`,
  );
  const columns = (rows as { column_name: string }[]).map((row) => `"${row.column_name}"`);
  // The link hashes are unique: each copy's is its own; each copy is given its own network case number.
  const values = columns.map((column) => (column.endsWith('_hash"') ? `${column} || '-' || n` : column));
  await t.deps.db.execute(
    sql.raw(`insert into cases (token, ${columns.join(', ')})
      select 'copy-' || id || '-' || n, ${values.join(', ')} from cases, generate_series(1, ${String(count)}) as n
      where id = ${String(template.id)}`),
  );
}

describe('the exports (R-003, R-004)', () => {
  it('[R-003] the usage export is an xlsx of every case of the range, across its pages, each once', async () => {
    const company = await make.company({ name: 'Export Reports' });
    const exportAdmin = await make.user(company, { role: 'business_manager' });
    const template = await make.case(await make.user(company), globexDoc, { internalCaseNumber: 'EX-1' });
    await createdOn(template, '2025-07-04T10:00:00Z');
    // More than a page (2,000 rows), every one at the same moment: the pages continue by the database's order.
    await copyCase(template, 2100);
    const response = await get(exportAdmin, '/api/admin/company/reports/usage/export?start=2025-07-04&end=2025-07-04');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain('filename="usage-report.2025-07-04.2025-07-04.xlsx"');
    const [header, ...rows] = await workbookRows(response.rawPayload);
    expect(header).toEqual(['Type', 'Case Number', 'Partner', 'Created (UTC)', 'Response Date (UTC)', 'Token']);
    expect(rows).toHaveLength(2101);
    expect(new Set(rows.map((row) => row[5])).size).toBe(2101);
    expect(rows[0]?.slice(0, 4)).toEqual(['Outbound', 'EX-1', 'Globex Reports', new Date('2025-07-04T10:00:00Z')]);
    // Over two thousand cases made and written out: a bound for a hang on a busy machine, not a speed goal.
  }, 120_000);

  it('[R-004] the partners export lists the companies the admin may work with and the groups they share', async () => {
    const company = await make.company({ name: 'Partnered Reports' });
    const partnersAdmin = await make.user(company, { role: 'business_manager' });
    const north = await make.company({ name: 'North Partner' });
    const south = await make.company({ name: 'South Partner' });
    await make.company({ name: 'Not A Partner' });
    const first = await make.group([{ company }, { company: north }, { company: south }]);
    const second = await make.group([{ company }, { company: north }]);
    const name = async (group: { id: number }) =>
      (await t.deps.db.select({ name: communities.name }).from(communities).where(eq(communities.id, group.id)))[0]
        ?.name;
    const response = await get(partnersAdmin, '/api/admin/company/reports/partners');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="partners.xlsx"');
    const [header, ...rows] = await workbookRows(response.rawPayload);
    expect(header).toEqual(['Partner', 'Domain', 'Shared Groups']);
    const [firstName, secondName] = [await name(first), await name(second)];
    expect(rows).toEqual([
      ['North Partner', `${north.slug}.test`, [firstName, secondName].sort().join(', ')],
      ['South Partner', `${south.slug}.test`, firstName],
    ]);
  });
});

describe('the users export (R-006)', () => {
  it('[R-006] an admin downloads their own company’s users as an xlsx; a caller may not', async () => {
    const response = await get(admin, '/api/admin/company/users/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="users.xlsx"');
    const [header, ...rows] = await workbookRows(response.rawPayload);
    expect(header?.slice(0, 3)).toEqual(['First Name', 'Last Name', 'Email']);
    expect(rows.map((row) => row[2]).sort()).toEqual([admin.email, caller.email].sort());
    expect((await get(caller, '/api/admin/company/users/export')).statusCode).toBe(403);
  });
});
