import { describe, expect, it } from 'vitest';
import { startServerProcess } from './api-process.ts';
import { createServerDatabase } from './test-database.ts';

describe('the production server’s output', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] in production stdout holds nothing but JSON lines, from start-up to shutdown',
    async () => {
      const database = await createServerDatabase('output');
      const server = await startServerProcess({ DATABASE_URL: database.url });
      try {
        expect(server.stdout(), server.stderr()).toContain('CaseBridge is running');
        const ready = await fetch(`http://127.0.0.1:${String(server.port)}/api/health/ready`, {
          headers: { 'x-request-id': 'output-test-1' },
        });
        expect(ready.status).toBe(200);
        expect(ready.headers.get('x-request-id')).toBe('output-test-1');
      } finally {
        await server.stop();
        await database.drop();
      }
      const stdout = server.stdout();

      const lines = stdout.split('\n').filter((line) => line !== '');
      const notJson = lines.filter((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      expect(server.stderr()).toBe('');
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; url?: string });
      expect(logged.find((l) => l.msg.startsWith('CaseBridge is running'))).toMatchObject({
        url: 'http://localhost:0',
      });
      // Both of the request's lines name its id; not their order, which a loaded machine once gave swapped in CI.
      expect(
        logged
          .filter((l) => l.reqId === 'output-test-1')
          .map((l) => l.msg)
          .sort(),
      ).toEqual(['incoming request', 'request completed']);
      expect(logged.some((l) => l.msg === 'shutting down')).toBe(true);
    },
    120_000,
  );
});
