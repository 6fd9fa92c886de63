import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** Rows one purge statement deletes at most: a short statement, so a backlog never holds a long lock or transaction. */
export const PURGE_BATCH_SIZE = 1000;
/** Statements one run of a purge makes at most per rule; a larger backlog goes over the next runs. */
export const PURGE_MAX_BATCHES = 100;

/**
 * The purges' one way to delete: the rows of `table` that `where` selects (through an index on its column), at most
 * `batchSize` per statement, each batch named by the table's `key` columns, until a batch takes fewer or the run's
 * cap is reached; answers how many rows went.
 */
export async function deleteInBatches(
  db: DbOrTx,
  table: PgTable,
  key: readonly [PgColumn, ...PgColumn[]],
  where: SQL,
  { batchSize = PURGE_BATCH_SIZE, maxBatches = PURGE_MAX_BATCHES } = {},
): Promise<number> {
  const keyList = sql.join([...key], sql`, `);
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await db
      .delete(table)
      .where(sql`(${keyList}) in (select ${keyList} from ${table} where ${where} limit ${batchSize})`)
      .returning({ one: sql<number>`1` });
    total += rows.length;
    if (rows.length < batchSize) break;
  }
  return total;
}
