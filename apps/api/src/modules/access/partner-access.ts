import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findAccessiblePartnerIds } from './access-repository.ts';

export const NO_PARTNER_ACCESS_MESSAGE =
  'Your company has no access to this partner yet. You can invite them from the dashboard.';

/**
 * X-010, ADR 13: the check every service that opens or sends to a partner calls, for a partner of another company.
 * A partner without access answers 404 (its processes and form are not shown, nothing is sent); the directory shows
 * such a partner with Send Invite only.
 */
export async function requirePartnerAccess(
  db: DbOrTx,
  viewer: { userId: number; companyId: number },
  partnerCompanyId: number,
): Promise<void> {
  if (!(await hasPartnerAccess(db, viewer, partnerCompanyId))) throw notFound(NO_PARTNER_ACCESS_MESSAGE);
}

/** ADR 13: whether this member may work with that company already (an invitation would be pointless). */
export async function hasPartnerAccess(
  db: DbOrTx,
  viewer: { userId: number; companyId: number },
  partnerCompanyId: number,
): Promise<boolean> {
  return (await findAccessiblePartnerIds(db, viewer, partnerCompanyId)).length > 0;
}

/** ADR 13: the companies this member may send cases to (the directory's has_access). */
export function findAccessiblePartners(db: DbOrTx, viewer: { userId: number; companyId: number }): Promise<number[]> {
  return findAccessiblePartnerIds(db, viewer);
}
