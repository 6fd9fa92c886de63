import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DATABASE_CHECK_TIMEOUT_MS } from '../src/modules/health/database-check.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[issue 22] live answers 200 and ready answers 200 while the database answers and the instance serves', async () => {
    const live = await get(t, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', instance: 'serving' }, failed: [] });
    // The bench and the browser tests poll this one: it answers as before.
    const health = await get(t, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('[issue 22] a draining instance is not ready (503 naming the check) but still live and still answers', async () => {
    t.deps.lifecycle.draining = true;
    try {
      const ready = await get(t, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'up', instance: 'draining' },
        failed: ['instance'],
      });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
      expect((await get(t, '/api/config')).statusCode).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
    expect((await get(t, '/api/health/ready')).statusCode).toBe(200);
  });
});

describe('readiness without the database', () => {
  it('[issue 22] the database gone: ready and health answer 503 naming it, live still 200', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const t = await createTestApp({ database, logLines: lines, env: { LOG_LEVEL: 'info' } });
    try {
      await database.close();
      const ready = await get(t, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'down', instance: 'serving' },
        failed: ['database'],
      });
      // The reason is logged, under the request's id.
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      expect(logged.find((l) => l.msg === 'health check: database down')?.reqId).toBe(ready.headers['x-request-id']);
      expect((await get(t, '/api/health')).json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('[issue 22] a database that never answers (its host hangs): ready answers 503 within the timeout', async () => {
    // A host that takes the connection and never says a word, as a hung or partitioned PostgreSQL does.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const database = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${String(port)}/none` });
    const t = await createTestApp({ database });
    try {
      const started = Date.now();
      const ready = await get(t, '/api/health/ready');
      const elapsed = Date.now() - started;
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ failed: string[] }>().failed).toEqual(['database']);
      expect(elapsed).toBeGreaterThanOrEqual(DATABASE_CHECK_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(DATABASE_CHECK_TIMEOUT_MS + 1500);
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await database.close();
    }
  });
});
