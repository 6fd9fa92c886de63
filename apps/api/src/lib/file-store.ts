import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_PATTERN = /^[a-f0-9]{64}$/;

/**
 * Uploaded files on the server's disk under DATA_DIR/files, each under a random key the server chooses: a file's
 * name never reaches the path. Returns the key to keep with the file's row.
 */
export async function storeFile(dataDir: string, bytes: Buffer): Promise<string> {
  const key = randomBytes(32).toString('hex');
  const dir = join(dataDir, 'files', key.slice(0, 2));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, key), bytes, { flag: 'wx' });
  return key;
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
