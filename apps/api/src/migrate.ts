import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnreachableError, openDatabase, waitForDatabase } from './db/client.ts';
import {
  codeMigrations,
  describeApplied,
  migrateDatabase,
  newerSchemaNote,
  readSchemaState,
  schemaMismatch,
} from './db/migrations.ts';

/**
 * `npm run migrate`: applies the pending migrations to the database the configuration names (DATABASE_URL, or the
 * embedded one under DATA_DIR), one run at a time on PostgreSQL (migrateDatabase), and says what it did. Exit 0: the
 * schema is current (or newer than this code: nothing to apply); 1: it is not, and why.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await waitForDatabase(database, { seconds: config.databaseWaitSeconds, log: console.log });
    const applied = await migrateDatabase(database, {
      onWait: () => {
        console.log('database: another run is migrating this database; waiting for it to finish');
      },
    });
    const state = await readSchemaState(database.db);
    // A newer schema is no failure here: an older release's run has nothing to apply; its start decides (prepareSchema).
    const mismatch = schemaMismatch(state, { allowNewer: true });
    if (mismatch) {
      console.error(mismatch);
      return 1;
    }
    const newer = newerSchemaNote(state);
    if (applied.length > 0) console.log(describeApplied(applied));
    else if (newer) console.log(`database: nothing to apply. ${newer}`);
    else
      console.log(`database: the schema is current (${String(codeMigrations().length)} migrations); nothing to apply`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
    else
      console.error(
        'The migration run failed (the pending migrations run in one transaction: a failure while applying them ' +
          'leaves none applied):',
        error instanceof Error && error.cause instanceof Error ? `${error.message}\n${error.cause.message}` : error,
      );
    process.exit(1);
  },
);
