import { and, eq, gt, sql } from 'drizzle-orm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/identity.ts';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters kept in PostgreSQL, so every API instance shares them. Counts one hit of `key` in its
 * window of `windowSeconds` (a new window once the last one ended) and answers the hits in it so far.
 */
export async function recordRateLimitHit(db: Db, key: string, windowSeconds: number): Promise<number> {
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
    .returning({ count: rateLimitHits.count });
  return hit?.count ?? 0;
}

/** The hits of `key` in its current window, without counting one. */
export async function countRateLimitHits(db: Db, key: string): Promise<number> {
  const [window] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
  return window?.count ?? 0;
}

/** Counts one hit and throws 429 once more than `max` fall in the current window. */
export async function consumeRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<void> {
  if ((await recordRateLimitHit(db, key, windowSeconds)) > max)
    throw new AppError('too_many_requests', TOO_MANY_REQUESTS_MESSAGE);
}
