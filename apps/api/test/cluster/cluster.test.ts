import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { builders } from '../builders.ts';
import { createMailSink, freePort } from '../mail-sink.ts';
import { authnRequestIdOf, createTestIdp } from '../saml-test-idp.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createServerDatabase } from '../test-database.ts';
import { startApiProcess, startServerProcess, type ServerProcess } from '../api-process.ts';
import { NGINX_PATH, startNginx, type Nginx } from './nginx.ts';

const SECRET = 'cluster-secret-'.padEnd(48, 'x');
const PASSWORD = 'Cluster-pass-1!';

/**
 * Issue 22's proof that the product runs as several instances: PostgreSQL, two web instances behind Debian's nginx
 * and a worker, each with a data folder of its own (nothing shared but the database and the object store), started
 * as an operator does, in production mode. CI installs nginx (.ci/run) and sets CLUSTER_TEST_REQUIRED, so that
 * there the test cannot skip; elsewhere it runs where PostgreSQL and nginx are.
 */
const runnable = Boolean(process.env.DATABASE_URL && NGINX_PATH);
if (process.env.CLUSTER_TEST_REQUIRED && !runnable)
  throw new Error('the cluster test needs DATABASE_URL and nginx (apt-get install -y nginx)');

describe.skipIf(!runnable)('several instances behind nginx (issue 22)', () => {
  const dirs: string[] = [];
  /** What beforeAll started, each stopped in the reverse order (also when a later start failed). */
  const cleanups: (() => Promise<unknown>)[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `cb-cluster-${name}-`));
    dirs.push(dir);
    return dir;
  };
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let sink: ReturnType<typeof createMailSink>;
  let nginx: Nginx;
  const web: ServerProcess[] = [];
  let env: Record<string, string>;
  /** The test's own connection and an app on it that serves nothing: builders.ts makes the data a test needs. */
  let data: { database: Database; app: TestApp };
  let startedAt: Date;

  /** `npm run admin -- ...` as the operator runs it, on the cluster's configuration: its exit code and output. */
  const admin = async (...args: string[]) => {
    const command = startApiProcess('admin.ts', { ...process.env, ...env, DATA_DIR: tempDir('admin') }, args);
    return { code: await command.exited, stdout: command.stdout(), stderr: command.stderr() };
  };

  beforeAll(async () => {
    database = await createServerDatabase('cluster');
    cleanups.push(database.drop);
    const smtpPort = await freePort();
    sink = createMailSink(smtpPort);
    await sink.start();
    cleanups.push(sink.stop);
    const [nginxPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SECRET,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      APP_DOMAIN: 'localhost',
      PUBLIC_URL: `http://localhost:${String(nginxPort)}`,
      TRUST_PROXY: '127.0.0.1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    // The deploy's own step first: production starts refuse an unmigrated database.
    const migrate = startApiProcess('migrate.ts', { ...process.env, ...env, DATA_DIR: tempDir('migrate') });
    expect(await migrate.exited, migrate.stderr()).toBe(0);
    for (const [name, port] of [
      ['web-a', portA],
      ['web-b', portB],
    ] as const) {
      // The schema is current: a production start checks it and migrates nothing.
      const instance = await startServerProcess({
        ...env,
        DATABASE_URL: database.url,
        PORT: String(port),
        MIGRATE_ON_START: 'false',
      });
      expect(instance.port, `${name}: ${instance.stdout()}${instance.stderr()}`).toBe(port);
      web.push(instance);
      cleanups.push(instance.stop);
    }
    startedAt = new Date();
    const dataDatabase = await openDatabase({ databaseUrl: database.url });
    cleanups.push(dataDatabase.close);
    data = {
      database: dataDatabase,
      app: await createTestApp({ database: dataDatabase, env: { SECRET, PUBLIC_URL: env.PUBLIC_URL ?? '' } }),
    };
    cleanups.push(data.app.close);
    nginx = await startNginx({ port: nginxPort, upstreams: [portA, portB], dir: tempDir('nginx') });
    cleanups.push(nginx.stop);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A request through nginx; `upstream` is the instance's port that answered it. */
  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${nginx.url}${path}`, {
      ...init,
      headers: { host: new URL(env.PUBLIC_URL ?? '').host, ...(init.headers as Record<string, string>) },
    });
    const upstream = Number(response.headers.get('x-upstream')?.split(':').at(-1));
    return { response, upstream };
  }
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const refreshCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => /^cb_refresh=([^;]+)/.exec(cookie)?.[1])
      .find((value) => value !== undefined);

  async function signIn(email: string, password = PASSWORD) {
    const { response, upstream } = await call('/api/auth/login', json({ email, password }));
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      token: ((await response.json()) as { token: string }).token,
      refresh: refreshCookieOf(response),
      upstream,
    };
  }

  it('[issue 22] the first super admin is made by the admin command and signs in and refreshes through either instance', async () => {
    const email = 'ops@cluster.test';
    const { code, stdout, stderr } = await admin('create-super-admin', '--email', email);
    expect(code, stderr).toBe(0);
    const token = /\/reset_password\/([\w-]+)/.exec(stdout)?.[1];
    expect(token, stdout).toBeDefined();
    const set = await call(
      '/api/auth/reset_password',
      json({ email, token, password: PASSWORD, password_confirmation: PASSWORD }),
    );
    expect(set.response.status, await set.response.text()).toBe(200);
    // A second silent creation is refused.
    expect((await admin('create-super-admin', '--email', 'other@cluster.test')).code).toBe(1);

    // Round robin: sign-ins land on both instances, and each instance takes the other's tokens and cookies.
    const sessions = await Promise.all(Array.from({ length: 4 }, () => signIn(email)));
    expect(new Set(sessions.map((s) => s.upstream))).toEqual(new Set(web.map((instance) => instance.port)));
    for (const session of sessions) {
      const answers = await Promise.all([0, 1].map(() => call('/api/auth/me', { headers: bearer(session.token) })));
      expect(answers.map((a) => a.response.status)).toEqual([200, 200]);
      expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
      const refreshed = await call('/api/auth/refresh', {
        method: 'POST',
        headers: { cookie: `cb_refresh=${String(session.refresh)}` },
      });
      expect(refreshed.response.status).toBe(200);
    }
  });

  it('[issue 22] the sign-in limit of an account holds across both instances', async () => {
    const email = 'ops@cluster.test';
    const attempts = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const { response, upstream } = await call('/api/auth/login', json({ email, password: 'Wrong-pass-1!' }));
      attempts.push({ status: response.status, upstream });
    }
    expect(new Set(attempts.map((a) => a.upstream)).size).toBe(2);
    // AUTH_RATE_LIMIT's failures are counted in PostgreSQL: the account is closed on both after a few wrong tries.
    const refused = attempts.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => a.upstream)).size).toBe(2);
  });

  it('[issue 22] a SAML sign-in asked on one instance is answered on the other, and its replay is refused on both', async () => {
    const idp = createTestIdp('cluster-idp');
    const company = await builders(data.app).company({
      sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
    });
    const [first, second] = web as [ServerProcess, ServerProcess];
    const urlOf = (instance: ServerProcess) => `http://127.0.0.1:${String(instance.port)}`;
    const publicHost = new URL(env.PUBLIC_URL ?? '').host;
    const acs = `http://${company.slug}.${publicHost}/api/saml2/${company.slug}/acs`;
    const login = await fetch(`${urlOf(first)}/api/saml2/${company.slug}/login`, {
      headers: { host: `${company.slug}.${publicHost}` },
      redirect: 'manual',
    });
    const response = idp.response({
      audience: `${String(env.PUBLIC_URL)}/api/saml2/${company.slug}/metadata`,
      acsUrl: acs,
      email: `sso-user@${company.slug}.test`,
      inResponseTo: authnRequestIdOf(String(login.headers.get('location'))),
    });
    const post = (instance: ServerProcess) =>
      fetch(`${urlOf(instance)}/api/saml2/${company.slug}/acs`, {
        method: 'POST',
        headers: { host: `${company.slug}.${publicHost}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLResponse: response, RelayState: '' }).toString(),
        redirect: 'manual',
      });
    const accepted = await post(second);
    expect(accepted.status).toBe(303);
    expect(new URL(String(accepted.headers.get('location'))).pathname).toMatch(/^\/auto_login\//);
    for (const instance of [first, second]) {
      const replayed = await post(instance);
      expect(replayed.status).toBe(303);
      expect(String(replayed.headers.get('location'))).toContain('sso_error=');
    }
  });

  it('[issue 22] each scheduled job runs once a period for the whole cluster, not once per instance', async () => {
    // The email sweep is due every minute on every instance's schedule: one job a minute is made, whoever makes it.
    const sweeps = async () => {
      const { rows } = await data.database.executeSql(
        `select date_trunc('minute', created_on) as minute, count(*)::int as jobs
         from (select created_on from pgboss.job where name = 'email-sweep'
               union all select created_on from pgboss.archive where name = 'email-sweep') made
         where created_on >= $1 group by 1 order by 1`,
        [startedAt.toISOString()],
      );
      return rows as { minute: Date; jobs: number }[];
    };
    await expect
      .poll(async () => (await sweeps()).length, { timeout: 150_000, interval: 2_000 })
      .toBeGreaterThanOrEqual(2);
    expect((await sweeps()).map((minute) => minute.jobs)).toEqual((await sweeps()).map(() => 1));
  }, 180_000);
});
