import { decideAccess } from '@casebridge/contract/access';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../lib/access-policy.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { findActiveUserIds } from './company-documents-repository.ts';
import { type VersionEdit } from './process-writer.ts';

export type ContactProblem = 'not_a_user' | 'same_as_main';

/**
 * M-028, ADR 25: whether the admin sets a process's alternate escalation contact and escalation alias: an admin above
 * the limited membership level (the level rule of A-023, the contract's decideAccess). For the others the save keeps
 * the stored values and the answers leave them out; the process form's answer says it (can_edit_alternate_and_alias).
 */
export const setsAlternateAndAlias = (admin: Member): boolean =>
  decideAccess('company_admin_non_limited', admin) === 'allow';

/**
 * M-027, S-034: what is wrong with a process's escalation contacts (0 = none): each one named must be an active user
 * of the process's company, and the alternate another user than the main contact. `checkAlternate` false: the
 * alternate is the stored one, kept as it is (a limited member's save, ADR 25).
 */
export async function checkEscalationContacts(
  db: DbOrTx,
  companyId: number,
  main: number,
  alternate: number,
  checkAlternate = true,
): Promise<{ main?: ContactProblem; alternate?: ContactProblem }> {
  const named = [main, checkAlternate ? alternate : 0].filter((id) => id !== 0);
  const active = new Set(await findActiveUserIds(db, companyId, named));
  const problems: { main?: ContactProblem; alternate?: ContactProblem } = {};
  if (main !== 0 && !active.has(main)) problems.main = 'not_a_user';
  if (checkAlternate && alternate !== 0) {
    if (alternate === main) problems.alternate = 'same_as_main';
    else if (!active.has(alternate)) problems.alternate = 'not_a_user';
  }
  return problems;
}

/** The version's managers of the two contacts (0 = none; an alternate equal to the main contact is none). */
export function managersOf(main: number, alternate: number): VersionEdit['managers'] {
  const managers: VersionEdit['managers'] = [];
  if (main !== 0) managers.push({ userType: 'main', userId: main });
  if (alternate !== 0 && alternate !== main) managers.push({ userType: 'alternate', userId: alternate });
  return managers;
}

/** Stored HTML: sanitised, and null when nothing but markup is left. */
export function storedHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeUserHtml(html).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}
