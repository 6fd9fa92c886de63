import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database } from '../src/db/client.ts';

/**
 * A fresh copy of the migrated template, empty for builders.ts ('empty', the default: each test makes the small world
 * it needs) or with the demo network ('demo', for the tests about the seed): PGlite by default, PostgreSQL when
 * DATABASE_URL is set (with its `url`, for a process the test starts).
 */
export async function createTestDatabase(data: 'demo' | 'empty' = 'empty'): Promise<Database & { url?: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = inject(data === 'demo' ? 'templateDatabaseName' : 'emptyTemplateDatabaseName');
    const name = `cb_test_${randomBytes(4).toString('hex')}_${String(template.split('_').at(-1))}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // A test's commits need not wait for the disk: a crash loses only a copy that is dropped anyway (ADR 9).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      url: url.toString(),
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await waitForDisconnects(cleanup, name);
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const pglite = await createPglite({
    loadDataDir: templateDump(inject(data === 'demo' ? 'templatePglitePath' : 'emptyTemplatePglitePath')),
  });
  return openDatabase({ pglite });
}

/** Read once per worker (the files of a worker share this module: `isolate: false`); PGlite copies it on each load. */
const templateDumps = new Map<string, Blob>();
function templateDump(path: string): Blob {
  let dump = templateDumps.get(path);
  if (!dump) {
    dump = new Blob([readFileSync(path)]);
    templateDumps.set(path, dump);
  }
  return dump;
}

/**
 * An empty database of its own, not migrated, on the PostgreSQL server of DATABASE_URL: for a process the test starts
 * (production requires PostgreSQL). `label` ends its name, to tell whose it is.
 */
export async function createServerDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `cb_test_${randomBytes(4).toString('hex')}_${label}`;
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  await onServer(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/**
 * The pool's end() resolves before its sockets have closed; dropping the database "with (force)" right then kills
 * those closing connections, whose clients no longer listen for errors (an uncaught FATAL 57P01 in the test run).
 */
async function waitForDisconnects(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
