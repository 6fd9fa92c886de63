import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gzip as gzipCompress } from 'node:zlib';
import type { DbOrTx } from '../../db/client.ts';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzip = promisify(gzipCompress);

/** Answers kept per app instance; each is some 200 to 400 kB compressed at network scale. */
const MAX_KEPT = 32;

export type DirectoryEncoding = 'br' | 'gzip' | 'identity';

/** A built directory answer, kept as the bytes it is sent as. */
export type KeptDirectoryAnswer = { br: Buffer; gzip: () => Promise<Buffer>; identity: () => Promise<Buffer> };

/**
 * Who the answer is for, as far as it depends on the viewer: the directory version it was read after (ADR 16), the
 * viewer's company (left out of it), its membership (a limited member sees only its partners) and the partners it
 * may work with (has_access). Users of one company with the same access share an answer.
 */
export type DirectoryAnswerKey = {
  version: string;
  companyId: number;
  membershipType: string;
  accessible: readonly number[];
};

/** Per database handle, so that two apps in one process (the tests) never share an answer. */
const answersOf = new WeakMap<DbOrTx, Map<string, Promise<KeptDirectoryAnswer>>>();

const keyText = ({ version, companyId, membershipType, accessible }: DirectoryAnswerKey): string =>
  `${version}:${String(companyId)}:${membershipType}:${createHash('sha256')
    .update([...accessible].sort((a, b) => a - b).join(','))
    .digest('base64url')}`;

async function packed(json: string): Promise<KeptDirectoryAnswer> {
  const br = await brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  let gzipped: Promise<Buffer> | undefined;
  return {
    br,
    gzip: () => (gzipped ??= gzip(json)),
    identity: () => unbrotli(br),
  };
}

/**
 * ADR 19: the company directory's answer built once per directory version and viewer key in this instance, and sent
 * as kept bytes after that. The version is read before the directory, so a kept answer is never older than the
 * version it is kept under, and a change anywhere in what the directory is made of moves the version: no answer is
 * ever served stale. Concurrent requests for the same key share one build. `build` answers the JSON text, checked
 * against the contract's schema once, when it is built.
 */
export function keptDirectoryAnswer(
  db: DbOrTx,
  key: DirectoryAnswerKey,
  build: () => Promise<string>,
): Promise<KeptDirectoryAnswer> {
  let answers = answersOf.get(db);
  if (!answers) {
    answers = new Map();
    answersOf.set(db, answers);
  }
  const text = keyText(key);
  const kept = answers.get(text);
  if (kept) {
    // Most recently used last: the first key is the one to let go.
    answers.delete(text);
    answers.set(text, kept);
    return kept;
  }
  for (const [other] of answers) if (!other.startsWith(`${key.version}:`)) answers.delete(other);
  const building = build().then(packed);
  answers.set(text, building);
  building.catch(() => answers.delete(text));
  while (answers.size > MAX_KEPT) {
    const [oldest] = answers.keys();
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
  return building;
}

/** The encoding to send, from the request's Accept-Encoding: brotli first, then gzip, else as it is. */
export function directoryEncoding(acceptEncoding: string | undefined): DirectoryEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality === undefined || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
