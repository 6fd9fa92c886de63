import type { SignedFileQuery } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { checkSignedDownload } from '../../lib/signed-download.ts';

export const SIGNED_FILE_REFUSED_MESSAGE = 'This download link is not valid or has expired. Download the file again.';

/** ADR 44: a file through a signed download URL of the local store; a link altered or past its minute is refused. */
export async function openSignedFile(deps: AppDeps, key: string, query: SignedFileQuery) {
  const as = checkSignedDownload(deps.config.secret, key, query);
  if (!as) throw notFound(SIGNED_FILE_REFUSED_MESSAGE);
  const stored = await deps.files.open(key).catch(() => {
    throw notFound(SIGNED_FILE_REFUSED_MESSAGE);
  });
  return { bytes: stored.stream, size: stored.size, ...as };
}
