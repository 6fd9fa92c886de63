import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, type Database } from '../src/db/client.ts';
import {
  codeMigrations,
  MIGRATION_LOCK,
  readSchemaState,
  schemaMismatch,
  SchemaMismatchError,
} from '../src/db/migrations.ts';
import { prepareSchema } from '../src/db/prepare-schema.ts';
import { createLogger } from '../src/lib/logger.ts';
import { startApiProcess } from './api-process.ts';
import { createServerDatabase, createTestDatabase } from './test-database.ts';

const journal = codeMigrations();
const lastMigration = journal.at(-1);

/** A logger whose lines the test reads (their messages). */
function recordingLogger() {
  const messages: string[] = [];
  const log = createLogger('info', {
    write: (line: string) => messages.push((JSON.parse(line) as { msg: string }).msg),
  });
  return { log, messages };
}

const production = { isProduction: true, migrateOnStart: false, allowNewerSchema: false };

describe('the schema check against the code’s migrations (issue 22)', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  async function migratedDatabase(): Promise<Database> {
    const database = await createTestDatabase();
    opened.push(database);
    return database;
  }

  it('[issue 22] a database migrated by drizzle is current: the code hashes its migrations as drizzle recorded them', async () => {
    const database = await migratedDatabase();
    const state = await readSchemaState(database.db);
    expect(state).toEqual({ pending: [], unknown: [], altered: [] });
    await expect(prepareSchema(database, production, recordingLogger().log)).resolves.toBeUndefined();
  });

  it('[issue 22] a database with a migration this code does not carry is refused in production as newer, unless ALLOW_NEWER_SCHEMA', async () => {
    const database = await migratedDatabase();
    const newer = Number(lastMigration?.createdAt) + 60_000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newer})`,
    );

    const refusal = prepareSchema(database, production, recordingLogger().log);
    await expect(refusal).rejects.toThrow(SchemaMismatchError);
    await expect(refusal).rejects.toThrow(
      /^The database schema is newer than this code: it records 1 migration .* Deploy the newer code; .*ALLOW_NEWER_SCHEMA=true/,
    );

    const { log, messages } = recordingLogger();
    await prepareSchema(database, { ...production, allowNewerSchema: true }, log);
    expect(messages).toEqual([
      expect.stringMatching(/newer than this code.*Started anyway \(ALLOW_NEWER_SCHEMA=true\)/),
    ]);
  });

  it('[issue 22] a migration whose file changed after it was applied is refused, even with ALLOW_NEWER_SCHEMA', async () => {
    const database = await migratedDatabase();
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set hash = 'edited' where created_at = ${Number(lastMigration?.createdAt)}`,
    );
    const state = await readSchemaState(database.db);
    expect(state.altered.map((migration) => migration.tag)).toEqual([lastMigration?.tag]);
    expect(schemaMismatch(state, { allowNewer: true })).toMatch(
      new RegExp(`^The database recorded 1 migration \\(${String(lastMigration?.tag)}\\) with another content`),
    );
  });

  it('[issue 22] outside production the start migrates a new embedded database by itself', async () => {
    const database = await openDatabase({ pglite: await createPglite() });
    opened.push(database);
    const { log, messages } = recordingLogger();
    await prepareSchema(database, { ...production, isProduction: false }, log);
    expect(messages).toEqual([
      `database: applied ${String(journal.length)} migrations: ${journal.map((m) => m.tag).join(', ')}`,
    ]);
    expect(await readSchemaState(database.db)).toEqual({ pending: [], unknown: [], altered: [] });
  }, 120_000); // a new PGlite and every migration: half a minute on a loaded machine
});

// Locks between processes and a production start need PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('migrations as a step of their own on PostgreSQL (issue 22)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function emptyDatabase(label: string) {
    const database = await createServerDatabase(label);
    cleanups.push(database.drop);
    return database;
  }
  async function connect(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    return client;
  }

  it('[issue 22] two `npm run migrate` at once on an empty database: one waits for the other, both succeed, the schema is applied once', async () => {
    const database = await emptyDatabase('migrate_twice');
    // The test holds the lock while both start, so that both must wait for it, whichever starts first.
    const holder = await connect(database.url);
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const env = { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'development' };
    const runs = [startApiProcess('migrate.ts', env), startApiProcess('migrate.ts', env)];
    const waiting = await Promise.all(runs.map((run) => run.waitForOutput('waiting for it to finish')));
    expect(waiting, runs.map((run) => run.stdout() + run.stderr()).join('\n')).toEqual([true, true]);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);

    expect(await Promise.all(runs.map((run) => run.exited))).toEqual([0, 0]);
    const outputs = runs.map((run) => run.stdout()).sort();
    expect(outputs).toEqual([
      expect.stringContaining(`database: applied ${String(journal.length)} migrations: 0000_init,`),
      expect.stringContaining(
        `database: the schema is current (${String(journal.length)} migrations); nothing to apply`,
      ),
    ]);
    expect(runs.map((run) => run.stderr())).toEqual(['', '']);
    const recorded = await holder.query<{ rows: number; hashes: number }>(
      'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(recorded.rows[0]).toEqual({ rows: journal.length, hashes: journal.length });
    const check = await openDatabase({ databaseUrl: database.url });
    try {
      expect(await readSchemaState(check.db)).toEqual({ pending: [], unknown: [], altered: [] });
    } finally {
      await check.close();
    }
  }, 120_000);

  it('[issue 22] in production the start refuses an unmigrated database, naming npm run migrate; with MIGRATE_ON_START=true it migrates and starts', async () => {
    const database = await emptyDatabase('start_refused');
    const dataDir = mkdtempSync(join(tmpdir(), 'cb-migrate-start-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
    };

    const refused = startApiProcess('server.ts', env);
    expect(await refused.exited).toBe(1);
    const fatal = refused
      .stdout()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.level === 60);
    expect(fatal?.msg).toMatch(
      new RegExp(
        `^The database schema is older than this code: ${String(journal.length)} migrations \\(0000_init, .*\\) not ` +
          'applied\\. Run `npm run migrate` with this configuration',
      ),
    );
    const client = await connect(database.url);
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    expect(tables.rows[0]?.n).toBe(0);

    const started = startApiProcess('server.ts', { ...env, MIGRATE_ON_START: 'true' });
    try {
      expect(await started.waitForOutput('CaseBridge is running'), started.stdout() + started.stderr()).toBe(true);
      expect(started.stdout()).toContain(`database: applied ${String(journal.length)} migrations`);
    } finally {
      await started.stop();
    }
  }, 120_000);
});
