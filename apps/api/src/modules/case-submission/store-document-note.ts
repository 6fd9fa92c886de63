import {
  DOCUMENT_NOTE_LOCATION_PATTERN,
  NOTE_LOCATION_MESSAGE,
  type NoteStoreAnswer,
  type NoteStoreBody,
} from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hasVisibleText, sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { requireAccess } from '../access/require-access.ts';
import { findOfferedDocument } from './case-submission-repository.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './load-partner-documents.ts';
import { requireMember } from '../../lib/authorize.ts';
import { deleteDocumentNote, upsertDocumentNote } from '../company-documents/process-writer.ts';

/**
 * C-005, DECISIONS 13: POST /api/caller/notes/store, the internal note of the viewer's company on a process document
 * (`location` document:{id}) of a partner it may work with, written by its business and program managers only;
 * one row per company and document.
 * The HTML is sanitised; a note with no text left removes the row.
 */
export async function storeDocumentNote(
  deps: AppDeps,
  actor: Actor | null,
  body: NoteStoreBody,
): Promise<NoteStoreAnswer> {
  const member = requireMember(actor);
  const match = DOCUMENT_NOTE_LOCATION_PATTERN.exec(body.location);
  if (!match) throw new AppError('validation', NOTE_LOCATION_MESSAGE, { location: [NOTE_LOCATION_MESSAGE] });
  const documentId = Number(match[1]);
  await requireAccess(deps.db, member, 'process.note', [documentId]);
  if (!(await findOfferedDocument(deps.db, documentId))) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);

  const note = sanitizeUserHtml(body.note);
  if (!hasVisibleText(note)) {
    await deleteDocumentNote(deps.db, member.companyId, documentId);
    return { note: '', location: body.location, document_id: documentId, company_id: null };
  }
  await upsertDocumentNote(deps.db, {
    companyId: member.companyId,
    documentId,
    note,
    location: body.location,
    userId: member.userId,
  });
  return { note, location: body.location, document_id: documentId, company_id: null };
}
