import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

describe('database connection', () => {
  // Only PostgreSQL has connections to lose; PGlite runs in the process.
  it.skipIf(!process.env.DATABASE_URL)(
    'an idle connection killed by the server is reported and replaced; the process keeps running',
    async () => {
      const url = process.env.DATABASE_URL ?? '';
      const lost: string[] = [];
      const database = await openDatabase({
        databaseUrl: url,
        onIdleConnectionError: (error) => lost.push(error.message),
      });
      try {
        const [before] = (await database.executeSql('select pg_backend_pid() as pid')).rows as { pid: number }[];
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [before?.pid]);
        await admin.end();
        await expect.poll(() => lost.length).toBe(1);
        const [after] = (await database.executeSql('select 1 as ok')).rows as { ok: number }[];
        expect(after?.ok).toBe(1);
      } finally {
        await database.close();
      }
    },
  );
});
