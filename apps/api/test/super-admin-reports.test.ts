import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import {
  REPORT_DATE_MESSAGE,
  REPORT_DAYS_REQUIRED_MESSAGE,
  REPORT_RANGE_MESSAGE,
  SUPER_ADMIN_REPORT_ROWS_SHOWN,
  type SuperAdminReportTableAnswer,
} from '@casebridge/contract/reports';
import { auditLog } from '../src/db/schema/audit.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCompany, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { xlsxAnswer } from './xlsx-file.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

// R-008..R-012: the super admin's network reports, each an xlsx file.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let acme: BuiltCompany;
let globex: BuiltCompany;
let manager: BuiltUser;
let caller: BuiltUser;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const today = utcDay(new Date());
const madeToday = today.slice(2).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  acme = await make.company({ name: 'Acme Network' });
  globex = await make.company({ name: 'Globex Network' });
  manager = await make.user(acme, { role: 'business_manager', first: 'Maya' });
  caller = await make.user(acme, { first: 'Carl' });
  await make.group([{ company: acme }, { company: globex }]);
});
afterAll(async () => {
  await t.close();
});

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });

/** The report's file: its name, and its rows as header-long arrays (an empty cell as null). */
async function reportFile(url: string) {
  return xlsxAnswer(await get(admin.token, url));
}

const withEmail = (rows: unknown[][], email: string) => rows.filter((row) => row.includes(email));

describe('dated reports (R-009, R-011, R-012)', () => {
  it('[R-009] [R-011] user logins: each sign-in of the days asked, as YY-MM-DD or YYYY-MM-DD, named user_logins.YYMMDD.xlsx', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: caller.email, password: TEST_DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    // A sign-in of long ago is outside the days asked.
    await t.deps.db.insert(auditLog).values({
      action: 'user.login',
      actorUserId: manager.id,
      companyId: acme.id,
      createdAt: new Date('2020-05-05T10:00:00Z'),
    });

    const short = await reportFile(`/api/super_admin/reports/user_logins/${today.slice(2)}/${today.slice(2)}`);
    expect(short.filename).toBe(`user_logins.${madeToday}.xlsx`);
    expect(short.header).toEqual(['Signed In (UTC)', 'First Name', 'Last Name', 'Email', 'Role', 'Company']);
    expect(withEmail(short.rows, caller.email)).toEqual([
      [expect.any(Date), 'Carl', caller.name.split(' ')[1], caller.email, 'caller', 'Acme Network'],
    ]);
    expect(withEmail(short.rows, manager.email)).toEqual([]);

    const long = await reportFile('/api/super_admin/reports/user_logins/2020-05-05/2020-05-05');
    expect(long.rows.map((row) => row[3])).toEqual([manager.email]);
  });

  it('[R-009] [R-012] processes viewed: each time a member opened a partner’s process', async () => {
    const process = await make.document(globex, { name: 'Globex Viewed Process' });
    const opened = await get(caller.token, `/api/caller/documents/company/${String(globex.id)}`);
    expect(opened.statusCode).toBe(200);
    const { rows, header } = await reportFile(`/api/super_admin/reports/proccesses_viewed/${today}/${today}`);
    expect(header).toEqual([
      'Viewed (UTC)',
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Process',
      'Process Company',
    ]);
    expect(withEmail(rows, caller.email).map((row) => row.slice(4))).toContainEqual([
      'Acme Network',
      'Globex Viewed Process',
      'Globex Network',
    ]);
    expect(process.companyId).toBe(globex.id);
  });

  it('[R-009] [R-012] word search: the terms typed into the partner search and the partners chosen from them', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/caller/save_search',
      headers: bearer(caller.token),
      payload: { term: 'globex net', location: 'dashboard' },
    });
    expect(saved.statusCode).toBe(200);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/caller/result_to_search',
      headers: bearer(caller.token),
      payload: {
        search_id: saved.json<{ search: { id: number } }>().search.id,
        member: { type: 'company', company_id: globex.id, department_id: null },
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { rows } = await reportFile(`/api/super_admin/reports/word_search/${today}/${today}`);
    expect(withEmail(rows, caller.email).map((row) => row.slice(4))).toEqual([
      ['Acme Network', 'globex net', 'dashboard', 'Globex Network'],
    ]);
  });

  it('[R-009] days that are none, or an end before the start: 422 with the field map', async () => {
    for (const [path, errors] of [
      ['2026-02-30/2026-03-01', { start: [REPORT_DATE_MESSAGE] }],
      ['26-03-02/26-03-01', { end: [REPORT_RANGE_MESSAGE] }],
      ['yesterday/today', { start: [REPORT_DATE_MESSAGE], end: [REPORT_DATE_MESSAGE] }],
    ] as const) {
      const response = await get(admin.token, `/api/super_admin/reports/word_search/${path}`);
      expect(response.statusCode, path).toBe(422);
      expect(response.json<{ errors: unknown }>().errors, path).toEqual(errors);
    }
  });
});

