import { LEVEL_DISABLED_MESSAGE, mayHold } from '@casebridge/contract/access';
import type { NoteStoreAnswer } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { hasVisibleText, sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { requireAccess } from '../access/require-access.ts';
import { updateCompanySettings } from './company-writer.ts';

/**
 * D-012, D-013, DECISIONS 13: who edits the company note of their own company: a user of type admin or a business or
 * program manager, of a company above the limited level (D-002). The session's answer says it (can_edit_company_note).
 */
export const mayEditCompanyNote = (actor: Pick<Actor, 'role' | 'type' | 'companyId' | 'membershipType'>): boolean =>
  actor.companyId !== null && actor.membershipType !== 'limited' && mayHold('company.note', actor);

/**
 * D-013, DECISIONS 13: POST /api/caller/notes/store with location company:{id}, the dashboard's company note of the
 * editor's own company (an admin, or a business or program manager; not at a limited level, D-002). The HTML is
 * sanitised; a note with no text left removes it.
 */
export async function storeCompanyNote(
  deps: AppDeps,
  actor: Actor | null,
  input: { companyId: number; location: string; note: string },
): Promise<NoteStoreAnswer> {
  const member = requireMember(actor);
  // A limited member hears why; anyone else the rule refuses, who may edit it.
  if (member.membershipType === 'limited') throw new AppError('forbidden', LEVEL_DISABLED_MESSAGE);
  await requireAccess(deps.db, member, 'company.note', [input.companyId]);
  const sanitised = sanitizeUserHtml(input.note);
  const note = hasVisibleText(sanitised) ? sanitised : '';
  await updateCompanySettings(deps.db, member.companyId, { note: note === '' ? null : note });
  return { note, location: input.location, document_id: null, company_id: member.companyId };
}
