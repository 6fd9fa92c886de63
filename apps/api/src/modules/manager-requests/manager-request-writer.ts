import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { managerRequestResponses, managerRequests } from '../../db/schema/cases.ts';

/**
 * The one writer of `manager_requests` and `manager_request_responses` (issue 23): the manager requests' routes and the
 * demo seed.
 */

/** the requests of a manager case, one per emailed link; answers their ids in order. */
export async function insertManagerRequests(db: DbOrTx, rows: (typeof managerRequests.$inferInsert)[]) {
  return db.insert(managerRequests).values(rows).returning({ id: managerRequests.id });
}

/**
 * Inserts the response only if the request has none yet, in one statement: of two managers answering at once,
 * one response is stored. Answers the new row, or undefined when an earlier response exists.
 */
export async function insertFirstManagerResponse(db: DbOrTx, row: typeof managerRequestResponses.$inferInsert) {
  return db.transaction(async (tx) => {
    // The request row's lock orders concurrent answers; the second then sees the first's response.
    await tx.execute(sql`select id from ${managerRequests} where id = ${row.managerRequestId} for update`);
    const [existing] = await tx
      .select({ id: managerRequestResponses.id })
      .from(managerRequestResponses)
      .where(eq(managerRequestResponses.managerRequestId, row.managerRequestId))
      .limit(1);
    if (existing) return undefined;
    const [inserted] = await tx.insert(managerRequestResponses).values(row).returning();
    return inserted;
  });
}
