import { timingSafeEqual } from 'node:crypto';
import { pathOf } from '@casebridge/contract/endpoint';
import { resourcesFiles, type SignedFileQuery } from '@casebridge/contract/landing';
import { DOWNLOAD_URL_SECONDS, type DownloadAs } from './file-store.ts';
import { serverHmac } from './server-hmac.ts';

// The parts as a JSON array: no name or type can be read as another's boundary.
const signatureOf = (secret: string, key: string, as: DownloadAs, expires: number) =>
  serverHmac(secret, JSON.stringify(['file-download', key, expires, as.contentType, as.filename]));

/**
 * The local store's signed download URL (ADR 44): our own route for the file, its name and type, valid until
 * `expires` (seconds), under the server's secret, so that every instance with the same SECRET honours it.
 */
export function signedDownloadPath(secret: string, key: string, as: DownloadAs, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_URL_SECONDS;
  const signature = signatureOf(secret, key, as, expires);
  return pathOf(resourcesFiles, { key }, { name: as.filename, type: as.contentType, expires, signature });
}

/** What a signed download serves, or null where the signature is not ours or its time has passed. */
export function checkSignedDownload(
  secret: string,
  key: string,
  query: SignedFileQuery,
  now = Date.now(),
): DownloadAs | null {
  if (query.expires * 1000 <= now) return null;
  const as = { filename: query.name, contentType: query.type };
  const expected = Buffer.from(signatureOf(secret, key, as, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? as : null;
}
