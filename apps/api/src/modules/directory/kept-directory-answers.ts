import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gzip as gzipCompress } from 'node:zlib';
import type { DbOrTx } from '../../db/client.ts';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzip = promisify(gzipCompress);

/** Answers kept per app instance; each is some 200 to 400 kB compressed at network scale. */
const MAX_KEPT = 32;
/** Viewers remembered per app instance, each with the kept answer it was given at the current version. */
const MAX_VIEWERS = 10_000;

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

/** Kept entries of one kind, all of one directory version, least recently used first. */
type KeptEntries<T> = { version: string; entries: Map<string, Promise<T>> };

/** Per database handle, so that two apps in one process (the tests) never share an answer. */
const answersOf = new WeakMap<DbOrTx, KeptEntries<KeptDirectoryAnswer>>();
const viewersOf = new WeakMap<DbOrTx, KeptEntries<KeptDirectoryAnswer>>();
const partnersOf = new WeakMap<DbOrTx, KeptEntries<ReadonlySet<number>>>();

/**
 * The entry kept for `key` at `version` (built by `build` when there is none), most recently used last. A new
 * version lets go of every entry of the one before, and the least recently used go beyond `max`.
 */
function kept<T>(
  maps: WeakMap<DbOrTx, KeptEntries<T>>,
  db: DbOrTx,
  version: string,
  key: string,
  max: number,
  build: () => Promise<T>,
): Promise<T> {
  let kind = maps.get(db);
  if (kind?.version !== version) {
    kind = { version, entries: new Map() };
    maps.set(db, kind);
  }
  const { entries } = kind;
  const found = entries.get(key);
  if (found) {
    entries.delete(key);
    entries.set(key, found);
    return found;
  }
  const building = build();
  entries.set(key, building);
  building.catch(() => entries.delete(key));
  while (entries.size > max) {
    const [oldest] = entries.keys();
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return building;
}

/**
 * The answer this viewer was given at this directory version, if this instance still remembers it; else the one
 * `find` answers (which reads what the answer depends on: the viewer's partners), remembered for the viewer. The
 * viewer key names all of the viewer's that the answer depends on but its partners, and every write that changes
 * a viewer's partners moves the version (ADR 16): a remembered answer is the one `find` would answer.
 */
export function keptViewerAnswer(
  db: DbOrTx,
  version: string,
  viewer: string,
  find: () => Promise<KeptDirectoryAnswer>,
): Promise<KeptDirectoryAnswer> {
  return kept(viewersOf, db, version, viewer, MAX_VIEWERS, find);
}

/**
 * ADR 59: the companies this user may work with (ADR 13), read at this directory version by `find` once per instance
 * and kept for the version: what they are read from (groups, relations, user access, companies) moves the version
 * (ADR 16), so a kept list is the one `find` would answer.
 */
export function keptAccessiblePartners(
  db: DbOrTx,
  version: string,
  viewer: { companyId: number; userId: number },
  find: () => Promise<ReadonlySet<number>>,
): Promise<ReadonlySet<number>> {
  return kept(partnersOf, db, version, `${String(viewer.companyId)}:${String(viewer.userId)}`, MAX_VIEWERS, find);
}

const keyText = ({ companyId, membershipType, accessible }: DirectoryAnswerKey): string =>
  `${String(companyId)}:${membershipType}:${createHash('sha256')
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
  return kept(answersOf, db, key.version, keyText(key), MAX_KEPT, () => build().then(packed));
}
