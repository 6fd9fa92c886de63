import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/migrations.ts';
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
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const emptyPath = join(dir, 'empty-template.tar');
  writeFileSync(emptyPath, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await seedDemoNetwork(database.db, { password: TEST_DEMO_PASSWORD, caseHistory: demoCaseHistory });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('templatePglitePath', path);
  project.provide('templateDatabaseName', '');
  project.provide('emptyTemplatePglitePath', emptyPath);
  project.provide('emptyTemplateDatabaseName', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
