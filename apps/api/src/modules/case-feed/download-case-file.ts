import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCaseFile } from './case-feed-repository.ts';
import { openFeedCase } from './open-feed-case.ts';

/** A case file for one of the two parties, with the name and type it is served under. */
export async function downloadCaseFile(deps: AppDeps, actor: Actor | null, token: string, fileId: number) {
  const found = await openFeedCase(deps, actor, token, 'case.file');
  const file = await findCaseFile(deps.db, found.id, fileId);
  if (!file) throw notFound('File not found.');
  const stored = await deps.files.open(file.storageKey);
  return {
    bytes: stored.stream,
    size: stored.size,
    filename: file.originalFilename,
    contentType: file.contentType,
  };
}
