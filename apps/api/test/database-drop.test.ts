import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts';
import { builders } from './builders.ts';
import { createMailSink, freePort } from './mail-sink.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** A promise and what resolves it, for one step of the test to wait for another. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Answer = { status: number; retryAfter: string | undefined; error: string | undefined; ms: number };

// Only PostgreSQL has connections to lose; PGlite runs in the process.
describe.skipIf(!process.env.DATABASE_URL)('the database going away (issue 22)', () => {
  let t: TestApp;
  let sink: ReturnType<typeof createMailSink>;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    // An error event nobody listens for throws out of the socket's callback: the process would end on it.
    process.on('uncaughtExceptionMonitor', recordCrash);
    const port = await freePort();
    sink = createMailSink(port);
    await sink.start();
    t = await createTestApp({ startJobs: true, env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}` } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
    process.off('uncaughtExceptionMonitor', recordCrash);
  });

  /** From a connection of its own, ends every other backend of the app's database, as an administrator or a restart. */
  async function terminateAppBackends(): Promise<number> {
    const [row] = (await t.deps.database.executeSql('select current_database() as name')).rows as { name: string }[];
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it('[issue 22] backends killed under a stream of requests: the failed ones answer 503 with Retry-After, the process runs on, requests and emails succeed again', async () => {
    const b = builders(t);
    const user = await b.user(await b.company());
    const ask = async (): Promise<Answer> => {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
      const retryAfter = response.headers['retry-after'];
      return {
        status: response.statusCode,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        error: response.statusCode === 200 ? undefined : response.json<{ error: string }>().error,
        ms: Date.now() - started,
      };
    };
    expect((await ask()).status).toBe(200);

    // A transaction of the app's pool holds its connection while the backend is killed (a service between two
    // statements): its next statement fails as the database being away, and nothing else happens.
    const kill = signal();
    const holding = signal();
    const held = t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding.resolve();
      await kill.promise;
      await tx.execute(sql`select 1`);
    });
    const heldOutcome = held.then(
      () => null,
      (error: unknown) => error,
    );
    await holding.promise;

    // Sixteen clients asking one after another, while the app's backends are killed three times. The stream is
    // paced by its answers, not by the clock: so many answers before the first kill, between kills and after them.
    const answers: Answer[] = [];
    let streaming = true;
    let awaited: { count: number; reached: () => void } | null = null;
    const answered = (more: number) =>
      new Promise<void>((reached) => {
        awaited = { count: answers.length + more, reached };
      });
    const clients = Array.from({ length: 16 }, async () => {
      while (streaming) {
        answers.push(await ask());
        if (awaited && answers.length >= awaited.count) {
          awaited.reached();
          awaited = null;
        }
      }
    });
    await answered(32);
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      terminated += await terminateAppBackends();
      if (round === 0) kill.resolve();
      await answered(16);
    }
    await answered(64);
    streaming = false;
    await Promise.all(clients);

    expect(terminated).toBeGreaterThan(0);
    const heldError = await heldOutcome;
    expect(isDatabaseUnavailable(heldError), String(heldError)).toBe(true);
    expect(crashes).toEqual([]);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.length, 'some requests met a killed connection').toBeGreaterThan(0);
    for (const answer of failed)
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: '5',
        error: 'The service is briefly unavailable. Try again in a moment.',
      });
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);

    // Back: every request answers again, and the job queue's workers deliver (a reset email through a queued job).
    const after = await Promise.all(Array.from({ length: 20 }, ask));
    expect(after.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password',
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    await expect
      .poll(() => sink.received.filter((m) => m.to.includes(user.email)).length, { timeout: 30_000, interval: 200 })
      .toBe(1);
    expect(crashes).toEqual([]);
  }, 60_000);
});
