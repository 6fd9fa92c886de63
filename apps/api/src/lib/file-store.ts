import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_PATTERN = /^[a-f0-9]{64}$/;

const newKey = () => randomBytes(32).toString('hex');

async function keyPath(dataDir: string, key: string): Promise<string> {
  const dir = join(dataDir, 'files', key.slice(0, 2));
  await mkdir(dir, { recursive: true });
  return join(dir, key);
}

/**
 * Uploaded files on the server's disk under DATA_DIR/files, each under a random key the server chooses: a file's
 * name never reaches the path. Returns the key to keep with the file's row.
 */
export async function storeFile(dataDir: string, bytes: Buffer): Promise<string> {
  const key = newKey();
  await writeFile(await keyPath(dataDir, key), bytes, { flag: 'wx' });
  return key;
}

/**
 * A file being received: written as it arrives under DATA_DIR/files/incoming (the same disk, so keeping it is a
 * rename), never under a key until `keep` makes it a stored file. `remove` deletes what `keep` has not taken.
 */
export type IncomingFile = {
  path: string;
  stream: WriteStream;
  keep: () => Promise<string>;
  remove: () => Promise<void>;
};

export async function createIncomingFile(dataDir: string): Promise<IncomingFile> {
  const dir = join(dataDir, 'files', 'incoming');
  await mkdir(dir, { recursive: true });
  const path = join(dir, newKey());
  return {
    path,
    stream: createWriteStream(path, { flags: 'wx' }),
    keep: async () => {
      const key = newKey();
      await rename(path, await keyPath(dataDir, key));
      return key;
    },
    remove: () => rm(path, { force: true }),
  };
}

export async function readStoredFile(dataDir: string, key: string): Promise<Buffer> {
  if (!KEY_PATTERN.test(key)) throw new Error('not a stored file key');
  return readFile(join(dataDir, 'files', key.slice(0, 2), key));
}

/** Removes a stored file; one already gone is no fault. */
export async function deleteStoredFile(dataDir: string, key: string): Promise<void> {
  if (!KEY_PATTERN.test(key)) throw new Error('not a stored file key');
  await rm(join(dataDir, 'files', key.slice(0, 2), key), { force: true });
}
