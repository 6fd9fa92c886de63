import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** pg-boss fails jobs whose expiry has passed at each maintenance run (email claims count on it). */
export const JOB_MAINTENANCE_INTERVAL_SECONDS = 120;

/** Durable jobs in PostgreSQL (pg-boss), over the app's own connection so PGlite works too. */
export async function startJobQueue(database: Database, log: FastifyBaseLogger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
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
