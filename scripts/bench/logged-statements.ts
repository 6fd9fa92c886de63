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

/**
 * A statement script's whole work: for each of what the last argument asks (a JSON object of names and what to ask
 * under each, or an array of what to ask, each its own name), the statements `work` sends through a logged handle on
 * the database the first argument names; printed as { name: [{ sql, params }, ...] }. The arguments between the two
 * go to `work`, which reads what is asked as its script documents it.
 */
export async function printStatementsOf(
  usage: string,
  work: (db: Db, asked: unknown, args: string[]) => Promise<unknown>,
): Promise<void> {
  const args = process.argv.slice(2);
  const [databaseUrl] = args;
  const asking = args.at(-1);
  if (databaseUrl === undefined || asking === undefined || args.length < 2) throw new Error(`usage: ${usage}`);
  const parsed = JSON.parse(asking) as unknown[] | Record<string, unknown>;
  const named = Array.isArray(parsed) ? parsed.map((one) => [String(one), one] as const) : Object.entries(parsed);
  const logged = loggedStatements(databaseUrl);
  const statements: Record<string, Statement[]> = {};
  try {
    for (const [name, one] of named)
      statements[name] = await logged.statementsOf((db) => work(db, one, args.slice(1, -1)));
  } finally {
    await logged.end();
  }
  process.stdout.write(JSON.stringify(statements));
}
