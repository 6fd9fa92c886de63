import { INTERNAL_NOTE_PREVIEW_LENGTH, type InternalNote } from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { htmlToText } from '../../lib/sanitize-html.ts';
import { findInternalNotes } from './companies-repository.ts';

/** Where one block of text ends and the next begins: a space keeps their words apart once the markup is gone. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|tr|td|th|blockquote|pre)\s*>|<br\s*\/?>/gi;

/** M-005: a note's text without its markup, on one line, cut at a word with an ellipsis when longer than the preview. */
export function notePreview(html: string, length = INTERNAL_NOTE_PREVIEW_LENGTH): string {
  const text = htmlToText(html.replace(BLOCK_END, '$& '))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** M-005: GET /api/admin/company/internal_notes, the admin's company's notes on partners' processes. */
export async function listInternalNotes(deps: AppDeps, actor: Actor | null): Promise<{ notes: InternalNote[] }> {
  const admin = requireCompanyAdmin(actor);
  const rows = await findInternalNotes(deps.db, admin.companyId);
  return {
    notes: rows.map((row) => ({
      id: row.id,
      member: row.member,
      process: row.process,
      note: notePreview(row.note),
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
