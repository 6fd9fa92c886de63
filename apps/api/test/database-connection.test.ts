import { connect, createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, waitForDatabase } from '../src/db/client.ts';
import { freePort } from './mail-sink.ts';

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

  it('[issue 22] at start, a database that does not answer is tried once a second, said each time, and given up after DATABASE_WAIT_SECONDS', async () => {
    const port = await freePort();
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${String(port)}/none` });
    const said: string[] = [];
    const started = Date.now();
    try {
      await expect(waitForDatabase(database, { seconds: 2, log: (line) => said.push(line) })).rejects.toThrow(
        /The database did not answer within DATABASE_WAIT_SECONDS \(2 s\): .*ECONNREFUSED/,
      );
    } finally {
      await database.close();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(said[0]).toMatch(/^database: not reachable yet \(try 1: .*ECONNREFUSED.*\); trying again in 1 s$/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] at start, a database that comes up within DATABASE_WAIT_SECONDS is waited for',
    async () => {
      const target = new URL(process.env.DATABASE_URL ?? '');
      const port = await freePort();
      const url = new URL(target);
      url.host = `127.0.0.1:${String(port)}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      const said: string[] = [];
      // PostgreSQL "comes up" on the port after 1.5 s: a loopback relay to the real server starts listening then.
      let relay: Server | undefined;
      const opening = setTimeout(() => {
        relay = createServer((socket) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          socket.pipe(upstream).pipe(socket);
          socket.on('error', () => upstream.destroy());
          upstream.on('error', () => socket.destroy());
        }).listen(port, '127.0.0.1');
      }, 1500);
      try {
        await waitForDatabase(database, { seconds: 10, log: (line) => said.push(line) });
        const [row] = (await database.executeSql('select 1 as ok')).rows as { ok: number }[];
        expect(row?.ok).toBe(1);
        expect(said.length).toBeGreaterThanOrEqual(1);
      } finally {
        clearTimeout(opening);
        await database.close();
        relay?.close();
      }
    },
  );
});
