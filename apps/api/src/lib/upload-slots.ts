import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { uploadSlots } from '../db/schema/identity.ts';
import { tooManyRequests } from './app-error.ts';

/** The longest an upload's body may take to arrive: its slot's row expires then, and the upload is cut. */
export const UPLOAD_TIME_LIMIT_SECONDS = 600;
/** What a refused upload is told to wait: about the time a large file takes on an ordinary line. */
const RETRY_AFTER_SECONDS = 10;
/** The first key of the per-user advisory lock (the second is the user's id): says whose lock it is. */
const SLOT_LOCK_CLASS = 21_004;

const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads at once. Please wait until one has finished and try again.';

/**
 * docs/files.md, "Uploads": takes a slot for an upload of `userId` whose body is about to be read, or refuses with 429 and
 * Retry-After when this instance already reads UPLOADS_PER_INSTANCE bodies (a count in this process) or the user
 * has UPLOADS_PER_USER in flight on any instance (rows in PostgreSQL, counted under a per-user lock so two instances
 * never both take the last one). Answers the function that gives the slot back.
 */
export async function takeUploadSlot(deps: AppDeps, userId: number): Promise<() => Promise<void>> {
  const busy = () => tooManyRequests(TOO_MANY_UPLOADS_MESSAGE, RETRY_AFTER_SECONDS);
  const instance = deps.uploadsInFlight;
  if (instance.count >= deps.config.uploadsPerInstance) throw busy();
  instance.count += 1;
  let slotId: number | null = null;
  try {
    slotId = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, ${userId})`);
      const ofUser = eq(uploadSlots.userId, userId);
      await tx.delete(uploadSlots).where(and(ofUser, lte(uploadSlots.expiresAt, sql`now()`)));
      const [taken] = await tx.select({ count: count() }).from(uploadSlots).where(ofUser);
      if ((taken?.count ?? 0) >= deps.config.uploadsPerUser) return null;
      const [slot] = await tx
        .insert(uploadSlots)
        .values({ userId, expiresAt: sql`now() + make_interval(secs => ${UPLOAD_TIME_LIMIT_SECONDS})` })
        .returning({ id: uploadSlots.id });
      return slot?.id ?? null;
    });
  } finally {
    if (slotId === null) instance.count -= 1;
  }
  if (slotId === null) throw busy();
  const id = slotId;
  return async () => {
    instance.count -= 1;
    await deps.db.delete(uploadSlots).where(eq(uploadSlots.id, id));
  };
}
