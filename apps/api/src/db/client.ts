import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { PoolUse } from '../lib/metrics.ts';

/**
 * Statements are written with the query builder over the tables of `schema/`, never drizzle's relational queries
 * (`db.query`): the database is made without the schema, which drizzle would otherwise walk to make a query builder
 * per table for every transaction (0.4% of the server's profile under the emailed links' responses, ADR 70).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

/** Raw SQL access for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  executeSql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, for its counts (metrics); null on PGlite, whose one connection is no pool. */
  pool: PoolUse | null;
  /**
   * Runs `work` on one connection of its own, closed when the work ends: a session-level lock taken there (the
   * migrations' advisory lock) ends with it, whatever happened, and never reaches another borrower of the pool.
   * PGlite: its one connection.
   */
  withSession: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * The PostgreSQL extensions the migrations create: pg_trgm for the substring searches' trigram indexes, btree_gin for
 * the case search's index that holds the parties beside the text (migration 0028).
 */
const pgliteExtensions = { pg_trgm, btree_gin };

/**
 * The one way to create an embedded PGlite instance: with the extensions the migrations need loaded.
 * Every PGlite in the app, the tests and the scripts comes from here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: pgliteExtensions });
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
  onIdleConnectionError?: (error: Error) => void;
};

const statementNames = new Map<string, string>();
/** Texts built per call (none today) would otherwise be kept without end: past this many, a text goes unnamed. */
const MAX_STATEMENT_NAMES = 200;

/**
 * The name a library's parameterised statement is kept under on each pooled connection (pg-boss sends the same few
 * texts on every job): PostgreSQL parses and plans it once per connection instead of on every call, as our own kept
 * statements (db/prepared.ts). Named after its text, so that two texts never share a name.
 */
function statementName(text: string): string | undefined {
  if (statementNames.has(text) || statementNames.size >= MAX_STATEMENT_NAMES) return statementNames.get(text);
  const name = `sql_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  statementNames.set(text, name);
  return name;
}

/** DATABASE_URL set: a node-postgres pool. Unset: embedded PGlite persisting under DATA_DIR/pgdata. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A connection attempt to an unreachable host gives up (a 503 for its request) instead of hanging.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection lost (database restart, admin command) is dropped by the pool and replaced on the next
    // query; without a listener its error event would end the process.
    pool.on('error', (error) => {
      options.onIdleConnectionError?.(error);
    });
    // A connection checked out of the pool (a transaction between its statements) has no pool listener: its error
    // event would end the process. The running or next statement of its holder fails with the same error, which the
    // request answers with (503), and the pool drops the broken connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      executeSql: async (text, values) => {
        // A parameterless call may hold several statements (pg-boss's schema), which a prepared statement cannot.
        if (!values || values.length === 0) return { rows: (await pool.query(text)).rows as unknown[] };
        return { rows: (await pool.query({ name: statementName(text), text, values })).rows as unknown[] };
      },
      withSession: async (work) => {
        const client = await pool.connect();
        try {
          return await work(drizzlePg(client));
        } finally {
          client.release(true);
        }
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = `${options.dataDir ?? './data'}/pgdata`;
    mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir });
  }
  const pglite = client;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    // A parameterless call may hold several statements (pg-boss's schema): those go through exec.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withSession: (work) => work(db),
    close: () => pglite.close(),
  };
}

/** The start gave up waiting for the database: its message says what to check, without a stack. */
export class DatabaseUnreachableError extends Error {}

/**
 * Start-up against a database that is not up yet (both started together, a restart): tries once a second, saying so
 * each time, for up to `seconds`; a database that answers with a refusal (a wrong password, no such database) stops
 * at once.
 */
export async function waitForDatabase(
  database: Database,
  options: { seconds: number; log: (message: string) => void },
): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.executeSql('select 1');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() >= deadline)
        throw new DatabaseUnreachableError(
          `The database did not answer within DATABASE_WAIT_SECONDS (${String(options.seconds)} s): ${reason}`,
          { cause: error },
        );
      options.log(`database: not reachable yet (try ${String(attempt)}: ${reason}); trying again in 1 s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
