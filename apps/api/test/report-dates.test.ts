import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DATE_MESSAGE, REPORT_DAY_RANGE_MESSAGE } from '@casebridge/contract/reports';
import { builders, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// the one rule of the reports' and exports' days (the contract's reportDayProblem): a day from
// 2000-01-01 up to a year from today. Outside it the database's dates failed: a 500, or an export cut off mid-file.

let t: TestApp;
let admin: BuiltSuperAdmin;
let manager: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  const make = builders(t);
  admin = await make.superAdmin();
  manager = (await make.companyWithStaff()).manager;
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3600 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Every dated report and export: its name, the token of who may call it, its URL for a start and an end day. */
const dated: [string, () => string, (start: string, end: string) => string][] = [
  ['usage report', () => manager.token, (start, end) => `/api/admin/company/reports/usage?start=${start}&end=${end}`],
  [
    'usage export',
    () => manager.token,
    (start, end) => `/api/admin/company/reports/usage/export?start=${start}&end=${end}`,
  ],
  ...['user_logins', 'proccesses_viewed', 'word_search'].map((report): (typeof dated)[number] => [
    report,
    () => admin.token,
    (start, end) => `/api/super_admin/reports/${report}/${start}/${end}`,
  ]),
  ['escalation export', () => admin.token, (start, end) => `/api/super_admin/escalation/report/all-10/${start}/${end}`],
];

const call = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe("the reports' days", () => {
  it('[R-001] [R-009] [R-017] a day before 2000 or more than a year ahead is 422 with the field map, on every report and export; nothing 500s', async () => {
    const ahead = dayFromNow(400);
    for (const [name, token, url] of dated) {
      for (const [start, end, errors] of [
        ['0001-01-01', '0001-01-02', { start: [REPORT_DAY_RANGE_MESSAGE], end: [REPORT_DAY_RANGE_MESSAGE] }],
        ['1999-12-31', '2000-01-01', { start: [REPORT_DAY_RANGE_MESSAGE] }],
        ['2024-01-01', '9999-12-31', { end: [REPORT_DAY_RANGE_MESSAGE] }],
        ['9999-12-30', '9999-12-31', { start: [REPORT_DAY_RANGE_MESSAGE], end: [REPORT_DAY_RANGE_MESSAGE] }],
        ['2024-01-01', ahead, { end: [REPORT_DAY_RANGE_MESSAGE] }],
        ['0000-01-01', '2024-02-30', { start: [REPORT_DAY_RANGE_MESSAGE], end: [REPORT_DATE_MESSAGE] }],
      ] as const) {
        const response = await call(token(), url(start, end));
        expect(response.statusCode, `${name} ${start} ${end}`).toBe(422);
        expect(response.json(), `${name} ${start} ${end}`).toEqual({ errors });
      }
    }
    // The escalation export's start alone, and a path's YY-MM-DD day (2099: this century's, too far ahead).
    for (const url of [
      '/api/super_admin/escalation/report/open/1999-12-31',
      '/api/super_admin/reports/word_search/24-01-01/99-12-31',
    ]) {
      const response = await call(admin.token, url);
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('[R-001] [R-009] [R-017] the first day, 2000-01-01, and a day less than a year ahead are read', async () => {
    const soon = dayFromNow(300);
    for (const [name, token, url] of dated) {
      const response = await call(token(), url('2000-01-01', soon));
      expect(response.statusCode, name).toBe(200);
    }
    expect((await call(admin.token, '/api/super_admin/escalation/report/open/2000-01-01')).statusCode).toBe(200);
  });
});
