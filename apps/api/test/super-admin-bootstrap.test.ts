import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite } from '../src/db/client.ts';
import { countries } from '../src/db/schema/companies.ts';
import { users } from '../src/db/schema/users.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  createFirstSuperAdmin,
  createSuperAdmin,
  type SuperAdminLink,
} from '../src/modules/super-admin-users/create-super-admin.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { builders } from './builders.ts';
import { createTestDatabase } from './test-database.ts';

const PASSWORD = 'Bootstrap-admin-1!';
const repoRoot = new URL('../../../', import.meta.url);
const migrationsFolder = new URL('apps/api/drizzle/', repoRoot);

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (admin: SuperAdminLink) => {
  const token = /\/reset_password\/([^/\s]+)$/.exec(admin.link)?.[1];
  if (!token) throw new Error(`not a reset link: ${admin.link}`);
  return token;
};
const setPassword = (admin: SuperAdminLink, email = admin.email) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset_password',
    payload: { token: tokenOf(admin), email, password: PASSWORD, password_confirmation: PASSWORD },
  });
const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const superAdmins = async () =>
  (await t.deps.db.select({ n: count() }).from(users).where(eq(users.role, 'super_admin')))[0]?.n ?? 0;
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`not refused: ${String(error)}`);
  expect(error.status).toBe(409);
  return error;
};

