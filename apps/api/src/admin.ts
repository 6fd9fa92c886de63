import { parseArgs } from 'node:util';
import { emailField } from '@casebridge/contract/fields';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { createSuperAdmin } from './modules/super-admin-users/create-super-admin.ts';

const USAGE = `Usage: npm run admin -- create-super-admin --email <address> [--another] [--resend-link]
  --another      make one more super admin although the network has one
  --resend-link  print a new set-password link for the super admin of that address
       npm run admin -- move-files-to-s3
  copy the uploaded files under DATA_DIR/files to the bucket of S3_URL (files already there are skipped)`;

async function createSuperAdminCommand(config: Config, values: Record<string, unknown>): Promise<number> {
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = await createSuperAdmin(
      { db: database.db, config },
      { email: email.data, another: values.another === true, resendLink: values['resend-link'] === true },
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

async function moveFilesToS3Command(config: Config): Promise<number> {
  if (!config.s3) {
    console.error('S3_URL is not set: name the bucket the files go to (docs/files.md).');
    return 1;
  }
  const { moveFilesToS3 } = await import('./lib/move-files-to-s3.ts');
  const target = `s3 bucket ${config.s3.bucket}${config.s3.prefix ? ` (prefix ${config.s3.prefix})` : ''}`;
  const moved = await moveFilesToS3(config, config.s3);
  console.log(
    `Copied ${String(moved.copied)} files from ${config.dataDir}/files to the ${target}; ` +
      `${String(moved.present)} were there already.`,
  );
  return 0;
}

/** `npm run admin -- <command>`: the operator's commands, on the database and files the configuration names. */
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
  const [command, ...rest] = positionals;
  if (rest.length > 0 || (command !== 'create-super-admin' && command !== 'move-files-to-s3')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  return command === 'create-super-admin' ? createSuperAdminCommand(config, values) : moveFilesToS3Command(config);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exit(1);
  },
);
