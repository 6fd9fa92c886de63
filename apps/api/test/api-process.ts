import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export type ApiProcess = {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  /** True once stdout holds `text`; false when the process ends without it. */
  waitForOutput: (text: string) => Promise<boolean>;
  /** SIGTERM, then its exit code. */
  stop: () => Promise<number | null>;
};

/** One of the API's entry points (server.ts, migrate.ts) as a process of its own, the way an operator runs it. */
export function startApiProcess(entry: 'server.ts' | 'migrate.ts', env: NodeJS.ProcessEnv): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${entry}`], { cwd: repoRoot, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
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
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
