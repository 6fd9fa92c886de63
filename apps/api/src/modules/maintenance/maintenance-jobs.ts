import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';

const PURGE_QUEUE = 'purge-expired-rows';

/** Hourly housekeeping, one run at a time across instances (singleton queue). */
export async function startMaintenanceJobs({ boss, db, log }: { boss: PgBoss; db: Db; log: FastifyBaseLogger }) {
  await boss.createQueue(PURGE_QUEUE, { name: PURGE_QUEUE, policy: 'singleton' });
  await boss.work(PURGE_QUEUE, async () => {
    log.info(await purgeExpiredRows(db), 'purged expired rows');
  });
  await boss.schedule(PURGE_QUEUE, '17 * * * *');
}
