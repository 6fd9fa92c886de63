import type { CasePermission } from '@casebridge/contract/access';
import { statusAllowsWork } from '@casebridge/contract/case-status';
import type { CaseStatus } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { CASE_NOT_FOUND_MESSAGE, requireCaseAccess } from '../access/require-access.ts';
import { findFeedCase } from './case-feed-repository.ts';

export const FEED_CLOSED_MESSAGE = 'Notes and files can be added only while a case is accepted or in information.';

/**
 * The case a feed call names, after the object-access check for `permission` (404 to a non-party), with the acting
 * party's user.
 */
export async function openFeedCase(deps: AppDeps, actor: Actor | null, token: string, permission: CasePermission) {
  const { caseId, party } = await requireCaseAccess(deps.db, actor, permission, token);
  const found = await findFeedCase(deps.db, caseId);
  if (!found) throw notFound(CASE_NOT_FOUND_MESSAGE);
  // requireAccess refused an anonymous actor, and grants a feed permission only to a party's user.
  if (!actor || actor.companyId === null || !party) throw forbidden();
  return { ...found, party, actor: { ...actor, companyId: actor.companyId } };
}

/** DECISIONS 21: a note or a file only while the case's status takes it (caseWork); 409 otherwise. */
export function requireFeedOpen(status: CaseStatus, work: 'note' | 'file'): void {
  if (!statusAllowsWork(status, work)) throw conflict(FEED_CLOSED_MESSAGE);
}
