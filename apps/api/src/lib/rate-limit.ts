import { sql } from 'drizzle-orm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/identity.ts';
import { AppError } from './app-error.ts';

/**
 * A fixed window counter kept in PostgreSQL, so every API instance shares it.
 * Throws 429 once `max` hits fall in the current window of `windowSeconds`.
 */
export async function consumeRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<void> {
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
  if ((hit?.count ?? 0) > max) throw new AppError('too_many_requests', TOO_MANY_REQUESTS_MESSAGE);
}
