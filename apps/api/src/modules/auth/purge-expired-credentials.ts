import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens, refreshSessions } from '../../db/schema/identity.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Refresh credentials expired for a day (presenting one answers 401 either way) and emailed tokens expired for a
 * week; answers how many of each went.
 */
export async function purgeExpiredCredentials(db: DbOrTx, now: Date) {
  const sessions = await db
    .delete(refreshSessions)
    .where(lt(refreshSessions.expiresAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: refreshSessions.id });
  const tokens = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, new Date(now.getTime() - 7 * DAY_MS)))
    .returning({ id: emailTokens.id });
  return { refreshSessions: sessions.length, emailTokens: tokens.length };
}