describe('undated reports (R-010)', () => {
  it('[R-010] managers: the business and program managers of every company', async () => {
    const { rows, filename } = await reportFile('/api/super_admin/reports/managers');
    expect(filename).toBe(`managers.${madeToday}.xlsx`);
    expect(withEmail(rows, manager.email)).toEqual([
      ['Acme Network', 'Maya', manager.name.split(' ')[1], manager.email, 'business_manager', 'active', null],
    ]);
    expect(withEmail(rows, caller.email)).toEqual([]);
    expect(withEmail(rows, admin.email)).toEqual([]);
  });

  it('[R-010] mail domain: each address domain with its companies and how many users, active or not', async () => {
    const domain = caller.email.split('@')[1] ?? '';
    await t.deps.db
      .update(users)
      .set({ status: 'inactive' })
      .where(and(eq(users.id, manager.id), eq(users.companyId, acme.id)));
    try {
      const { rows } = await reportFile('/api/super_admin/reports/mail_domain');
      expect(rows.filter((row) => row[0] === domain)).toEqual([[domain, 'Acme Network', 2, 1]]);
    } finally {
      await t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, manager.id));
    }
  });

  it('[R-010] user aged logins: every member user with the last sign-in and the days since', async () => {
    const aged = await make.user(globex, { first: 'Olga' });
    await t.deps.db
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(users.id, aged.id));
    const { rows, header } = await reportFile('/api/super_admin/reports/user_aged_logins');
    expect(header?.at(-1)).toBe('Days Since Login');
    expect(withEmail(rows, aged.email)[0]?.slice(-2)).toEqual([expect.any(Date), 40]);
    expect(withEmail(rows, admin.email)).toEqual([]);
  });
});

describe('[issue 24] the reports on screen', () => {
  const table = async (url: string) => {
    const response = await get(admin.token, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SuperAdminReportTableAnswer>();
  };

  it('[issue 24] a dated report on screen holds the rows its xlsx holds for the same days: the same columns, times as UTC text', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: TEST_DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const screen = await table(`/api/super_admin/report_tables/user_logins?start=${today}&end=${today}`);
    const file = await reportFile(`/api/super_admin/reports/user_logins/${today}/${today}`);
    expect(screen.columns.map((column) => column.header)).toEqual(file.header);
    expect(screen.columns.map((column) => column.time)).toEqual([true, false, false, false, false, false]);
    expect(screen.rows).toHaveLength(file.rows.length);
    expect(screen.more).toBe(false);
    const mine = withEmail(screen.rows, manager.email);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]?.[0]).toMatch(new RegExp(`^${today}T`));
    // Days of long ago hold none of today's sign-ins.
    const old = await table('/api/super_admin/report_tables/user_logins?start=2020-01-01&end=2020-01-31');
    expect(withEmail(old.rows, manager.email)).toEqual([]);
  });

  it('[issue 24] an undated report on screen: the same rows as its file, at most SUPER_ADMIN_REPORT_ROWS_SHOWN', async () => {
    const screen = await table('/api/super_admin/report_tables/managers');
    const file = await reportFile('/api/super_admin/reports/managers');
    expect(screen.columns.map((column) => column.header)).toEqual(file.header);
    // Maya signed in above: her last login is a time, as UTC text.
    expect(withEmail(screen.rows, manager.email)).toEqual([
      [
        'Acme Network',
        'Maya',
        manager.name.split(' ')[1],
        manager.email,
        'business_manager',
        'active',
        expect.stringMatching(new RegExp(`^${today}T`)) as string,
      ],
    ]);
    expect(screen.rows.length).toBeLessThanOrEqual(SUPER_ADMIN_REPORT_ROWS_SHOWN);
  });

  it('[issue 24] a dated report without its days, a day that is none or an end before the start: 422 with the field map; an unknown report 422', async () => {
    const missing = await get(admin.token, '/api/super_admin/report_tables/word_search?start=2026-01-01');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { end: [REPORT_DAYS_REQUIRED_MESSAGE] } });
    const none = await get(admin.token, '/api/super_admin/report_tables/word_search?start=2026-02-30&end=2026-03-01');
    expect(none.json()).toMatchObject({ errors: { start: [REPORT_DATE_MESSAGE] } });
    const reversed = await get(
      admin.token,
      '/api/super_admin/report_tables/word_search?start=2026-03-02&end=2026-03-01',
    );
    expect(reversed.json()).toMatchObject({ errors: { end: [REPORT_RANGE_MESSAGE] } });
    expect((await get(admin.token, '/api/super_admin/report_tables/secrets')).statusCode).toBe(422);
  });

  it('[issue 24] [R-008] only a super admin reads a report on screen', async () => {
    for (const user of [manager, caller]) {
      const response = await get(user.token, '/api/super_admin/report_tables/managers');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NO_ACCESS_MESSAGE });
    }
    expect((await get(null, '/api/super_admin/report_tables/managers')).statusCode).toBe(401);
  });
});

describe('who may (R-008)', () => {
  it('[R-008] only a super admin: a company admin and a caller are refused, a stranger is unauthenticated', async () => {
    for (const url of [
      `/api/super_admin/reports/user_logins/${today}/${today}`,
      '/api/super_admin/reports/managers',
      '/api/super_admin/reports/mail_domain',
    ]) {
      for (const user of [manager, caller]) {
        const response = await get(user.token, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ error: NO_ACCESS_MESSAGE });
      }
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });
});
