import type { DownloadLinkAnswer } from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { DOWNLOAD_URL_SECONDS } from '../../lib/file-store.ts';
import { findCaseFile } from './case-feed-repository.ts';
import { openFeedCase } from './open-feed-case.ts';

/** A case file of a case the actor's company is a party to. */
async function findPartyCaseFile(deps: AppDeps, actor: Actor | null, token: string, fileId: number) {
  const found = await openFeedCase(deps, actor, token, 'case.file');
  const file = await findCaseFile(deps.db, found.id, fileId);
  if (!file) throw notFound('File not found.');
  return file;
}

/** A case file for one of the two parties, with the name and type it is served under. */
export async function downloadCaseFile(deps: AppDeps, actor: Actor | null, token: string, fileId: number) {
  const file = await findPartyCaseFile(deps, actor, token, fileId);
  const stored = await deps.files.open(file.storageKey);
  return {
    bytes: stored.stream,
    size: stored.size,
    filename: file.originalFilename,
    contentType: file.contentType,
  };
}

/** ADR 44: the same file through the store's signed, short-lived URL, which the browser saves straight to disk. */
export async function caseFileLink(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  fileId: number,
): Promise<DownloadLinkAnswer> {
  const file = await findPartyCaseFile(deps, actor, token, fileId);
  const url = await deps.files.downloadUrl(file.storageKey, {
    filename: file.originalFilename,
    contentType: file.contentType,
  });
  return { url, expires_at: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}
