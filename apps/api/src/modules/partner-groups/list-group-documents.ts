import type { GroupDocumentsAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup, requireDocumentsShown, toGroupDocument } from './company-group.ts';
import { findGroupDocuments } from './partner-groups-repository.ts';

/** M-039: GET /api/admin/company/partner_groups/{id}/documents; open groups have none. */
export async function listGroupDocuments(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<GroupDocumentsAnswer> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  requireDocumentsShown(group);
  const rows = await findGroupDocuments(deps.db, group.id);
  return { documents: rows.map((row) => toGroupDocument(row, admin)) };
}
