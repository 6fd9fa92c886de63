import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseFileUploadKeys, cases, caseSubmissionKeys } from '../../db/schema/cases.ts';
import { emailTokens, rateLimitHits, refreshSessions } from '../../db/schema/identity.ts';
import { webhookAttempts, webhookMessages, webhooks } from '../../db/schema/integrations.ts';
import { samlAuthnRequests } from '../../db/schema/sso.ts';
import { users } from '../../db/schema/users.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../lib/delete-in-batches.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';

let database: Database;
beforeAll(async () => {
  // Not moved to builders yet (issue 23): its rows belong to a user of the demo network.
  database = await createTestDatabase('demo');
});
afterAll(async () => {
  await database.close();
});

describe('purge of expired rows', () => {
  it('removes ended rate-limit windows, long-expired credentials and expired SAML requests, Idempotency-Keys older than a day, and keeps the live ones', async () => {
    const { db } = database;
    const [user] = await db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, 'caller@acme.test'));
    const userId = user?.id ?? 0;
    const companyId = user?.companyId ?? 0;
    const hour = 3600 * 1000;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
    await db.insert(rateLimitHits).values([
      { key: 'login:ended', count: 3, resetAt: at(-hour) },
      { key: 'login:live', count: 1, resetAt: at(hour) },
    ]);
    await db.insert(refreshSessions).values([
      { familyId: randomUUID(), userId, tokenHash: 'old-hash', expiresAt: at(-48 * hour) },
      { familyId: randomUUID(), userId, tokenHash: 'live-hash', expiresAt: at(hour) },
    ]);
    await db.insert(emailTokens).values([
      { purpose: 'reset_password', userId, tokenHash: 'old-token', expiresAt: at(-8 * 24 * hour) },
      { purpose: 'reset_password', userId, tokenHash: 'live-token', expiresAt: at(hour) },
    ]);
    await db.insert(samlAuthnRequests).values([
      { id: '_expired-request', companyId, expiresAt: at(-hour) },
      { id: '_live-request', companyId, expiresAt: at(hour), answeredAt: at(-1000) },
    ]);

    const answer = { id: 1, status: 'open', case_number: 'X' } as never;
    await db.insert(caseSubmissionKeys).values([
      { userId, key: 'day-old-key', requestDigest: 'd', answer, createdAt: at(-25 * hour) },
      { userId, key: 'fresh-key', requestDigest: 'd', answer, createdAt: at(-hour) },
    ]);

    // Issue 27, ADR 57: the case API's upload keys, on a case of the demo network.
    const [someCase] = await db.select({ id: cases.id }).from(cases).limit(1);
    const caseId = someCase?.id ?? 0;
    await db.insert(caseFileUploadKeys).values([
      { userId, key: 'day-old-upload', caseId, requestDigest: 'd', fileIds: [], createdAt: at(-25 * hour) },
      { userId, key: 'fresh-upload', caseId, requestDigest: 'd', fileIds: [], createdAt: at(-hour) },
    ]);

    const purged = await purgeExpiredRows(db, { webhookLogRetentionDays: 30 });

    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(rateLimitHits)).map((r) => r.key)).toContain('login:live');
    expect((await db.select().from(rateLimitHits)).map((r) => r.key)).not.toContain('login:ended');
    const sessionHashes = (await db.select().from(refreshSessions)).map((r) => r.tokenHash);
    expect(sessionHashes).toContain('live-hash');
    expect(sessionHashes).not.toContain('old-hash');
    const tokenHashes = (await db.select().from(emailTokens)).map((r) => r.tokenHash);
    expect(tokenHashes).toContain('live-token');
    expect(tokenHashes).not.toContain('old-token');
    expect(purged.samlAuthnRequests).toBe(1);
    expect((await db.select().from(samlAuthnRequests)).map((r) => r.id)).toEqual(['_live-request']);
    expect(purged.caseSubmissionKeys).toBe(1);
    expect((await db.select().from(caseSubmissionKeys)).map((r) => r.key)).toEqual(['fresh-key']);
    expect(purged.caseFileUploadKeys).toBe(1);
    expect((await db.select().from(caseFileUploadKeys)).map((r) => r.key)).toEqual(['fresh-upload']);
  });

  it('[issue 27] removes the webhook delivery log past WEBHOOK_LOG_RETENTION_DAYS: old attempts, then settled messages with none left; recent attempts, messages still retrying and replayed ones stay', async () => {
    const { db } = database;
    const [company] = await db.select({ id: users.companyId }).from(users).where(eq(users.email, 'bm@acme.test'));
    const day = 24 * 3600 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const [hook] = await db
      .insert(webhooks)
      .values({
        companyId: company?.id ?? 0,
        url: 'https://tracker.example.com/hooks',
        eventTypes: ['case.created'],
        secretSealed: 'sealed',
      })
      .returning({ id: webhooks.id });
    const webhookId = hook?.id ?? 0;
    const message = async (name: string, status: 'delivered' | 'failed' | 'pending', lastDueDaysAgo: number) => {
      const [row] = await db
        .insert(webhookMessages)
        .values({
          webhookId,
          messageId: `msg_${name}`,
          eventType: 'case.created',
          payload: '{}',
          status,
          createdAt: at(40),
          nextAttemptAt: at(lastDueDaysAgo),
        })
        .returning({ id: webhookMessages.id });
      return row?.id ?? 0;
    };
    const attempt = (messageId: number, daysAgo: number) => ({
      messageId,
      at: at(daysAgo),
      succeeded: false,
      responseStatus: 500,
      durationMs: 12,
      trigger: 'scheduled' as const,
    });
    const delivered = await message('delivered-long-ago', 'delivered', 40);
    const failed = await message('failed-long-ago', 'failed', 35);
    // Replayed yesterday: its round is recent though the event is old.
    const replayed = await message('replayed-yesterday', 'delivered', 1);
    // Its first attempts are old; it is still retrying (a retry limit raised past the retention).
    const retrying = await message('still-retrying', 'pending', 31);
    await db
      .insert(webhookAttempts)
      .values([
        attempt(delivered, 40),
        attempt(failed, 36),
        attempt(failed, 35),
        attempt(replayed, 40),
        attempt(replayed, 1),
        attempt(retrying, 32),
        attempt(retrying, 29),
      ]);

    const purged = await purgeExpiredRows(db, { webhookLogRetentionDays: 30 });

    expect(purged.webhookAttempts).toBe(5);
    expect(purged.webhookMessages).toBe(2);
    const left = await db
      .select({ messageId: webhookMessages.messageId })
      .from(webhookMessages)
      .where(eq(webhookMessages.webhookId, webhookId))
      .orderBy(webhookMessages.id);
    expect(left.map((row) => row.messageId)).toEqual(['msg_replayed-yesterday', 'msg_still-retrying']);
    const attemptsLeft = await db.select({ messageId: webhookAttempts.messageId }).from(webhookAttempts);
    expect(attemptsLeft.map((row) => row.messageId).sort()).toEqual([replayed, retrying].sort());
  });

  it('[issue 27] deletes in bounded batches: a run takes at most its batches, the next run the rest', async () => {
    const { db } = database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'caller2@acme.test'));
    const userId = user?.id ?? 0;
    const old = new Date(Date.now() - 48 * 3600 * 1000);
    const answer = { id: 1, status: 'open', case_number: 'X' } as never;
    await db.insert(caseSubmissionKeys).values(
      ['a', 'b', 'c', 'd', 'e'].map((key) => ({
        userId,
        key: `batch-${key}`,
        requestDigest: 'd',
        answer,
        createdAt: old,
      })),
    );
    const where = eq(caseSubmissionKeys.userId, userId);
    const key = [caseSubmissionKeys.userId, caseSubmissionKeys.key] as const;

    expect(await deleteInBatches(db, caseSubmissionKeys, key, where, { batchSize: 2, maxBatches: 2 })).toBe(4);
    expect(await db.select().from(caseSubmissionKeys).where(where)).toHaveLength(1);
    expect(await deleteInBatches(db, caseSubmissionKeys, key, where, { batchSize: 2, maxBatches: 2 })).toBe(1);
    expect(await db.select().from(caseSubmissionKeys).where(where)).toHaveLength(0);
  });
});
