import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { purgeCaseData } from '../cases/purge-case-data.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';

const PURGE_QUEUE = 'purge-expired-rows';
const RETENTION_QUEUE = 'purge-case-data';

/** Hourly housekeeping and case retention, each one run at a time across instances (singleton queues). */
export async function startMaintenanceJobs({
  boss,
  db,
  config,
  log,
}: {
  boss: PgBoss;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}) {
  await boss.createQueue(PURGE_QUEUE, { name: PURGE_QUEUE, policy: 'singleton' });
  await boss.work(PURGE_QUEUE, async () => {
    log.info(await purgeExpiredRows(db, config), 'purged expired rows');
  });
  await boss.schedule(PURGE_QUEUE, '17 * * * *');

  await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, policy: 'singleton' });
  await boss.work(RETENTION_QUEUE, async () => {
    log.info(await purgeCaseData(db), 'purged case data past its retention');
  });
  await boss.schedule(RETENTION_QUEUE, '23 * * * *');
}
