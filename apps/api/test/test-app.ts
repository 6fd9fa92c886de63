import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';
import { TEST_DEMO_PASSWORD, TEST_SECRET } from './test-env.ts';

export type TestApp = BuiltApp & { close: () => Promise<void> };

/**
 * The real app on a fresh copy of the seeded database, talked to with app.inject. With `database`, a further
 * instance on another app's database (scale-out): closing it leaves that database open.
 */
export async function createTestApp(
  options: {
    startJobs?: boolean;
    env?: Record<string, string>;
    logLines?: string[];
    database?: Database;
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET: TEST_SECRET,
    DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    AUTH_RATE_LIMIT: '1000',
    EMAIL_RETRY_DELAY: '1',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logLines = options.logLines;
  const built = await buildApp({
    config,
    database,
    startJobs: options.startJobs ?? false,
    logger: logLines ? { write: (line) => logLines.push(line) } : false,
    webDistDir: options.webDistDir,
  });
  await built.app.ready();
  return {
    ...built,
    close: async () => {
      await built.app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signInAs(app: TestApp, email: string, password = TEST_DEMO_PASSWORD) {
  const response = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign in as ${email} failed: ${response.statusCode} ${response.body}`);
  return { token: response.json<{ token: string }>().token, refreshCookie: refreshCookieOf(response) };
}

export function refreshCookieOf(response: LightMyRequestResponse, name = 'cb_refresh'): string | undefined {
  return response.cookies.find((c) => c.name === name && c.value !== '')?.value;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
