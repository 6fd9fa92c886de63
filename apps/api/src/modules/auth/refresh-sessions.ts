import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refreshSessions } from '../../db/schema/identity.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';

export type IssuedRefreshSession = { token: string } & RefreshSubject;
/** Whose session a refresh family is, and which family: the access tokens issued from it carry its id. */
export type RefreshSubject = { userId: number; impersonatorId: number | null; familyId: string };

export async function issueRefreshSession(
  db: DbOrTx,
  subject: { userId: number; impersonatorId: number | null; familyId?: string },
  ttlSeconds: number,
): Promise<IssuedRefreshSession> {
  const token = createSecureToken();
  const familyId = subject.familyId ?? randomUUID();
  await db.insert(refreshSessions).values({
    familyId,
    userId: subject.userId,
    impersonatorId: subject.impersonatorId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { token, userId: subject.userId, impersonatorId: subject.impersonatorId, familyId };
}

export type RotationResult =
  | { status: 'rotated'; session: IssuedRefreshSession }
  /** Rotated moments ago by a parallel request (two tabs waking at once): an access token, no new credential. */
  | { status: 'concurrent'; subject: RefreshSubject }
  | { status: 'rejected'; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/**
 * Exchanges a refresh credential for a new one of the same family, claim and successor in one transaction.
 * Presenting a credential rotated longer ago than `graceSeconds` means it was copied: the whole family is revoked
 * (reuse detection). A family with any revoked credential is dead, so a successor written while a revocation ran
 * is refused too.
 */
export async function rotateRefreshSession(
  db: Db,
  token: string,
  options: { ttlSeconds: number; graceSeconds: number },
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<RotationResult> => {
    const now = new Date();
    const [claimed] = await tx
      .update(refreshSessions)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshSessions.tokenHash, tokenHash),
          isNull(refreshSessions.rotatedAt),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, now),
        ),
      )
      .returning();
    if (claimed) {
      if (await isRefreshFamilyRevoked(tx, claimed.familyId)) return { status: 'rejected', reason: 'revoked' };
      const subject = { userId: claimed.userId, impersonatorId: claimed.impersonatorId };
      const session = await issueRefreshSession(tx, { ...subject, familyId: claimed.familyId }, options.ttlSeconds);
      return { status: 'rotated', session };
    }
    const [current] = await tx.select().from(refreshSessions).where(eq(refreshSessions.tokenHash, tokenHash));
    if (!current) return { status: 'rejected', reason: 'unknown' };
    if (current.revokedAt || (await isRefreshFamilyRevoked(tx, current.familyId)))
      return { status: 'rejected', reason: 'revoked' };
    if (!current.rotatedAt) return { status: 'rejected', reason: 'expired' };
    if (now.getTime() - current.rotatedAt.getTime() <= options.graceSeconds * 1000) {
      return {
        status: 'concurrent',
        subject: { userId: current.userId, impersonatorId: current.impersonatorId, familyId: current.familyId },
      };
    }
    await revokeRefreshFamily(tx, current.familyId);
    return { status: 'rejected', reason: 'reused' };
  });
}

async function isRefreshFamilyRevoked(db: DbOrTx, familyId: string): Promise<boolean> {
  const [revoked] = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(and(eq(refreshSessions.familyId, familyId), isNotNull(refreshSessions.revokedAt)))
    .limit(1);
  return revoked !== undefined;
}

export async function findRefreshSessionOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      userId: refreshSessions.userId,
      impersonatorId: refreshSessions.impersonatorId,
      familyId: refreshSessions.familyId,
    })
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

/**
 * Password change and disable end every session of the user, and every impersonation they started; a
 * password change keeps the session it was made in (`keepFamilyId`).
 */
export async function revokeAllRefreshSessionsOfUser(db: DbOrTx, userId: number, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        or(eq(refreshSessions.userId, userId), eq(refreshSessions.impersonatorId, userId)),
        isNull(refreshSessions.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshSessions.familyId, keepFamilyId),
      ),
    );
}
