import { parseArgs } from 'node:util';
import { emailField } from '@casebridge/contract/fields';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { createSuperAdmin } from './modules/super-admin-users/create-super-admin.ts';

const USAGE = `Usage: npm run admin -- create-super-admin --email <address> [--another] [--resend-link]
  --another      make one more super admin although the network has one
  --resend-link  print a new set-password link for the super admin of that address`;

/** `npm run admin -- <command>`: the operator's commands, on the database the configuration names. */
async function main(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      another: { type: 'boolean', default: false },
      'resend-link': { type: 'boolean', default: false },
    },
  });
  const email = emailField.safeParse(values.email ?? '');
  if (positionals.length !== 1 || positionals[0] !== 'create-super-admin' || !email.success) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = await createSuperAdmin(
      { db: database.db, config },
      { email: email.data, another: values.another, resendLink: values['resend-link'] },
    );
    const minutes = config.resetPasswordTokenTtl / 60;
    console.log(
      `${admin.created ? 'Created the super admin' : 'A new link for the super admin'} ${admin.email}. ` +
        `Open this single-use link within ${String(minutes)} minutes to set the password:\n${admin.link}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exit(1);
  },
);
