import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshSessions } from '../../db/schema/identity.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';

export type IssuedRefreshSession = { token: string; userId: number; impersonatorId: number | null };

export async function issueRefreshSession(
  db: DbOrTx,
  subject: { userId: number; impersonatorId: number | null; familyId?: string },
  ttlSeconds: number,
): Promise<IssuedRefreshSession> {
  const token = createSecureToken();
  await db.insert(refreshSessions).values({
    familyId: subject.familyId ?? randomUUID(),
    userId: subject.userId,
    impersonatorId: subject.impersonatorId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { token, userId: subject.userId, impersonatorId: subject.impersonatorId };
}

export type RotationResult =
  | { status: 'rotated'; session: IssuedRefreshSession }
  | { status: 'rejected'; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/**
 * Exchanges a refresh credential for a new one of the same family. Presenting a credential that was already
 * rotated means it was copied: the whole family is revoked (reuse detection).
 */
export async function rotateRefreshSession(db: DbOrTx, token: string, ttlSeconds: number): Promise<RotationResult> {
  const [current] = await db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, hashToken(token)));
  if (!current) return { status: 'rejected', reason: 'unknown' };
  if (current.revokedAt) return { status: 'rejected', reason: 'revoked' };
  if (current.rotatedAt) {
    await revokeRefreshFamily(db, current.familyId);
    return { status: 'rejected', reason: 'reused' };
  }
  if (current.expiresAt.getTime() <= Date.now()) return { status: 'rejected', reason: 'expired' };
  const claimed = await db
    .update(refreshSessions)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshSessions.id, current.id), isNull(refreshSessions.rotatedAt)))
    .returning({ id: refreshSessions.id });
  if (claimed.length === 0) {
    await revokeRefreshFamily(db, current.familyId);
    return { status: 'rejected', reason: 'reused' };
  }
  const session = await issueRefreshSession(
    db,
    { userId: current.userId, impersonatorId: current.impersonatorId, familyId: current.familyId },
    ttlSeconds,
  );
  return { status: 'rotated', session };
}

export async function findRefreshSessionOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ userId: refreshSessions.userId, familyId: refreshSessions.familyId })
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, hashToken(token)));
  return row;
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

export async function revokeRefreshSessionByToken(db: DbOrTx, token: string): Promise<void> {
  const owner = await findRefreshSessionOwner(db, token);
  if (owner) await revokeRefreshFamily(db, owner.familyId);
}

/** Password change and disable end every session of the user. */
export async function revokeAllRefreshSessionsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}
