// The built app (npm run build) on a free port. By default started the way the browser tests start it (a fresh DATA_DIR, and a
// fresh PostgreSQL database when DATABASE_URL is set: e2e/start-server.mjs); given a database, on that one.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STARTUP_LIMIT_MS = 120_000;
const DEMO_PASSWORD = 'CaseBridge-demo-1!';

/** @returns {Promise<number>} */
async function findFreePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * @param {{ databaseUrl?: string, env?: Record<string, string>, cwd?: string, nodeArgs?: string[] }} [options] a
 *   database the server runs on as it is (migrated on start, seeded when empty and not in production), extra
 *   environment, the folder whose compiled server runs (default: this checkout), and node's own options for the
 *   compiled server (--cpu-prof)
 * @returns {Promise<{ origin: string, processGroup: number, stop: () => Promise<void> }>}
 */
export async function startServer({ databaseUrl, env = {}, cwd, nodeArgs = [] } = {}) {
  const port = await findFreePort();
  const origin = `http://localhost:${String(port)}`;
  const dataDir = databaseUrl === undefined ? undefined : mkdtempSync(join(tmpdir(), 'cb-bench-'));
  // The compiled server (npm run build), as production runs it.
  const [command, args] =
    databaseUrl === undefined
      ? ['node', ['e2e/start-server.mjs']]
      : ['node', ['--enable-source-maps', ...nodeArgs, 'apps/api/dist/server.js']];
  const server = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      APP_DOMAIN: 'localhost',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, stopped as a whole: e2e/start-server.mjs starts the server as its child.
    detached: true,
  });
  const stopGroup = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  process.once('SIGINT', () => {
    stopGroup();
    process.exit(130);
  });
  // The seed's account list and the start-up lines: shown only when the server does not come up.
  /** @type {string[]} */
  const output = [];
  server.stdout.on('data', (chunk) => output.push(String(chunk)));
  server.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = once(server, 'exit');

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server stopped while starting:\n${output.join('')}`);
    // Live: what every role answers (a worker serves only the health and metrics routes).
    const healthy = await fetch(`${origin}/api/health/live`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      stopGroup();
      throw new Error(
        `the server did not answer /api/health/live within ${String(STARTUP_LIMIT_MS / 1000)} s:\n${output.join('')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    origin,
    // detached: the server's process group is its own pid.
    processGroup: server.pid ?? 0,
    stop: async () => {
      stopGroup();
      await exited;
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `email` in with the demo password; answers its bearer token. @param {string} origin @param {string} email */
export async function signIn(origin, email) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = /** @type {{ token?: string }} */ (await response.json());
  if (!response.ok || body.token === undefined) throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  return body.token;
}
