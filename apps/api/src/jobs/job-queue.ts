import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Puts a job on a queue; its worker runs it after the request that sent it has answered (`startAfterSeconds`: not
 * before then).
 */
export type JobSender = {
  send: (queue: string, data: object, options?: { startAfterSeconds?: number }) => Promise<void>;
};

/** Without a job queue (tests that leave jobs off) what is sent is dropped; the test runs the job itself. */
export const droppedJobs: JobSender = { send: () => Promise.resolve() };

export const jobSender = (boss: PgBoss): JobSender => ({
  send: async (queue, data, options) => {
    await boss.send(queue, data, options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
  },
});

/** The data of a job about one row (an email, a webhook message): its id, parsed from the queue's JSON. */
export const rowJobData = z.object({ id: z.number().int().positive() });

/** pg-boss fails jobs whose expiry has passed at each maintenance run (email claims count on it). */
export const JOB_MAINTENANCE_INTERVAL_SECONDS = 120;

/**
 * Durable jobs in PostgreSQL (pg-boss), over the app's own connection so PGlite works too. `works`: this process works
 * the queue (ROLE worker or all), so it also runs pg-boss's maintenance and its clock of scheduled jobs; otherwise
 * (ROLE web) it only sends.
 */
export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  { works }: { works: boolean },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: works,
    schedule: works,
    // PGlite has one connection: keep pg-boss's own monitoring light.
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: JOB_MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (error: Error) => {
    log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  return boss;
}

/**
 * Works a queue a batch at a time: up to `batchSize` jobs a fetch, run `lanes` at once (each lane takes the next job),
 * the rest of the batch left untried once `startWithinMs` of the batch's start have passed. A job that throws
 * is failed alone and retried by its queue; the jobs run to their end complete with the batch; untried jobs are
 * failed, to be retried. pg-boss's worker waits out what is left of its polling interval after every fetch unless it
 * is notified, so a full batch, which says more are waiting, asks for the next fetch at once: one job a fetch capped
 * a worker at two jobs a second. A worker killed mid-batch leaves the jobs it ran uncompleted, and they run again
 * once they expire: batches of more than one are for jobs a second run does no harm to (an email's claim, a webhook
 * message's); a job that must not run twice takes batches of one, each completed as soon as it has run.
 */
export async function workInBatches(
  boss: PgBoss,
  queue: string,
  options: { batchSize: number; lanes: number; pollingIntervalSeconds?: number; startWithinMs?: number },
  run: (data: unknown) => Promise<unknown>,
): Promise<void> {
  const { batchSize, lanes, pollingIntervalSeconds = 0.5, startWithinMs = Infinity } = options;
  let worker: string | null = null;
  worker = await boss.work(queue, { pollingIntervalSeconds, batchSize }, async (jobs) => {
    const lastStart = Date.now() + startWithinMs;
    let next = 0;
    const lane = async () => {
      while (next < jobs.length && Date.now() <= lastStart) {
        const job = jobs[next++];
        if (!job) return;
        try {
          await run(job.data);
        } catch (error) {
          await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
    const untried = jobs.slice(next).map((job) => job.id);
    if (untried.length > 0) await boss.fail(queue, untried);
    else if (jobs.length === batchSize && worker !== null) boss.notifyWorker(worker);
  });
}
