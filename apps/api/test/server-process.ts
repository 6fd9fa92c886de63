import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function onServer(sql: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh empty database of its own (production requires PostgreSQL: the test runs where the tests run on it). */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cb_test_${randomBytes(4).toString('hex')}_process`;
  await onServer(`create database ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`, adminUrl) };
}

export type ServerProcess = {
  /** The port it listens on; 0 when it ended before listening. */
  port: number;
  stdout: () => string;
  stderr: () => string;
  /** The exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves once stdout holds `text`, or the process has ended. */
  printed: (text: string) => Promise<void>;
  /** Ends it (SIGTERM) if it runs, and removes its DATA_DIR. */
  stop: () => Promise<void>;
};

/**
 * The server as production runs it, in a process of its own (src/server.ts through tsx's loader: one Node process,
 * signals reach it directly): NODE_ENV=production on the database given, JSON logs on stdout. Resolves once it
 * listens, or has ended.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv & { DATABASE_URL: string }): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!stdout.includes(text) && !ended) return;
        child.stdout.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      void exited.then(check);
      check();
    });
  await printed('CaseBridge is running');
  const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1] ?? 0);
  return {
    port,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    signal: (signal) => {
      if (!ended) child.kill(signal);
    },
    printed,
    stop: async () => {
      if (!ended) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
