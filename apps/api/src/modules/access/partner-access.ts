import type { DbOrTx } from '../../db/client.ts';
import { findAccessiblePartnerIds } from './access-repository.ts';

/**
 * ADR 13: whether this member may work with that company already (an invitation would be pointless). The check of a
 * partner's objects named by id is requireAccess's ('company.use', 'process.use', ...).
 */
export async function hasPartnerAccess(
  db: DbOrTx,
  viewer: { userId: number; companyId: number },
  partnerCompanyId: number,
): Promise<boolean> {
  return (await findAccessiblePartnerIds(db, viewer, [partnerCompanyId])).length > 0;
}

/** ADR 13: the companies this member may send cases to (the directory's has_access). */
export function findAccessiblePartners(db: DbOrTx, viewer: { userId: number; companyId: number }): Promise<number[]> {
  return findAccessiblePartnerIds(db, viewer);
}
