import { GROUP_FILE_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readGroupDocumentFile } from '../partner-groups/group-documents.ts';

/** S-061: GET /api/super_admin/groups/documents/{id}/download, a stored group document's file. */
export async function downloadSuperAdminGroupDocument(deps: AppDeps, actor: Actor | null, documentId: number) {
  requireSuperAdmin(actor);
  const file = await readGroupDocumentFile(deps, documentId);
  if (!file) throw notFound(GROUP_FILE_NOT_FOUND_MESSAGE);
  return file;
}