describe('reference data of a network without the demo seed', () => {
  it('a freshly migrated database holds the 249 countries of ISO 3166-1, and running their migration again adds none', async () => {
    const rows = await t.deps.db.select({ code: countries.countryCode, name: countries.name }).from(countries);
    expect(rows).toHaveLength(249);
    expect(new Set(rows.map((row) => row.code)).size).toBe(249);
    expect(rows).toEqual(
      expect.arrayContaining([
        { code: 'US', name: 'United States' },
        { code: 'DE', name: 'Germany' },
        { code: 'AX', name: 'Åland Islands' },
        { code: 'CI', name: "Côte d'Ivoire" },
        { code: 'ZW', name: 'Zimbabwe' },
      ]),
    );
    expect(rows.every((row) => /^[A-Z]{2}$/.test(row.code))).toBe(true);

    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_reference_data.sql'));
    if (!file) throw new Error('no reference data migration');
    await t.deps.database.executeSql(readFileSync(new URL(file, migrationsFolder), 'utf8'));
    expect((await t.deps.db.select({ n: count() }).from(countries))[0]?.n).toBe(249);
  });

  it('[H-011] a landing offers those countries and a registration picks one', async () => {
    const company = await make.company({ loginMethod: 'requires_registration' });
    const landing = await t.app.inject({ method: 'GET', url: `/api/caller/landing/${company.slug}` });
    expect(landing.statusCode).toBe(200);
    const offered = landing.json<{ countries: { id: number; name: string; country_code: string }[] }>().countries;
    expect(offered).toHaveLength(249);
    const ireland = offered.find((country) => country.country_code === 'IE');
    if (!ireland) throw new Error('no Ireland on the landing');

    const email = `registrant@${company.slug}.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/caller/register/${company.slug}`,
      payload: {
        first_name: 'Rita',
        last_name: 'Registrant',
        email,
        phone: '+353 1 555 0100',
        phone_country_code: 'IE',
        country_id: ireland.id,
        city: 'Dublin',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agree_confirm: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [user] = await t.deps.db.select({ countryId: users.countryId }).from(users).where(eq(users.email, email));
    expect(user?.countryId).toBe(ireland.id);
  });
});

describe('create-super-admin', () => {
  const first = 'root@network.test';

  it("makes the network's first super admin without a password; its link sets the password once, then it signs in", async () => {
    expect(await superAdmins()).toBe(0);
    const admin = await createSuperAdmin(t.deps, { email: first });
    expect(admin).toMatchObject({ email: first, created: true });
    expect(admin.link.startsWith(`${t.deps.config.publicUrl}/reset_password/`)).toBe(true);
    const [row] = await t.deps.db
      .select({ role: users.role, companyId: users.companyId, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, admin.userId));
    expect(row).toEqual({ role: 'super_admin', companyId: null, passwordHash: null });
    expect((await signIn(first)).statusCode).toBe(401);

    expect((await setPassword(admin)).statusCode).toBe(200);
    const signedIn = await signIn(first);
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` },
    });
    expect(session.json<{ user: { role: string } }>().user.role).toBe('super_admin');

    // Single use: the same link sets nothing again.
    expect((await setPassword(admin)).statusCode).toBe(400);
  });

  it('refuses a second super admin unless --another, an address that has an account, and a link for nobody', async () => {
    const before = await superAdmins();
    const second = await refusal(createSuperAdmin(t.deps, { email: 'second@network.test' }));
    expect(second.message).toContain('--another');
    expect(await refusal(createSuperAdmin(t.deps, { email: first })).then((e) => e.message)).toContain('--resend-link');
    const company = await make.company();
    const caller = await make.user(company);
    await refusal(createSuperAdmin(t.deps, { email: caller.email, another: true }));
    await refusal(createSuperAdmin(t.deps, { email: caller.email, resendLink: true }));
    await refusal(createSuperAdmin(t.deps, { email: 'nobody@network.test', resendLink: true }));
    expect(await superAdmins()).toBe(before);
    const [callerRow] = await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, caller.id));
    expect(callerRow?.role).toBe('caller');

    const another = await createSuperAdmin(t.deps, { email: 'second@network.test', another: true });
    expect(another.created).toBe(true);
    expect(await superAdmins()).toBe(before + 1);
  });

  it('--resend-link gives the super admin a new link that works; the earlier one is dead once a password is set', async () => {
    const older = await createSuperAdmin(t.deps, { email: 'third@network.test', another: true });
    const resent = await createSuperAdmin(t.deps, { email: 'third@network.test', resendLink: true });
    expect(resent).toMatchObject({ userId: older.userId, created: false });
    expect(resent.link).not.toBe(older.link);
    expect((await setPassword(resent)).statusCode).toBe(200);
    expect((await signIn('third@network.test')).statusCode).toBe(200);
    expect((await setPassword(older)).statusCode).toBe(400);
  });

  it('CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL at start makes the first super admin only while the network has none', async () => {
    const fresh = await createTestApp();
    try {
      const made = await createFirstSuperAdmin(fresh.deps, 'deploy@network.test');
      expect(made).toMatchObject({ email: 'deploy@network.test', created: true });
      // Every later start, and another address set on a later deploy, makes nobody.
      expect(await createFirstSuperAdmin(fresh.deps, 'deploy@network.test')).toBeNull();
      expect(await createFirstSuperAdmin(fresh.deps, 'other@network.test')).toBeNull();
      const admins = await fresh.deps.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'super_admin'));
      expect(admins).toEqual([{ email: 'deploy@network.test' }]);
    } finally {
      await fresh.close();
    }
  });

  it('two starts at once with CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL make one super admin', async () => {
    const fresh = await createTestApp();
    try {
      const made = await Promise.all([
        createFirstSuperAdmin(fresh.deps, 'a@network.test'),
        createFirstSuperAdmin(fresh.deps, 'b@network.test'),
      ]);
      expect(made.filter((admin) => admin !== null)).toHaveLength(1);
      const [n] = await fresh.deps.db
        .select({ n: count() })
        .from(users)
        .where(sql`${users.role} = 'super_admin'`);
      expect(n?.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run admin', () => {
  const run = promisify(execFile);

  it('create-super-admin prints the link, and run again refuses with exit code 1', async () => {
    // The command on a migrated database without the demo seed: a copy of the run's empty one, on PostgreSQL by its
    // URL, else as the embedded database a first start leaves under DATA_DIR.
    const dataDir = mkdtempSync(join(tmpdir(), 'cb-admin-command-'));
    const template = inject('emptyTemplatePglitePath');
    const copy = template ? undefined : await createTestDatabase();
    try {
      if (template)
        await (
          await createPglite({ dataDir: join(dataDir, 'pgdata'), loadDataDir: new Blob([readFileSync(template)]) })
        ).close();
      const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: copy?.url ?? '' };
      const command = ['run', '--silent', 'admin', '--', 'create-super-admin', '--email', 'Ops@Network.test'];
      const options = { cwd: repoRoot, env };
      const created = await run('npm', command, options);
      expect(created.stdout).toMatch(/Created the super admin ops@network\.test\..*\n.*\/reset_password\/\S+/);

      const again = await run('npm', command, options).then(
        () => undefined,
        (error: unknown) => error as { code: number; stderr: string },
      );
      expect(again?.code).toBe(1);
      expect(again?.stderr).toContain('ops@network.test is already a super admin; --resend-link prints a new');
    } finally {
      await copy?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
