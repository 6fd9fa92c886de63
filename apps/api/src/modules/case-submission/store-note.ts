import {
  COMPANY_NOTE_LOCATION_PATTERN,
  type NoteStoreAnswer,
  type NoteStoreBody,
} from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { storeCompanyNote } from '../companies/store-company-note.ts';
import { storeDocumentNote } from './store-document-note.ts';

/** DECISIONS 13: POST /api/caller/notes/store saves the note its location names: a company's or a process's. */
export function storeNote(deps: AppDeps, actor: Actor | null, body: NoteStoreBody): Promise<NoteStoreAnswer> {
  const company = COMPANY_NOTE_LOCATION_PATTERN.exec(body.location);
  return company
    ? storeCompanyNote(deps, actor, { companyId: Number(company[1]), location: body.location, note: body.note })
    : storeDocumentNote(deps, actor, body);
}
