// CI's proof that production runs on the compiled output and the runtime dependencies alone (issue 22), as the
// Dockerfile's runtime stage holds them: the lockfile and the workspaces' package.json files, `npm ci --omit=dev`,
// the compiled API with its migrations and the built web app, in a folder of their own. There, on a fresh
// PostgreSQL database and in production: the migrate step, the admin command and the server, which answers ready and
// serves the web app, then drains on SIGTERM. Needs `npm run build` first.
//   node scripts/production-install.mjs --postgres=postgres://...   (a connection that may create databases)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from './bench/server.mjs';

const { values: options } = parseArgs({ options: { postgres: { type: 'string' } } });
if (!options.postgres) {
  console.error('usage: node scripts/production-install.mjs --postgres=postgres://...');
  process.exit(2);
}
const adminUrl = options.postgres;

/** @param {string} text */
async function onServer(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'cb-production-'));
const databaseName = `cb_production_${String(process.pid)}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl.toString(),
  SECRET: 'production-install-check-'.padEnd(48, 'x'),
  // Nothing is sent: the server needs an SMTP server's address, not a connection.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  DATA_DIR: join(dir, 'data'),
  APP_DOMAIN: 'localhost',
};
/** @param {string} what @param {string[]} args */
const run = (what, args) => {
  console.log(`== ${what}: ${args.join(' ')}`);
  return execFileSync(args[0] ?? '', args.slice(1), { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
};

try {
  const rootPackage = /** @type {{ workspaces: string[] }} */ (JSON.parse(readFileSync('package.json', 'utf8')));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...rootPackage.workspaces.map((w) => `${w}/package.json`),
  ])
    cpSync(file, join(dir, file));
  for (const folder of ['apps/api/dist', 'apps/api/drizzle', 'apps/web/dist'])
    cpSync(folder, join(dir, folder), { recursive: true });
  run('runtime dependencies', ['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund']);
  for (const devOnly of ['tsx', 'vitest', 'typescript', 'esbuild', 'vite'])
    if (existsSync(join(dir, 'node_modules', devOnly)))
      throw new Error(`a development package was installed: ${devOnly}`);

  await onServer(`create database ${databaseName}`);
  run('migrate', ['node', 'apps/api/dist/migrate.js']);
  const created = run('first super admin', [
    'node',
    'apps/api/dist/admin.js',
    'create-super-admin',
    '--email',
    'ops@production.test',
  ]);
  if (!/\/reset_password\//.test(created))
    throw new Error(`create-super-admin printed no set-password link:\n${created}`);

  const server = await startServer({ databaseUrl: env.DATABASE_URL, cwd: dir, env });
  try {
    const ready = await fetch(`${server.origin}/api/health/ready`);
    if (ready.status !== 200) throw new Error(`/api/health/ready answered ${String(ready.status)}`);
    const page = await fetch(`${server.origin}/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">'))
      throw new Error(`the web app was not served (${String(page.status)}):\n${html.slice(0, 500)}`);
    console.log(`== the server answers ready and serves the web app at ${server.origin}`);
  } finally {
    await server.stop();
  }
  console.log('== production install: passed');
} finally {
  await onServer(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
