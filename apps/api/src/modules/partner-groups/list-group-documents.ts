import type { GroupDocumentsAnswer } from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireCompanyGroup, requireDocumentsShown } from './company-group.ts';
import { readGroupDocuments } from './group-documents.ts';

/** M-039: GET /api/admin/company/partner_groups/{id}/documents; open groups have none; M-041: each deletes its own. */
export async function listGroupDocuments(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<GroupDocumentsAnswer> {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  requireDocumentsShown(group);
  return { documents: await readGroupDocuments(deps, group.id, (row) => row.companyId === admin.companyId) };
}
