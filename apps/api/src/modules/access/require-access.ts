import {
  casePermissions,
  decideObjectAccess,
  NO_PARTNER_ACCESS_MESSAGE,
  objectKinds,
  objectPermissions,
  type CasePermission,
  type ObjectPermission,
} from '@casebridge/contract/access';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import {
  findAccessiblePartnerIds,
  findCaseParties,
  findCasePartiesByToken,
  findObjectOwners,
} from './access-repository.ts';

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
 * The object-access check every service calls first for the objects its route names by id (in the spirit of immich's
 * requireAccess): may this actor use `permission` on every one of them? The objects of one kind are read in one
 * query; one refusal refuses them all.
 *
 * Cases (casePermissions): a case the actor's company is no party to answers 404, as a case that does not exist
 * does, so that ids and tokens tell a stranger nothing; a party on the wrong side gets 403. A super admin may read
 * any case (the console), and do nothing else to it. Answers each case's party for the actor.
 *
 * Every other kind (objectPermissions, decided by the contract's decideObjectAccess): another company's object
 * answers 404 with the kind's message, the same as an unknown id, unless the permission reaches it (a partner's
 * process, a file of the actor's group); an object reached but not for the actor's role answers 403. Only members
 * name such objects: the console's routes (super admin) address any object and do not ask.
 */
export async function requireAccess(
  db: DbOrTx,
  actor: Actor | null,
  permission: CasePermission,
  ids: readonly number[],
): Promise<Map<number, CaseParty | null>>;
export async function requireAccess(
  db: DbOrTx,
  actor: Actor | null,
  permission: ObjectPermission,
  ids: readonly number[],
): Promise<void>;
export async function requireAccess(
  db: DbOrTx,
  actor: Actor | null,
  permission: CasePermission | ObjectPermission,
  ids: readonly number[],
): Promise<Map<number, CaseParty | null> | void> {
  if (isCasePermission(permission)) return requireCaseParties(db, actor, permission, ids);
  await requireObjects(db, actor, permission, ids);
}

const isCasePermission = (permission: CasePermission | ObjectPermission): permission is CasePermission =>
  Object.hasOwn(casePermissions, permission);

async function requireCaseParties(
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

async function requireObjects(
  db: DbOrTx,
  actor: Actor | null,
  permission: ObjectPermission,
  ids: readonly number[],
): Promise<void> {
  const member = requireMember(actor);
  const { kind, reach } = objectPermissions[permission];
  const rows = ids.length === 0 ? [] : await findObjectOwners(db, kind, ids, member.companyId);
  // ADR 13: which of the named objects' other owners the member's company may work with, read once and only when a
  // partner's object is named.
  const otherOwners = new Set<number>();
  for (const row of rows)
    if (row.ownerCompanyId !== null && row.ownerCompanyId !== member.companyId) otherOwners.add(row.ownerCompanyId);
  const partnerIds =
    reach === 'partner' && otherOwners.size > 0
      ? new Set(await findAccessiblePartnerIds(db, member, [...otherOwners]))
      : new Set<number>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const facts = row && {
      ownerCompanyId: row.ownerCompanyId,
      isPartner: row.ownerCompanyId !== null && partnerIds.has(row.ownerCompanyId),
      isGroupMember: row.isGroupMember,
    };
    switch (decideObjectAccess(permission, member, facts)) {
      case 'allow':
        continue;
      case 'not_found':
        throw notFound(objectKinds[kind].notFound);
      case 'no_partner_access':
        throw notFound(NO_PARTNER_ACCESS_MESSAGE);
      case 'forbidden':
        throw forbidden(objectPermissions[permission].refusal);
    }
  }
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
  const { row, party } = requireCaseAccessOn(actor, permission, await findCasePartiesByToken(db, token));
  return { caseId: row.id, party };
}

/**
 * The same check on a case its caller read by the token together with what it shows (issue 26: the case page reads
 * its view and its parties in one statement, one round trip instead of two): 404 for no case, 401 without an actor,
 * else the actor's party under the one rule (partyAllowed). Nothing of the row may be used before this returns.
 */
export function requireCaseAccessOn<Row extends { submitCompanyId: number; receiverCompanyId: number }>(
  actor: Actor | null,
  permission: CasePermission,
  row: Row | undefined,
): { row: Row; party: CaseParty | null } {
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  if (!actor) throw unauthorized();
  return { row, party: partyAllowed(actor, permission, row) };
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
