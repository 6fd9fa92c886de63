import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMailSink, freePort } from './mail-sink.ts';
import { startServerProcess, type ServerProcess } from './api-process.ts';
import { createServerDatabase } from './test-database.ts';

const ADMIN = 'ops@example.com';
const METRICS_TOKEN = 'm'.repeat(40);

async function queryOne<T>(databaseUrl: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as T;
  } finally {
    await client.end();
  }
}

const statusOf = async (server: ServerProcess, path: string, headers: Record<string, string> = {}) =>
  (await fetch(`http://127.0.0.1:${String(server.port)}${path}`, { headers })).status;

describe('ROLE: web and worker processes on one database (issue 22)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] a web instance only queues the reset email; a worker instance on the same database delivers it and serves nothing but health and metrics',
    async () => {
      const database = await createServerDatabase('roles');
      const smtpPort = await freePort();
      const sink = createMailSink(smtpPort);
      await sink.start();
      const smtp = { SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`, DATABASE_URL: database.url };
      const servers: ServerProcess[] = [];
      try {
        // The bootstrap admin is an account to send a reset link to.
        const web = await startServerProcess({ ...smtp, ROLE: 'web', CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL: ADMIN });
        servers.push(web);
        expect(web.port, web.stdout() + web.stderr()).toBeGreaterThan(0);
        expect(await statusOf(web, '/api/health/ready')).toBe(200);

        const reset = await fetch(`http://127.0.0.1:${String(web.port)}/api/auth/forgot_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN }),
        });
        expect(reset.status).toBe(200);
        const queued = `select count(*)::int as count from pgboss.job
          where name = 'auth-password-reset-link' and state = 'created'`;
        expect(await queryOne<{ count: number }>(database.url, queued)).toEqual({ count: 1 });
        // A worker polls its queue every half second: four times as long leaves the job where the web put it.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(await queryOne<{ count: number }>(database.url, queued)).toEqual({ count: 1 });
        expect(sink.received).toEqual([]);
        // Nor does the web instance keep the schedule of the cluster's recurring jobs.
        expect(await queryOne(database.url, 'select count(*)::int as count from pgboss.schedule')).toEqual({
          count: 0,
        });

        const worker = await startServerProcess({ ...smtp, ROLE: 'worker', METRICS_TOKEN });
        servers.push(worker);
        expect(worker.port, worker.stdout() + worker.stderr()).toBeGreaterThan(0);
        await expect
          .poll(() => sink.received.filter((mail) => mail.to.includes(ADMIN)).length, {
            timeout: 30_000,
            interval: 200,
          })
          .toBe(1);
        expect(sink.received[0]?.subject).toMatch(/password/i);
        expect(
          await queryOne<{ names: string[] }>(
            database.url,
            'select array_agg(name order by name) as names from pgboss.schedule',
          ),
        ).toEqual({ names: ['email-sweep', 'purge-case-data', 'purge-expired-rows', 'webhook-sweep'] });

        // The worker's port: health and metrics, nothing of the product.
        expect(await statusOf(worker, '/api/health/live')).toBe(200);
        expect(await statusOf(worker, '/api/health/ready')).toBe(200);
        expect(await statusOf(worker, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
        expect(await statusOf(worker, '/api/config')).toBe(404);
        expect(await statusOf(worker, '/')).toBe(404);
        expect(await statusOf(web, '/api/config')).toBe(200);
      } finally {
        for (const server of servers) await server.stop();
        await sink.stop();
        await database.drop();
      }
    },
    180_000,
  );
});
