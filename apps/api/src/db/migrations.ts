import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client.ts';
import { migrationsFolder } from '../app-paths.ts';

/** The advisory lock that makes migration runs one at a time on a database: a second run waits, then finds none. */
export const MIGRATION_LOCK = 22_003;

/** A migration the code carries: its journal tag, and the two values drizzle records when it applies it. */
export type Migration = { tag: string; createdAt: number; hash: string };

/** A row of drizzle.__drizzle_migrations: `created_at` is the migration's journal time, not when it was applied. */
export type RecordedMigration = { createdAt: number; hash: string };

/** How the database's recorded migrations compare with the code's journal. All empty: the schema is current. */
export type SchemaState = {
  /** The code's migrations the database has not recorded: its schema is older. */
  pending: Migration[];
  /** Recorded migrations the code does not carry: its schema is newer (or comes from another branch). */
  unknown: RecordedMigration[];
  /** The code's migrations recorded with another content: their files were edited after they were applied. */
  altered: Migration[];
};

/** The schema and the code do not fit together; the message says which way and what to do. */
export class SchemaMismatchError extends Error {}

/** The journal the code carries, hashed as drizzle's migrator hashes each file (sha256 of its whole text). */
export function codeMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: createHash('sha256')
      .update(readFileSync(`${migrationsFolder}/${entry.tag}.sql`))
      .digest('hex'),
  }));
}

export async function readSchemaState(db: Db): Promise<SchemaState> {
  const code = codeMigrations();
  const recorded = await readRecordedMigrations(db);
  const recordedAt = new Map(recorded.map((row) => [row.createdAt, row]));
  const codeTimes = new Set(code.map((migration) => migration.createdAt));
  return {
    pending: code.filter((migration) => !recordedAt.has(migration.createdAt)),
    unknown: recorded.filter((row) => !codeTimes.has(row.createdAt)),
    altered: code.filter((migration) => {
      const row = recordedAt.get(migration.createdAt);
      return row !== undefined && row.hash !== migration.hash;
    }),
  };
}

async function readRecordedMigrations(db: Db): Promise<RecordedMigration[]> {
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return [];
  const rows = await selectRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  // created_at is a bigint: node-postgres gives it as text.
  return rows.map((row) => ({ createdAt: Number(row.created_at), hash: row.hash }));
}

/** A raw select's rows: both drivers (node-postgres, PGlite) answer db.execute with `rows`. */
async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/**
 * Applies the pending migrations (drizzle's migrator, all of them in one transaction) and returns them. On
 * PostgreSQL under MIGRATION_LOCK, taken on the connection that migrates: two runs at once, one waits (`onWait` says
 * so) and then finds nothing left to apply. PGlite's data directory belongs to one process, and its locks to that one
 * instance: there is nobody to wait for.
 */
export async function migrateDatabase(database: Database, options: { onWait?: () => void } = {}): Promise<Migration[]> {
  return database.withSession(async (db) => {
    if (database.kind === 'postgres') {
      const [tried] = await selectRows<{ locked: boolean }>(
        db,
        sql`select pg_try_advisory_lock(${MIGRATION_LOCK}) as "locked"`,
      );
      if (!tried?.locked) {
        options.onWait?.();
        await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      }
    }
    // Read under the lock (which ends with the session's connection): what the run before this one left pending.
    const { pending } = await readSchemaState(db);
    if (pending.length === 0) return [];
    if (database.kind === 'postgres') await migratePg(db as never, { migrationsFolder });
    else await migratePglite(db as never, { migrationsFolder });
    // Drizzle skips a migration older than the last one recorded (histories that diverged): not applied, not listed.
    const stillPending = new Set((await readSchemaState(db)).pending.map((migration) => migration.createdAt));
    return pending.filter((migration) => !stillPending.has(migration.createdAt));
  });
}

/**
 * Why this code should not run on a database in `state`, or null when it may. `allowNewer`: a newer schema is
 * accepted (ALLOW_NEWER_SCHEMA, see docs/operations.md, "Upgrading").
 */
export function schemaMismatch(state: SchemaState, options: { allowNewer: boolean }): string | null {
  const { pending, unknown, altered } = state;
  if (altered.length > 0)
    return (
      `The database recorded ${listTags(altered)} with another content than this code's file: the file was changed ` +
      'after the migration was applied, so the schema may not be what this code expects. Restore the file as it ' +
      'was released (a change to the schema is always a new migration).'
    );
  if (pending.length > 0 && unknown.length > 0)
    return (
      `The database and this code have different migration histories: this code carries ${listTags(pending)}, not ` +
      `applied, and the database records ${describeUnknown(unknown)} that this code does not carry (another ` +
      "branch's migrations?). `npm run migrate` cannot settle this: drizzle applies only migrations newer than the " +
      'last one recorded. A development database can be started afresh by deleting DATA_DIR/pgdata.'
    );
  if (pending.length > 0)
    return (
      `The database schema is older than this code: ${listTags(pending)} not applied. Run \`npm run migrate\` ` +
      'with this configuration, then start again (or set MIGRATE_ON_START=true for the start to migrate).'
    );
  const newer = newerSchemaNote(state);
  if (newer && !options.allowNewer)
    return (
      `${newer} Deploy the newer code; or, where this version is meant to run on that schema (the previous ` +
      'release during a rolling upgrade or a rollback, see docs/operations.md, "Upgrading"), start it with ' +
      'ALLOW_NEWER_SCHEMA=true.'
    );
  return null;
}

/** A note for a newer schema accepted (ALLOW_NEWER_SCHEMA, or `npm run migrate` of an older release): null if none. */
export function newerSchemaNote(state: SchemaState): string | null {
  if (state.unknown.length === 0) return null;
  return `The database schema is newer than this code: it records ${describeUnknown(state.unknown)} that this version does not carry.`;
}

/** What a migration run applied, for the start's log and `npm run migrate`. */
export function describeApplied(applied: Migration[]): string {
  const tags = applied.map((migration) => migration.tag);
  return `database: applied ${String(tags.length)} migration${tags.length === 1 ? '' : 's'}: ${tags.join(', ')}`;
}

function listTags(migrations: Migration[]): string {
  const tags = migrations.map((migration) => migration.tag);
  const shown = tags.length > 4 ? [tags[0], `… ${String(tags.length - 2)} more …`, tags.at(-1)] : tags;
  return `${String(tags.length)} migration${tags.length === 1 ? '' : 's'} (${shown.join(', ')})`;
}

function describeUnknown(rows: RecordedMigration[]): string {
  const latest = new Date(Math.max(...rows.map((row) => row.createdAt))).toISOString();
  return `${String(rows.length)} migration${rows.length === 1 ? '' : 's'} (the latest generated ${latest})`;
}
