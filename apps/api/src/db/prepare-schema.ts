import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import {
  describeApplied,
  migrateDatabase,
  newerSchemaNote,
  readSchemaState,
  schemaMismatch,
  SchemaMismatchError,
} from './migrations.ts';

/**
 * The start's schema step. Production migrates only when MIGRATE_ON_START=true (migrations are a deploy step of their
 * own: `npm run migrate`) and refuses a schema older or newer than the code, unless ALLOW_NEWER_SCHEMA=true accepts a
 * newer one. Elsewhere the start migrates by itself and only warns: a developer's database may run ahead of the branch
 * checked out.
 */
export async function prepareSchema(
  database: Database,
  config: Pick<Config, 'isProduction' | 'migrateOnStart' | 'allowNewerSchema'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.isProduction || config.migrateOnStart) {
    const applied = await migrateDatabase(database, {
      onWait: () => {
        log.info('database: another run is migrating this database; waiting for it to finish');
      },
    });
    if (applied.length > 0) log.info(describeApplied(applied));
  }
  const state = await readSchemaState(database.db);
  const mismatch = schemaMismatch(state, { allowNewer: config.allowNewerSchema });
  if (mismatch && config.isProduction) throw new SchemaMismatchError(mismatch);
  if (mismatch) log.warn(mismatch);
  const newer = newerSchemaNote(state);
  if (newer && !mismatch) log.warn(`${newer} Started anyway (ALLOW_NEWER_SCHEMA=true).`);
}
