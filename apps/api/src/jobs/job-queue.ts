import PgBoss from 'pg-boss';
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
