// A database handle for the bench's statement scripts: the app's own query code runs on it, and each statement it
// sends is kept (SQL and parameters) for the benchmark to EXPLAIN with exactly what the measured requests send.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';

export type Statement = { sql: string; params: unknown[] };

/** A handle on `databaseUrl`; `statementsOf(work)` answers the statements `work` sent through it. */
export function loggedStatements(databaseUrl: string) {
  let logged: Statement[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
  }) as unknown as Db;
  return {
    statementsOf: async (work: (db: Db) => Promise<unknown>): Promise<Statement[]> => {
      logged = [];
      await work(db);
      return logged;
    },
    end: () => pool.end(),
  };
}
