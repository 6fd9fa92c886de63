import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client.ts';
import { startJobQueue, workInBatches } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/lib/logger.ts';
import { EMAIL_LINK_QUEUE, PASSWORD_RESET_LINK_QUEUE } from '../src/modules/auth/auth-jobs.ts';
import { builders } from './builders.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** The queue's jobs by state, and how many fetches took them (a fetch stamps its jobs with one started_on). */
async function queueJobs(database: Database, queue: string) {
  const { rows } = await database.executeSql(
    `select state, count(*)::int as jobs, count(distinct started_on)::int as fetches
     from pgboss.job where name = $1 group by state`,
    [queue],
  );
  return Object.fromEntries(
    (rows as { state: string; jobs: number; fetches: number }[]).map((row) => [row.state, row]),
  );
}

const numbered = z.object({ n: z.number() });

/** How many of the queue's jobs are completed and how many wait for a retry, as `completed/retry`. */
const doneAndRetried = async (database: Database, queue: string) => {
  const jobs = await queueJobs(database, queue);
  return `${String(jobs.completed?.jobs ?? 0)}/${String(jobs.retry?.jobs ?? 0)}`;
};

// The emails and the webhooks are worked this way (apps/api/src/jobs/job-queue.ts).
describe('a queue worked in batches', () => {
  let database: Database;
  let boss: PgBoss;

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startJobQueue(database, createLogger('silent'), { works: true });
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await database.close();
  });

  it('[issue 22] takes the next batch at once while batches come full, not after the polling interval', async () => {
    const queue = 'test-batches-full';
    await boss.createQueue(queue);
    await boss.insert(Array.from({ length: 25 }, (_, n) => ({ name: queue, data: { n } })));
    const ran: number[] = [];
    // A minute between polls: a second fetch that waited for its interval would come after the wait below gives up.
    await workInBatches(boss, queue, { batchSize: 10, lanes: 3, pollingIntervalSeconds: 60 }, async (data) => {
      ran.push(numbered.parse(data).n);
      await Promise.resolve();
    });
    await expect.poll(() => doneAndRetried(database, queue), { timeout: 30_000 }).toBe('25/0');
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    // 10, 10 and 5: three fetches.
    expect((await queueJobs(database, queue)).completed?.fetches).toBe(3);
  });

  it('[issue 22] in batches of one completes each job before it runs the next, and fetches the next at once', async () => {
    const queue = 'test-batches-of-one';
    await boss.createQueue(queue);
    await boss.insert(Array.from({ length: 4 }, (_, n) => ({ name: queue, data: { n } })));
    const completedBefore: number[] = [];
    await workInBatches(boss, queue, { batchSize: 1, lanes: 1, pollingIntervalSeconds: 60 }, async () => {
      completedBefore.push((await queueJobs(database, queue)).completed?.jobs ?? 0);
    });
    await expect.poll(() => doneAndRetried(database, queue), { timeout: 30_000 }).toBe('4/0');
    // A job that must not run twice (a sign-in link) is done for the queue once it has run: a worker killed while it
    // runs the next does not run it again.
    expect(completedBefore).toEqual([0, 1, 2, 3]);
    expect((await queueJobs(database, queue)).completed?.fetches).toBe(4);
  });

  it('[issue 22] fails a job that throws alone: the others of its batch complete, it is retried', async () => {
    const queue = 'test-batches-failure';
    await boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 3600 });
    await boss.insert(Array.from({ length: 6 }, (_, n) => ({ name: queue, data: { n } })));
    await workInBatches(boss, queue, { batchSize: 10, lanes: 2 }, async (data) => {
      await Promise.resolve();
      if (numbered.parse(data).n === 2) throw new Error('job 2 refused');
    });
    await expect.poll(() => doneAndRetried(database, queue), { timeout: 30_000 }).toBe('5/1');
    const { rows } = await database.executeSql(
      `select data, output->>'message' as message from pgboss.job where name = $1 and state = 'retry'`,
      [queue],
    );
    expect(rows).toEqual([{ data: { n: 2 }, message: 'job 2 refused' }]);
  });

  it('[issue 22] leaves the jobs of a batch untried once its time to start them is over, to be retried', async () => {
    const queue = 'test-batches-deadline';
    await boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 3600 });
    await boss.insert(Array.from({ length: 4 }, (_, n) => ({ name: queue, data: { n } })));
    // One lane; the first job outlasts the batch's 200 ms to start jobs in (a job that takes long, as an SMTP send
    // timing out does: the wait is the job's work, not the test's).
    await workInBatches(boss, queue, { batchSize: 10, lanes: 1, startWithinMs: 200 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await expect.poll(() => doneAndRetried(database, queue), { timeout: 30_000 }).toBe('1/3');
  });
});

describe('the sign-in link queues', () => {
  it('[issue 22] hand a link job a dead worker held to another worker after a minute, not pg-boss’s 15', async () => {
    const t = await createTestApp({ startJobs: true });
    try {
      const { rows } = await t.deps.database.executeSql(
        `select name, expire_seconds from pgboss.queue where name = any($1) order by name`,
        [[PASSWORD_RESET_LINK_QUEUE, EMAIL_LINK_QUEUE]],
      );
      expect(rows).toEqual([
        { name: EMAIL_LINK_QUEUE, expire_seconds: 60 },
        { name: PASSWORD_RESET_LINK_QUEUE, expire_seconds: 60 },
      ]);
    } finally {
      await t.close();
    }
  });

  it('[issue 22] take one job a fetch, each completed alone', async () => {
    const t = await createTestApp({ startJobs: true });
    try {
      const build = builders(t);
      const company = await build.company();
      for (let i = 0; i < 3; i++) {
        const user = await build.user(company, { role: 'business_manager' });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot_password',
          payload: { email: user.email },
        });
        expect(response.statusCode).toBe(200);
      }
      await expect
        .poll(() => doneAndRetried(t.deps.database, PASSWORD_RESET_LINK_QUEUE), { timeout: 30_000 })
        .toBe('3/0');
      expect((await queueJobs(t.deps.database, PASSWORD_RESET_LINK_QUEUE)).completed?.fetches).toBe(3);
    } finally {
      await t.close();
    }
  });
});
