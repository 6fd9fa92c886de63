import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnreachableError, openDatabase, waitForDatabase } from './db/client.ts';
import { SchemaMismatchError } from './db/migrations.ts';
import { prepareSchema } from './db/prepare-schema.ts';
import { createLogger } from './lib/logger.ts';
import { caseHistoryWriter } from './modules/cases/case-status-writer.ts';
import { demoIdpUrls } from './modules/demo-idp/demo-idp.ts';
import { isDatabaseEmpty, seedDemoNetwork } from './seed/seed-demo-network.ts';
import { seedDemoAgreements } from './seed/demo-agreements.ts';
import { createFileStore } from './lib/file-store.ts';
import { createFirstSuperAdmin } from './modules/super-admin-users/create-super-admin.ts';

/**
 * Node's own warnings (a library's deprecation, pg-boss's clock skew) as log lines like every other, instead of
 * Node's plain text: in production the output is nothing but JSON.
 */
function logProcessWarnings(log: FastifyBaseLogger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    log.warn({ err: warning }, `process warning: ${warning.message}`);
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (config.isProduction) logProcessWarnings(log);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => {
      log.warn({ err: error }, 'database: an idle connection was lost; the next query opens a new one');
    },
  });
  await waitForDatabase(database, {
    seconds: config.databaseWaitSeconds,
    log: (message) => {
      log.warn(message);
    },
  });
  await prepareSchema(database, config, log);
  const files = await createFileStore(config);

  if (!config.isProduction && (await isDatabaseEmpty(database.db))) {
    const accounts = await seedDemoNetwork(database.db, {
      password: config.demoPassword,
      caseHistory: caseHistoryWriter(config),
      identityProvider: demoIdpUrls(config),
    });
    await seedDemoAgreements(database.db, files);
    const lines = accounts.map((a) =>
      `  ${a.email.padEnd(28)} ${a.role.padEnd(17)} ${(a.company ?? '').padEnd(10)} ${a.note ?? ''}`.trimEnd(),
    );
    // Outside production only (no demo network there): a table for the person who just ran npm start.
    console.log(
      `Seeded the demo network. Every account's password is DEMO_PASSWORD (${config.demoPassword}):\n${lines.join('\n')}`,
    );
  }

  if (config.bootstrapAdminEmail) {
    const admin = await createFirstSuperAdmin({ db: database.db, config }, config.bootstrapAdminEmail);
    if (admin)
      log.info(
        { email: admin.email },
        `Created the first super admin ${admin.email} (CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL). Open this single-use link ` +
          `within ${String(config.resetPasswordTokenTtl / 60)} minutes to set the password: ${admin.link}`,
      );
  }

  const { app, deps } = await buildApp({ config, database, logger: log, files });
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal, timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutting down');
    // Readiness answers 503 from now on; closing the app stops taking connections, answers the requests in flight,
    // then lets the running jobs finish (app.ts).
    deps.lifecycle.draining = true;
    setTimeout(() => {
      app.log.error(
        `shutting down took longer than SHUTDOWN_TIMEOUT_SECONDS (${String(config.shutdownTimeoutSeconds)}): ` +
          'ending with requests or jobs unfinished',
      );
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    await app.close();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const databaseKind = database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL';
  log.info(
    { url: config.publicUrl, database: database.kind },
    `CaseBridge is running on ${config.publicUrl} (database: ${databaseKind})`,
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof SchemaMismatchError;
  const message = known ? error.message : 'CaseBridge could not start';
  // Production's output is JSON lines only; a developer reads the reason as it is.
  if (process.env.NODE_ENV === 'production') createLogger('info').fatal(known ? {} : { err: error }, message);
  else console.error(known ? error.message : error);
  process.exit(1);
});
