import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * How long the database has to answer `select 1`: a load balancer polls every few seconds, and a database that takes
 * longer (down, unreachable, every connection of the pool busy) makes the instance unfit for requests anyway.
 */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** Whether the database answers `select 1` within the timeout; a failure is logged with its reason. */
export async function isDatabaseAnswering(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(DATABASE_CHECK_TIMEOUT_MS)} ms`));
    }, DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch (error) {
    log.error({ err: error }, 'health check: database down');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
