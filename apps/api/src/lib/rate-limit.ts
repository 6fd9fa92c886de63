import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import type { Db, DbOrTx } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/identity.ts';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance shares them. Counts one hit of `key` in its
 * window of `windowSeconds` (a new window once the last one ended) and answers the hits in it so far.
 */
export async function recordRateLimitHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await recordRateLimitWindow(db, key, windowSeconds)).count;
}

/**
 * Counts one hit of `key` and answers the window's hits so far with the seconds until it ends: what a limit that
 * reports itself (the RateLimit-* headers of /api/v1) needs.
 */
export async function recordRateLimitWindow(db: Db, key: string, windowSeconds: number) {
  const windowEnds = sql`now() + make_interval(secs => ${windowSeconds})`;
  const isExpired = sql`${rateLimitHits.resetAt} <= now()`;
  const [hit] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${isExpired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitHits.resetAt} - now())))::int`,
    });
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
