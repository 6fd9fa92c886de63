import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

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
async function serverDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cb_test_${randomBytes(4).toString('hex')}_output`;
  await onServer(`create database ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`, adminUrl) };
}

describe('the production server’s output', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] in production stdout holds nothing but JSON lines, from start-up to shutdown',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cb-output-'));
      const database = await serverDatabase(process.env.DATABASE_URL ?? '');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'info',
      };
      env.DATABASE_URL = database.url;
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env });
      let stdout = '';
      let stderr = '';
      server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      try {
        // Until the start-up line is written, or the process ends without it.
        await new Promise<void>((resolve) => {
          const started = () => {
            if (!stdout.includes('CaseBridge is running')) return;
            server.stdout.off('data', started);
            resolve();
          };
          server.stdout.on('data', started);
          void exited.then(() => {
            resolve();
          });
        });
        expect(stdout, stderr).toContain('CaseBridge is running');
        const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1];
        const ready = await fetch(`http://127.0.0.1:${String(port)}/api/health/ready`, {
          headers: { 'x-request-id': 'output-test-1' },
        });
        expect(ready.status).toBe(200);
        expect(ready.headers.get('x-request-id')).toBe('output-test-1');
      } finally {
        server.kill('SIGTERM');
        await exited;
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }

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
      expect(stderr).toBe('');
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
