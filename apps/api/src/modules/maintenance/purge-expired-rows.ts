import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseSubmissionKeys } from '../../db/schema/cases.ts';
import { emailTokens, rateLimitHits, refreshSessions } from '../../db/schema/identity.ts';
import { samlAuthnRequests } from '../../db/schema/sso.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Rows that can no longer answer anything: rate-limit windows that ended, refresh credentials expired for a day
 * (presenting one answers 401 either way), emailed tokens expired for a week and SAML AuthnRequests past their expiry
 * (a response to one is refused either way), and case submissions' Idempotency-Keys after a day (a client retries
 * within minutes; a key older than that makes a new case again).
 */
export async function purgeExpiredRows(db: DbOrTx, now = new Date()) {
  const rateLimits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, now))
    .returning({ key: rateLimitHits.key });
  const sessions = await db
    .delete(refreshSessions)
    .where(lt(refreshSessions.expiresAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: refreshSessions.id });
  const tokens = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, new Date(now.getTime() - 7 * DAY_MS)))
    .returning({ id: emailTokens.id });
  const authnRequests = await db
    .delete(samlAuthnRequests)
    .where(lt(samlAuthnRequests.expiresAt, now))
    .returning({ id: samlAuthnRequests.id });
  const submissionKeys = await db
    .delete(caseSubmissionKeys)
    .where(lt(caseSubmissionKeys.createdAt, new Date(now.getTime() - DAY_MS)))
    .returning({ key: caseSubmissionKeys.key });
  return {
    rateLimits: rateLimits.length,
    refreshSessions: sessions.length,
    emailTokens: tokens.length,
    samlAuthnRequests: authnRequests.length,
    caseSubmissionKeys: submissionKeys.length,
  };
}
