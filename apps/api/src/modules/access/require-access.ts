import { casePermissions, type CasePermission } from '@casebridge/contract/access';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { findCaseParties, findCasePartiesByToken } from './access-repository.ts';

export const CASE_NOT_FOUND_MESSAGE = 'Case not found.';

/** The actor's side of a case, or null when its company is neither party. */
export function partyOf(
  actor: Pick<Actor, 'companyId'>,
  row: { submitCompanyId: number; receiverCompanyId: number },
): CaseParty | null {
  if (actor.companyId === null) return null;
  if (actor.companyId === row.submitCompanyId) return 'submitter';
  if (actor.companyId === row.receiverCompanyId) return 'receiver';
  return null;
}

/**
 * The object-access check every case service calls first (in the spirit of immich's requireAccess): may this actor
 * use `permission` on every one of these cases? A case the actor's company is no party to answers 404, as a case
 * that does not exist does, so that ids and tokens tell a stranger nothing; a party on the wrong side gets 403. A
 * super admin may read any case (the console), and do nothing else to it. Answers each case's party for the actor.
 */
export async function requireAccess(
  db: DbOrTx,
  actor: Actor | null,
  permission: CasePermission,
  caseIds: readonly number[],
): Promise<Map<number, CaseParty | null>> {
  if (!actor) throw unauthorized();
  const rows = caseIds.length === 0 ? [] : await findCaseParties(db, caseIds);
  const parties = new Map<number, CaseParty | null>();
  for (const id of caseIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
    parties.set(id, partyAllowed(actor, permission, row));
  }
  return parties;
}

/**
 * requireAccess for the case a signed-in page's token names, read with its parties in one statement: 404 for a
 * token no case has, as for a case of others. Answers the case's id and the actor's party (null for a super admin
 * reading).
 */
export async function requireCaseAccess(
  db: DbOrTx,
  actor: Actor | null,
  permission: CasePermission,
  token: string,
): Promise<{ caseId: number; party: CaseParty | null }> {
  const row = await findCasePartiesByToken(db, token);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  if (!actor) throw unauthorized();
  return { caseId: row.id, party: partyAllowed(actor, permission, row) };
}

/** requireAccess's rule for one case: the actor's party if it may use `permission` on the case, else the refusal. */
function partyAllowed(
  actor: Actor,
  permission: CasePermission,
  row: { submitCompanyId: number; receiverCompanyId: number },
): CaseParty | null {
  if (actor.role === 'super_admin') {
    if (permission !== 'case.read') throw forbidden();
    return null;
  }
  const party = partyOf(actor, row);
  if (!party) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const needed = casePermissions[permission];
  if (needed !== 'party' && needed !== party) throw forbidden();
  return party;
}
