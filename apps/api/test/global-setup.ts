import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/migrations.ts';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, openDatabase } from '../src/db/client.ts';
import { seedDemoNetwork } from '../src/seed/seed-demo-network.ts';
import { demoCaseHistory, TEST_DEMO_PASSWORD } from './test-env.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** PGlite: a data-dir dump of the migrated, seeded template. PostgreSQL: the template database's name. */
    templatePglitePath: string;
    templateDatabaseName: string;
    /** The same, migrated and empty: the tests that build their own data (builders.ts) start from it. */
    emptyTemplatePglitePath: string;
    emptyTemplateDatabaseName: string;
  }
}

/** Migrates and seeds one template per test run; every test file gets a copy of it (test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `cb_template_${String(process.pid)}`;
    const emptyName = `cb_template_empty_${String(process.pid)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const [template, seeded] of [
      [emptyName, false],
      [name, true],
    ] as const) {
      await admin.query(`drop database if exists ${template}`);
      await admin.query(`create database ${template}`);
      await admin.query(`alter database ${template} set synchronous_commit = off`);
      const url = new URL(databaseUrl);
      url.pathname = `/${template}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await migrateDatabase(database);
      if (seeded) await seedDemoNetwork(database.db, { password: TEST_DEMO_PASSWORD, caseHistory: demoCaseHistory });
      await database.close();
    }
    project.provide('templateDatabaseName', name);
    project.provide('templatePglitePath', '');
    project.provide('emptyTemplateDatabaseName', emptyName);
    project.provide('emptyTemplatePglitePath', '');
    return async () => {
      const copies = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'cb_test_%_${String(process.pid)}'`,
      );
      for (const row of copies.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${emptyName} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'cb-template-'));
  // 1 MB WAL segments instead of 16: a copy carries one segment, not 16 MB of it (ADR 9).
  const pglite = await createPglite({ initDbStartParams: ['--wal-segsize=1'] });
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  // No test creates a database on PGlite: its template databases are 14 MB of every copy's 44 that nobody reads.
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`alter database ${template} is_template false`);
    await pglite.exec(`drop database ${template}`);
  }
  const emptyPath = join(dir, 'empty-template.tar');
  writeFileSync(emptyPath, await smallDump(pglite));
  await seedDemoNetwork(database.db, { password: TEST_DEMO_PASSWORD, caseHistory: demoCaseHistory });
  const path = join(dir, 'template.tar');
  writeFileSync(path, await smallDump(pglite));
  await pglite.close();
  project.provide('templatePglitePath', path);
  project.provide('templateDatabaseName', '');
  project.provide('emptyTemplatePglitePath', emptyPath);
  project.provide('emptyTemplateDatabaseName', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}

/**
 * The data directory as a tar, as small as PGlite can load it: each test app loads a copy (test-database.ts), and its
 * CPU time grows with the size (ADR 9). A checkpoint first, so that no WAL before it is needed; then the segments
 * after the one being written are left out (PostgreSQL keeps them, recycled, for its next writes, and makes them again
 * when it needs them).
 */
async function smallDump(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('checkpoint');
  const current = (await pglite.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')).rows[0]
    ?.name;
  if (!current) throw new Error('no current WAL segment');
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return withoutEntries(tar, (name) => {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    return segment !== undefined && segment > current;
  });
}

/** A tar (ustar) without the entries whose name `drop` picks: 512-byte headers, each followed by its padded data. */
function withoutEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + 512);
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('latin1')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}
