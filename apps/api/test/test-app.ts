import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAccessToken } from '../src/lib/access-token.ts';
import { createLogger } from '../src/lib/logger.ts';
import { issueRefreshSession } from '../src/modules/auth/refresh-sessions.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';
import { TEST_DEMO_PASSWORD, TEST_SECRET } from './test-env.ts';

export type TestApp = BuiltApp & { close: () => Promise<void> };

/**
 * The real app on a fresh copy of the migrated database (empty unless `data: 'demo'`), talked to with app.inject. With `database`, a further
 * instance on another app's database (scale-out): closing it leaves that database open. With `routes`, throwaway
 * routes registered beside the product's (a test proving that its own check can fail).
 */
export async function createTestApp(
  options: {
    startJobs?: boolean;
    env?: Record<string, string>;
    logLines?: string[];
    database?: Database;
    /** An empty migrated database that the test fills with builders.ts (the default), or the demo network. */
    data?: 'demo' | 'empty';
    routes?: (app: FastifyInstance) => void;
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
    ONBOARDING_RATE_LIMIT: '1000',
    EMAIL_RETRY_DELAY: '1',
    LOG_LEVEL: 'silent',
    // Production's configuration must name a PostgreSQL database; the test app hands buildApp its own instead.
    ...(options.env?.NODE_ENV === 'production' ? { DATABASE_URL: 'postgres://test-app.invalid/unused' } : {}),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(options.data));
  const logLines = options.logLines;
  const built = await buildApp({
    config,
    database,
    startJobs: options.startJobs ?? false,
    logger: logLines ? createLogger(config.logLevel, { write: (line) => logLines.push(line) }) : false,
    webDistDir: options.webDistDir,
  });
  options.routes?.(built.app);
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

/**
 * An access token of a new session (a refresh family, as a sign-in starts one) for a test that makes its own token:
 * issued at `issuedAt` (ms, default now), signed with `secret` (default the app's).
 */
export async function sessionToken(
  app: Pick<TestApp, 'deps'>,
  subject: { userId: number; impersonatorId: number | null },
  options: { issuedAt?: number; secret?: string } = {},
): Promise<string> {
  const { config, db } = app.deps;
  const session = await issueRefreshSession(db, subject, config.refreshTokenTtl);
  return createAccessToken(
    { ...subject, sessionId: session.familyId },
    options.secret ?? config.secret,
    config.accessTokenTtl,
    options.issuedAt,
  );
}

/**
 * Cookies as a browser keeps them: each under its Path, sent back only to URLs inside that path (the longer path
 * first, as browsers order them), forgotten once cleared. app.inject alone sends whatever it is given.
 */
export function createCookieJar() {
  const jar = new Map<string, { name: string; value: string; path: string }>();
  return {
    keep(response: LightMyRequestResponse): void {
      for (const cookie of response.cookies) {
        const path = cookie.path ?? '/';
        const cleared =
          cookie.value === '' || cookie.maxAge === 0 || (cookie.expires?.getTime() ?? Infinity) <= Date.now();
        if (cleared) jar.delete(`${cookie.name};${path}`);
        else jar.set(`${cookie.name};${path}`, { name: cookie.name, value: cookie.value, path });
      }
    },
    for(url: string): Record<string, string> {
      const pathname = url.split('?')[0] ?? url;
      const inPath = (path: string) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
      const sent: Record<string, string> = {};
      for (const cookie of [...jar.values()].sort((a, b) => b.path.length - a.path.length))
        if (inPath(cookie.path)) sent[cookie.name] ??= cookie.value;
      return sent;
    },
  };
}
