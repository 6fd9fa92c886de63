import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favorites } from '../../db/schema/directory.ts';

/** The one writer of `favorites` (issue 23): the favourites toggle and the demo seed. */

/** A user's star on a partner: a company, or one department of it. */
export type FavoriteKey = { userId: number; companyId: number; departmentId: number | null };

/**
 * C-004: add the user's star on a partner (on this document), or move it to this document; idempotent. A new star is
 * given `at` (now, unless the demo seed dates it).
 */
export async function upsertFavorite(
  db: DbOrTx,
  star: FavoriteKey,
  contactDocumentId: number,
  at?: Date,
): Promise<void> {
  await db
    .insert(favorites)
    .values({ ...star, contactDocumentId, createdAt: at })
    .onConflictDoUpdate({
      target: [favorites.userId, favorites.companyId, favorites.departmentId],
      set: { contactDocumentId },
    });
}

/** C-004: remove the user's star on a partner; idempotent. */
export async function deleteFavorite(db: DbOrTx, star: FavoriteKey): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, star.userId),
        eq(favorites.companyId, star.companyId),
        star.departmentId === null ? isNull(favorites.departmentId) : eq(favorites.departmentId, star.departmentId),
      ),
    );
}
