import { randomBytes } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { Config } from '../config.ts';
import { createLocalFileStore } from './local-file-store.ts';

/** A stored file opened for reading: its bytes as they come from the store, and how many there are. */
export type OpenedFile = { stream: Readable; size: number };

/**
 * A file being received: its bytes go to the store as they arrive through `stream`, which finishes once the store
 * holds them all. Until `keep` the file is nobody's; `remove` deletes what `keep` has not taken, including a
 * half-written file.
 */
export type IncomingFile = {
  stream: Writable;
  /** The whole file: only for the small files a form parses (the identity provider's metadata XML). */
  read: () => Promise<Buffer>;
  /** Makes the file a stored file and answers its key. */
  keep: () => Promise<string>;
  remove: () => Promise<void>;
};

/** What a signed download serves the file as: an attachment under this name and type (ADR 44). */
export type DownloadAs = { filename: string; contentType: string };

/**
 * How long a signed download URL works (ADR 44): long enough for the browser that asked to follow it, too short for
 * the URL to be worth passing around.
 */
export const DOWNLOAD_URL_SECONDS = 60;

/**
 * Where uploaded files live (docs/files.md): this machine's disk (lib/local-file-store.ts) or an S3 bucket that
 * every instance shares (lib/s3-file-store.ts). Each file is under a random key the store chooses: a file's name
 * never reaches a path, and callers keep the key with the file's row.
 */
export type FileStore = {
  /** Stores bytes made on the server (the demo agreements) and answers their key. */
  put: (bytes: Buffer) => Promise<string>;
  /** Starts receiving an upload (lib/upload-file.ts). */
  receive: () => Promise<IncomingFile>;
  /** Streams a stored file out; rejects when it is not there. */
  open: (key: string) => Promise<OpenedFile>;
  /** A small stored file whole (the identity provider's metadata XML). */
  read: (key: string) => Promise<Buffer>;
  /**
   * A URL that serves the file as an attachment for DOWNLOAD_URL_SECONDS to whoever holds it, with no other check:
   * asked for only after the caller's own access check. The local store's is our own signed route
   * (lib/signed-download.ts), the bucket's a presigned GET, so the bytes never pass through the API.
   */
  downloadUrl: (key: string, as: DownloadAs) => Promise<string>;
  /** Removes a stored file; one already gone is no fault. */
  delete: (key: string) => Promise<void>;
  close: () => void;
};

const KEY_PATTERN = /^[a-f0-9]{64}$/;

export const newFileKey = () => randomBytes(32).toString('hex');

/** A key read from the database before it names a path or an object: only what newFileKey makes. */
export function requireFileKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('not a stored file key');
  return key;
}

export const isFileKey = (name: string) => KEY_PATTERN.test(name);

/** The store the configuration names: the S3 bucket of S3_URL, else the local disk under DATA_DIR/files. */
export async function createFileStore(config: Pick<Config, 'dataDir' | 's3' | 'secret'>): Promise<FileStore> {
  if (!config.s3) return createLocalFileStore(config.dataDir, config.secret);
  // Loaded only when configured: the AWS SDK costs most of a second to load, which a local store never needs.
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(config.s3);
}
