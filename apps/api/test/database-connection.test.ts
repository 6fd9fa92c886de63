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

  it.skipIf(!process.env.DATABASE_URL)(
    "a library's parameterised statement is kept on its connection, planned once; a parameterless one is not",
    async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '' });
      const kept = async () =>
        (
          (await database.executeSql('select name, statement from pg_prepared_statements')).rows as {
            name: string;
            statement: string;
          }[]
        ).map((row) => row.statement);
      try {
        // One query at a time: the pool hands out its one idle connection each time.
        const sent = 'select $1::int + 1 as next';
        for (const value of [1, 2]) {
          const [row] = (await database.executeSql(sent, [value])).rows as { next: number }[];
          expect(row?.next).toBe(value + 1);
        }
        await database.executeSql('select 41 + 1 as answer');
        expect(await kept()).toEqual([sent]);
      } finally {
        await database.close();
      }
    },
  );
});
