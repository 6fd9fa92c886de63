import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Whatever ends the test run (a timed-out hook included), no process it started outlives it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type ApiProcess = {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  /** True once stdout holds `text`; false when the process ends without it. */
  waitForOutput: (text: string) => Promise<boolean>;
  /** The signal (SIGTERM unless given), then its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** One of the API's entry points (server.ts, migrate.ts, admin.ts) as a process of its own, the way an operator runs it. */
export function startApiProcess(
  entry: 'server.ts' | 'migrate.ts' | 'admin.ts',
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${entry}`, ...args], { cwd: repoRoot, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
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
