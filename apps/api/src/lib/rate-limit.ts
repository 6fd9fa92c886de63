import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import type { Db, DbOrTx } from '../db/client.ts';
import { keptStatement } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema/identity.ts';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance shares them. Counts one hit of `key` in its
 * window of `windowSeconds` (a new window once the last one ended) and answers the hits in it so far.
 */
export async function recordRateLimitHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await recordRateLimitWindow(db, key, windowSeconds)).count;
}

const isWindowOver = sql`${rateLimitHits.resetAt} <= now()`;

/**
 * One hit, a kept statement (ADR 62): every /api/v1 call and every guarded request sends it, so it is built and
 * planned once per connection. The table is unlogged (migration 0038): the hit writes no WAL and its commit waits for
 * no flush, so the calls of one key hold the key's row for the update alone.
 */
const rateLimitHitStatement = (db: DbOrTx) =>
  db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      resetAt: sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')})`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${isWindowOver} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${isWindowOver} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitHits.resetAt} - now())))::int`,
    })
    .prepare('rate_limit_hit');

/**
 * Counts one hit of `key` and answers the window's hits so far with the seconds until it ends: what a limit that
 * reports itself (the RateLimit-* headers of /api/v1) needs.
 */
export async function recordRateLimitWindow(db: Db, key: string, windowSeconds: number) {
  const [hit] = await keptStatement(db, rateLimitHitStatement).execute({ key, windowSeconds });
  return { count: hit?.count ?? 0, secondsLeft: hit?.secondsLeft ?? windowSeconds };
}

/** The hits of `key` in its current window, without counting one. */
export async function countRateLimitHits(db: Db, key: string): Promise<number> {
  const [window] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
  return window?.count ?? 0;
}

/** Counts one hit and throws 429, with the seconds until the window ends as `Retry-After`, past `max` in it. */
export async function consumeRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<void> {
  const { count, secondsLeft } = await recordRateLimitWindow(db, key, windowSeconds);
  if (count > max) throw new AppError('too_many_requests', TOO_MANY_REQUESTS_MESSAGE, undefined, secondsLeft);
}

/** Rate-limit windows that ended; answers how many went (the hourly housekeeping). */
export async function purgeEndedRateLimits(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, now))
    .returning({ key: rateLimitHits.key });
  return rows.length;
}
