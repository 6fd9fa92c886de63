import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../src/db/client.ts';
import { keptStatement } from '../src/db/prepared.ts';
import { rateLimitHits } from '../src/db/schema/identity.ts';
import { createTestDatabase } from './test-database.ts';

// Kept statements (apps/api/src/db/prepared.ts): the actor's lookup, the case lists, and the statements a case
// submission's transaction reads with (its webhooks' subscribers, its emails' context).
describe('a kept statement', () => {
  let database: Database;
  let builds = 0;
  const hitsNamed = (db: DbOrTx) => {
    builds += 1;
    return db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${sql.placeholder('key')}`)
      .prepare('test_kept_hits_named');
  };
  const hitsOf = async (db: DbOrTx, key: string) =>
    (await keptStatement(db, hitsNamed).execute({ key })).map((row) => row.count);
  const addHit = (db: DbOrTx, key: string, count: number) =>
    db.insert(rateLimitHits).values({ key, count, resetAt: new Date(Date.now() + 60_000) });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('[issue 26] in a transaction runs on the transaction’s connection: it reads what the transaction wrote', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await addHit(tx, 'uncommitted', 7);
        expect(await hitsOf(tx, 'uncommitted')).toEqual([7]);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await hitsOf(database.db, 'uncommitted')).toEqual([]);
  });

  // PGlite has one connection: its transactions run one after the other.
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 26] in two transactions at once each runs on its own connection',
    async () => {
      // Both write before either reads: each must see its own uncommitted row and not the other's.
      let wrote = 0;
      let bothWrote: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => (bothWrote = resolve));
      const seen: Record<string, { own: number[]; other: number[] }> = {};
      const writeThenRead = (key: string, other: string, count: number) =>
        database.db.transaction(async (tx) => {
          await addHit(tx, key, count);
          if (++wrote === 2) bothWrote();
          await barrier;
          seen[key] = { own: await hitsOf(tx, key), other: await hitsOf(tx, other) };
          tx.rollback();
        });
      const settled = await Promise.allSettled([
        writeThenRead('first', 'second', 1),
        writeThenRead('second', 'first', 2),
      ]);
      expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(seen).toEqual({ first: { own: [1], other: [] }, second: { own: [2], other: [] } });
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 26] on PostgreSQL is built once for a pooled connection, not again in its next transaction',
    async () => {
      const runs = async () => {
        await database.db.transaction(async (tx) => {
          await hitsOf(tx, 'any');
        });
      };
      await runs();
      const afterFirst = builds;
      // The pool hands the connection just released to the next transaction (its idle connections are a stack).
      await runs();
      await runs();
      expect(builds).toBe(afterFirst);
    },
  );
});
