import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileKey, newFileKey, requireFileKey, type FileStore } from './file-store.ts';
import { signedDownloadPath } from './signed-download.ts';

/** DATA_DIR/files/ab/abcd...: a key's first two characters as a folder, so that no folder grows too large. */
const keyPath = (filesDir: string, key: string) => join(filesDir, key.slice(0, 2), requireFileKey(key));

async function keyPathMade(filesDir: string, key: string): Promise<string> {
  await mkdir(join(filesDir, key.slice(0, 2)), { recursive: true });
  return keyPath(filesDir, key);
}

/**
 * Files on this machine's disk under DATA_DIR/files: one instance's own, so a deployment of several instances uses
 * the S3 store instead. An upload is written under DATA_DIR/files/incoming (the same disk, so keeping it is a rename).
 * A download URL is our own route signed with the server's secret (lib/signed-download.ts).
 */
export function createLocalFileStore(dataDir: string, secret: string): FileStore {
  const filesDir = join(dataDir, 'files');
  return {
    put: async (bytes) => {
      const key = newFileKey();
      await writeFile(await keyPathMade(filesDir, key), bytes, { flag: 'wx' });
      return key;
    },
    receive: async () => {
      const incomingDir = join(filesDir, 'incoming');
      await mkdir(incomingDir, { recursive: true });
      const path = join(incomingDir, newFileKey());
      return {
        stream: createWriteStream(path, { flags: 'wx' }),
        read: () => readFile(path),
        keep: async () => {
          const key = newFileKey();
          await rename(path, await keyPathMade(filesDir, key));
          return key;
        },
        remove: () => rm(path, { force: true }),
      };
    },
    open: async (key) => {
      const handle = await open(keyPath(filesDir, key), 'r');
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    // async, so that a bad key rejects like every other failure instead of throwing
    read: async (key) => await readFile(keyPath(filesDir, key)),
    downloadUrl: (key, as) => Promise.resolve(signedDownloadPath(secret, requireFileKey(key), as)),
    delete: async (key) => {
      await rm(keyPath(filesDir, key), { force: true });
    },
    close: () => undefined,
  };
}

/** The keys of the files stored under DATA_DIR/files (not the uploads being received). */
export async function listLocalFileKeys(dataDir: string): Promise<string[]> {
  const filesDir = join(dataDir, 'files');
  const folders = await readdir(filesDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory() && /^[a-f0-9]{2}$/.test(entry.name)))
    for (const entry of await readdir(join(filesDir, folder.name), { withFileTypes: true }))
      if (entry.isFile() && isFileKey(entry.name) && entry.name.startsWith(folder.name)) keys.push(entry.name);
  return keys.sort();
}
