// The server the browser tests run against: the built app (npm run build) on a fresh DATA_DIR and, when DATABASE_URL is set,
// a fresh PostgreSQL database made for this run (and dropped after it when the process is let to finish).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** @param {string} sql */
async function runOnServer(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Named by port and emptied at start: Playwright may end this process before its exit handler runs.
const port = process.env.PORT ?? '3100';
const dataDir = join(tmpdir(), `cb-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
const databaseName = process.env.DATABASE_URL ? `cb_e2e_${port}` : undefined;
if (databaseName && process.env.DATABASE_URL) {
  await runOnServer(`drop database if exists ${databaseName} with (force)`);
  await runOnServer(`create database ${databaseName}`);
  // A test run's commits need not wait for the disk (ADR 9): a crash loses only a database that is dropped anyway.
  await runOnServer(`alter database ${databaseName} set synchronous_commit = off`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
}

// The compiled server, as production runs it: `npm run build` first.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { stdio: 'inherit', env });
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  const dropped = databaseName
    ? runOnServer(`drop database if exists ${databaseName} with (force)`)
    : Promise.resolve();
  dropped
    .catch((error) => {
      console.error('could not drop the browser-test database', error);
    })
    .finally(() => process.exit(code ?? 0));
});
