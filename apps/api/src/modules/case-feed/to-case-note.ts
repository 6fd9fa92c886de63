import type { CaseNote } from '@casebridge/contract/cases';
import type { caseNotes } from '../../db/schema/cases.ts';

/** A Collaboration Feed note as both parties' pages show it (C-054). */
export function toCaseNote(
  note: Pick<typeof caseNotes.$inferSelect, 'id' | 'creatorName' | 'createdAt' | 'summary' | 'description'>,
  company: { id: number; name: string; url: string | null },
): CaseNote {
  return {
    id: note.id,
    company,
    creator_name: note.creatorName,
    created_at: note.createdAt.toISOString(),
    summary: note.summary,
    description: note.description,
  };
}
