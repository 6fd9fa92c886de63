import { objectKinds } from '@casebridge/contract/access';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireAccess } from '../access/require-access.ts';
import { findMemberGroupFile } from './case-submission-repository.ts';
import { requireMember } from '../../lib/authorize.ts';

export const GROUP_FILE_NOT_FOUND_MESSAGE = objectKinds.group_file.notFound;

/**
 * C-007: GET /api/caller/partner_groups/{community_id}/documents/{id}/download, a group document of type file for a
 * user whose company is an active member of that active group; anyone else, a link document, or a document with no
 * stored file gets 404.
 */
export async function downloadGroupDocument(deps: AppDeps, actor: Actor | null, communityId: number, id: number) {
  const member = requireMember(actor);
  await requireAccess(deps.db, member, 'group_file.read', [id]);
  const file = await findMemberGroupFile(deps.db, member.companyId, communityId, id);
  if (!file?.fileKey) throw notFound(GROUP_FILE_NOT_FOUND_MESSAGE);
  const opened = await deps.files.open(file.fileKey).catch(() => {
    throw notFound(GROUP_FILE_NOT_FOUND_MESSAGE);
  });
  return {
    bytes: opened.stream,
    size: opened.size,
    filename: file.originalFilename ?? file.name,
    contentType: file.contentType ?? 'application/octet-stream',
  };
}
