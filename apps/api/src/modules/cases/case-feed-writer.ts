import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseFiles, caseNotes, cases } from '../../db/schema/cases.ts';

/**
 * The cases module's writer of a case's Collaboration Feed (issue 23): its notes (a note is the case's latest change)
 * and its files. The feed's routes and the demo seed add them here; their retention is purge-case-data.ts.
 */

export async function insertCaseNote(db: DbOrTx, note: typeof caseNotes.$inferInsert) {
  const [row] = await db.insert(caseNotes).values(note).returning();
  if (!row) throw new Error('note not inserted');
  await db.update(cases).set({ updatedAt: row.createdAt }).where(eq(cases.id, note.caseId));
  return row;
}

export async function insertCaseFile(db: DbOrTx, file: typeof caseFiles.$inferInsert) {
  const [row] = await db.insert(caseFiles).values(file).returning({ id: caseFiles.id });
  if (!row) throw new Error('file not inserted');
  return row.id;
}
