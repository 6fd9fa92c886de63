import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Whatever ends the test run (a timed-out hook included), no process it started outlives it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type ApiProcess = {
  stdout: () => string;
  stderr: () => string;
  /** The exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  /** True once stdout holds `text`; false when the process ends without it. */
  waitForOutput: (text: string) => Promise<boolean>;
  /** The signal (SIGTERM unless given) if it still runs, then its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * One of the API's entry points (server.ts, migrate.ts, admin.ts) as a process of its own, the way an operator runs
 * it: its TypeScript through tsx's loader, one Node process that signals reach directly.
 */
export function startApiProcess(
  entry: 'server.ts' | 'migrate.ts' | 'admin.ts',
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${entry}`, ...args], { cwd: repoRoot, env });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    waitForOutput: (text) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (!stdout.includes(text)) return;
          child.stdout.off('data', check);
          resolve(true);
        };
        child.stdout.on('data', check);
        check();
        void exited.then(() => {
          resolve(stdout.includes(text));
        });
      }),
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export type ServerProcess = ApiProcess & {
  /** The port it listens on; 0 when it ended before listening. */
  port: number;
};

/**
 * The server as production runs it (NODE_ENV=production, JSON logs on stdout, a DATA_DIR of its own that goes with
 * it) on the database given, migrating it at start (the test's database is new), on a port of its own unless `env`
 * names one. Resolves once it listens, or has ended.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv & { DATABASE_URL: string }): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-process-'));
  const server = startApiProcess('server.ts', {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET: 's'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'info',
    MIGRATE_ON_START: 'true',
    ...env,
  });
  void server.exited.then(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  await server.waitForOutput('CaseBridge is running');
  const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.stdout())?.[1] ?? 0);
  return { ...server, port };
}
