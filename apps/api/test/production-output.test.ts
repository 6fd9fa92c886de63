import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process.ts';
import { createServerDatabase } from './test-database.ts';

describe('the production server’s output', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] in production stdout holds nothing but JSON lines, from start-up to shutdown',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cb-output-'));
      const database = await createServerDatabase('output');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'info',
        // The database is new: the start migrates it, and says so in its output too.
        MIGRATE_ON_START: 'true',
      };
      env.DATABASE_URL = database.url;
      const server = startApiProcess('server.ts', env);
      try {
        await server.waitForOutput('CaseBridge is running');
        expect(server.stdout, server.stderr).toContain('CaseBridge is running');
        const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.stdout)?.[1];
        const ready = await fetch(`http://127.0.0.1:${String(port)}/api/health/ready`, {
          headers: { 'x-request-id': 'output-test-1' },
        });
        expect(ready.status).toBe(200);
        expect(ready.headers.get('x-request-id')).toBe('output-test-1');
      } finally {
        await server.stop();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }

      const lines = server.stdout.split('\n').filter((line) => line !== '');
      const notJson = lines.filter((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      expect(server.stderr).toBe('');
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; url?: string });
      expect(logged.find((l) => l.msg.startsWith('CaseBridge is running'))).toMatchObject({
        url: 'http://localhost:0',
      });
      expect(logged.filter((l) => l.reqId === 'output-test-1').map((l) => l.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
      expect(logged.some((l) => l.msg === 'shutting down')).toBe(true);
    },
    120_000,
  );
});
