import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnreachableError, migrateDatabase, openDatabase, waitForDatabase } from './db/client.ts';
import { caseHistoryWriter } from './modules/cases/case-status-writer.ts';
import { demoIdpUrls } from './modules/demo-idp/demo-idp.ts';
import { isDatabaseEmpty, seedDemoNetwork } from './db/seed/seed-demo-network.ts';
import { seedDemoAgreements } from './db/seed/demo-agreements.ts';
import { createFirstSuperAdmin } from './modules/super-admin-users/create-super-admin.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => {
      console.warn(`database: an idle connection was lost (${error.message}); the next query opens a new one`);
    },
  });
  await waitForDatabase(database, {
    seconds: config.databaseWaitSeconds,
    log: (message) => {
      console.warn(message);
    },
  });
  await migrateDatabase(database);

  if (!config.isProduction && (await isDatabaseEmpty(database.db))) {
    const accounts = await seedDemoNetwork(database.db, {
      password: config.demoPassword,
      caseHistory: caseHistoryWriter(config),
      identityProvider: demoIdpUrls(config),
    });
    await seedDemoAgreements(database.db, config.dataDir);
    const lines = accounts.map((a) =>
      `  ${a.email.padEnd(28)} ${a.role.padEnd(17)} ${(a.company ?? '').padEnd(10)} ${a.note ?? ''}`.trimEnd(),
    );
    console.log(
      `Seeded the demo network. Every account's password is DEMO_PASSWORD (${config.demoPassword}):\n${lines.join('\n')}`,
    );
  }

  if (config.bootstrapAdminEmail) {
    const admin = await createFirstSuperAdmin({ db: database.db, config }, config.bootstrapAdminEmail);
    if (admin)
      console.log(
        `Created the first super admin ${admin.email} (CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL). Open this single-use link ` +
          `within ${String(config.resetPasswordTokenTtl / 60)} minutes to set the password:\n${admin.link}`,
      );
  }

  const { app } = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `CaseBridge is running on ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseUnreachableError ? error.message : error);
  process.exit(1);
});
