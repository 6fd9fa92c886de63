import type { SuperAdminGroupDocumentsAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readGroupDocuments } from '../partner-groups/group-documents.ts';
import { requireDocumentsGroup } from './documents-group.ts';

/** S-060: GET /api/super_admin/groups/{id}/documents, every document shared in the group; a super admin deletes any. */
export async function listSuperAdminGroupDocuments(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<SuperAdminGroupDocumentsAnswer> {
  requireSuperAdmin(actor);
  const group = await requireDocumentsGroup(deps, id);
  return { documents: await readGroupDocuments(deps, group.community.id, () => true) };
}
