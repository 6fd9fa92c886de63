import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { builders } from '../builders.ts';
import { createMailSink, freePort } from '../mail-sink.ts';
import { startS3Server } from '../s3-server.ts';
import { authnRequestIdOf, createTestIdp } from '../saml-test-idp.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createServerDatabase } from '../test-database.ts';
import { startApiProcess, startServerProcess, type ServerProcess } from '../api-process.ts';
import { NGINX_PATH, startNginx, type Nginx } from './nginx.ts';

const SECRET = 'cluster-secret-'.padEnd(48, 'x');
const PASSWORD = 'Cluster-pass-1!';
const METRICS_TOKEN = 'cluster-metrics-'.padEnd(40, 'm');
/** The messages a worker sends at once: those a killed worker was sending may arrive twice. */
const SMTP_CONNECTIONS = 4;
/** A 1×1 PNG. */
const LOGO = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

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
  let worker: ServerProcess;
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
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const [nginxPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SECRET,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      S3_URL: s3.url(),
      APP_DOMAIN: 'localhost',
      PUBLIC_URL: `http://localhost:${String(nginxPort)}`,
      TRUST_PROXY: '127.0.0.1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      SMTP_CONNECTIONS: String(SMTP_CONNECTIONS),
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
        ROLE: 'web',
      });
      expect(instance.port, `${name}: ${instance.stdout()}${instance.stderr()}`).toBe(port);
      web.push(instance);
      cleanups.push(instance.stop);
    }
    // The worker runs the queue and the schedules; nginx sends it nothing.
    startedAt = new Date();
    worker = await startServerProcess({
      ...env,
      DATABASE_URL: database.url,
      MIGRATE_ON_START: 'false',
      ROLE: 'worker',
    });
    expect(worker.port, worker.stdout() + worker.stderr()).toBeGreaterThan(0);
    cleanups.push(worker.stop);
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

  // Its bound: two runs of the admin command, each a Node process that loads the app, take minutes on a loaded machine.
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
  }, 180_000);

  it('[issue 22] the sign-in limit of an account holds across both instances', async () => {
    const build = builders(data.app);
    const { email } = await build.user(await build.company());
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
    // The email sweep is due every minute. pg-boss's clock makes one "send it" job a minute for the cluster, and the
    // worker that completes it makes the sweep job: so many sweeps as completed minutes, whatever the instances.
    const count = async () => {
      const { rows } = await data.database.executeSql(
        `with made as (select name, state, data, created_on from pgboss.job
                       union all select name, state, data, created_on from pgboss.archive)
         select (select count(*)::int from made where name = '__pgboss__send-it' and state = 'completed'
                   and data->>'name' = 'email-sweep' and created_on >= $1) as minutes,
                (select count(*)::int from made where name = 'email-sweep' and created_on >= $1) as sweeps`,
        [startedAt.toISOString()],
      );
      return rows[0] as { minutes: number; sweeps: number };
    };
    await expect
      .poll(async () => (await count()).minutes, { timeout: 150_000, interval: 2_000 })
      .toBeGreaterThanOrEqual(2);
    // One sweep a completed minute; one more may be on its way (made, its minute not yet marked completed). Once per
    // instance would be two a minute.
    const { minutes, sweeps } = await count();
    expect(sweeps - minutes).toBeGreaterThanOrEqual(0);
    expect(sweeps - minutes).toBeLessThanOrEqual(1);
  }, 180_000);

  /** Initrode, made by the super admin through nginx, and the instance that made it. */
  let initrode: { id: number; createdOn: number } | undefined;

  it('[issue 22] the super admin creates a company through one instance; its logo, in the bucket, is served by both', async () => {
    const admin = await signIn('ops@cluster.test');
    const form = new FormData();
    const fields = {
      name: 'Initrode Storage',
      url: 'https://initrode.example',
      membership_type: 'premium',
      login_method: 'requires_registration',
      domain: 'initrode.example',
      additional_domains: '',
      communications_email: 'out@initrode.example',
      bcc_response_email: '',
      slug: 'initrode',
      region_text: 'EMEA',
      public_web_text: '<p>Storage arrays</p>',
      login_page_text: 'Sign in with your work address.',
      show_in_public_web: '1',
      allow_notes: '1',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('logo_file', new Blob([LOGO], { type: 'image/png' }), 'logo.png');
    const saved = await call('/api/super_admin/companies/0', {
      method: 'POST',
      headers: bearer(admin.token),
      body: form,
    });
    const answer = await saved.response.text();
    expect(saved.response.status, answer).toBe(200);
    initrode = { id: (JSON.parse(answer) as { id: number }).id, createdOn: saved.upstream };
    for (const instance of web) {
      const logo = await fetch(`http://127.0.0.1:${String(instance.port)}/api/resources/company_logo/initrode`);
      expect(logo.status).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer())).toEqual(LOGO);
    }
  });

  it("[issue 22] the new company's admin, made by the super admin, signs in on the other instance and shares a file the first one serves", async () => {
    if (!initrode) throw new Error('the company test above made no company');
    const first = web.find((instance) => instance.port === initrode?.createdOn);
    const other = web.find((instance) => instance.port !== initrode?.createdOn);
    if (!first || !other) throw new Error(`no instance on port ${String(initrode.createdOn)}`);
    const publicHost = new URL(env.PUBLIC_URL ?? '').host;
    const on = (instance: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${String(instance.port)}${path}`, {
        ...init,
        headers: { host: publicHost, ...(init.headers as Record<string, string>) },
      });

    const superAdmin = await signIn('ops@cluster.test');
    const email = 'ines@initrode.example';
    const created = await call(
      '/api/super_admin/users/0',
      json(
        {
          company_id: initrode.id,
          first_name: 'Ines',
          last_name: 'Admin',
          email,
          phone: '+353 1 555 0100',
          phone_country_code: 'IE',
          country_id: await builders(data.app).country('IE'),
          city: 'Dublin',
          role: 'business_manager',
          type: 'admin',
          status: 'active',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
        bearer(superAdmin.token),
      ),
    );
    expect(created.response.status, await created.response.clone().text()).toBe(200);
    // The network's groups are the super admin's too; this test makes Initrode's the short way.
    const group = await builders(data.app).group(
      [{ company: { id: initrode.id, name: 'Initrode Storage', slug: 'initrode' } }],
      {
        type: 'solution_support',
      },
    );

    const signedIn = await on(other, '/api/auth/login', json({ email, password: PASSWORD }));
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const form = new FormData();
    form.append('name', 'Escalation matrix');
    form.append('document_type', 'file');
    form.append('file', new Blob([LOGO], { type: 'image/png' }), 'matrix.png');
    const shared = await on(other, `/api/admin/company/partner_groups/${String(group.id)}/documents/upload`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(shared.status, await shared.clone().text()).toBe(200);
    const { document } = (await shared.json()) as { document: { id: number } };

    const download = await on(
      first,
      `/api/caller/partner_groups/${String(group.id)}/documents/${String(document.id)}/download`,
      { headers: bearer(token) },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(LOGO);
  });

  it('[issue 22] an email a web instance queues is delivered by the worker, once', async () => {
    const email = 'ops@cluster.test';
    const asked = await call('/api/auth/forgot_password', json({ email }));
    expect(asked.response.status).toBe(200);
    await expect
      .poll(() => sink.received.filter((message) => message.to.includes(email)).length, { timeout: 30_000 })
      .toBe(1);
    // The web instances work no queue: the worker sent it.
    const sent = async (instance: ServerProcess) => {
      const metrics = await fetch(`http://127.0.0.1:${String(instance.port)}/metrics`, {
        headers: bearer(METRICS_TOKEN),
      });
      return Number(/^casebridge_emails_sent_total (\d+)/m.exec(await metrics.text())?.[1] ?? 0);
    };
    expect(await sent(worker)).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(web.map(sent))).toEqual([0, 0]);
  });

  it('[issue 22] 500 emails queued through nginx are each delivered while a worker is killed mid-way', async () => {
    const build = builders(data.app);
    const company = await build.company();
    const emails: string[] = [];
    for (let n = 0; n < 500; n++) emails.push((await build.user(company)).email);
    const standby = await startServerProcess({
      ...env,
      DATABASE_URL: database.url,
      MIGRATE_ON_START: 'false',
      ROLE: 'worker',
    });
    cleanups.push(standby.stop);

    // 500 people ask for a reset link, 25 at a time, each from an address of their own (the sign-in limits count
    // per address): the web instances queue the emails, the workers deliver them.
    const pending = emails.map(
      (email, n) => () =>
        call(
          '/api/auth/forgot_password',
          json({ email }, { 'x-forwarded-for': `10.0.${String(n >> 8)}.${String(n & 255)}` }),
        ),
    );
    // The Message-IDs each address received, read from the sink's new messages only (the sink shares this process).
    const received = new Map<string, string[]>(emails.map((email) => [email, []]));
    let read = 0;
    const delivered = () => {
      for (const message of sink.received.slice(read)) {
        const address = /[^\s<>"]+@[^\s<>"]+/.exec(message.to)?.[0] ?? '';
        received.get(address)?.push(message.messageId);
      }
      read = sink.received.length;
      return [...received.values()].filter((ids) => ids.length > 0).length;
    };
    const statuses: number[] = [];
    const asking = Promise.all(
      Array.from({ length: 25 }, async () => {
        for (let ask = pending.shift(); ask; ask = pending.shift()) statuses.push((await ask()).response.status);
      }),
    );
    // A crash while the emails come in: the jobs the killed worker had fetched return to the queue when pg-boss
    // expires them (after EMAIL_CLAIM_STALE_SECONDS, at least 150 s, at its next maintenance run, every 120 s); the
    // emails it was sending stay claimed until their claims are stale (stale seconds plus one maintenance interval),
    // then the minute's sweep sends them: up to about six minutes late, never lost (thirteen allowed: a CI run with
    // three suites on two cores once took longer than eight, and a later, slower run failed this test, its log lost).
    await expect.poll(delivered, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(100);
    expect(delivered()).toBeLessThan(500);
    await worker.stop('SIGKILL');
    await asking;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await expect.poll(delivered, { timeout: 780_000, interval: 1_000 }).toBe(500);

    // Each email is one outbox row with one Message-ID. At most those being sent at the kill may arrive twice (their
    // sends were not yet marked): under the same Message-ID, which the receiving side recognises as a repeat.
    const repeats = [...received].flatMap(([email, ids]) => {
      expect(new Set(ids).size, email).toBe(1);
      return ids.slice(1);
    });
    expect(repeats.length).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  }, 960_000);
});
