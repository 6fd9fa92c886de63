import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createFileStore, type FileStore } from '../src/lib/file-store.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './s3-server.ts';

// One contract, two stores: every test below runs on the local disk and on a real S3-protocol server (s3rver).

const MB = 1024 * 1024;

type StoreUnderTest = { files: FileStore; storedCount: () => Promise<number>; close: () => Promise<void> };

async function localStore(): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-files-'));
  const files = await createFileStore(loadConfig({ DATA_DIR: dataDir, SECRET: 's'.repeat(32) }));
  return {
    files,
    storedCount: () =>
      Promise.resolve(
        readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
          .length,
      ),
    close: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function s3Store(): Promise<StoreUnderTest> {
  const server = await startS3Server();
  const files = await createFileStore(loadConfig({ S3_URL: server.url(), SECRET: 's'.repeat(32) }));
  return {
    files,
    storedCount: async () => (await server.listKeys()).length,
    close: async () => {
      files.close();
      await server.close();
    },
  };
}

/** Bytes in 64 kB pieces, as an upload arrives. */
const arriving = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );

/** Bytes that differ along the file, so that a part out of place or missing shows. */
const patternedBytes = (size: number) =>
  Buffer.from(new Uint32Array(Math.ceil(size / 4)).map((_, i) => i).buffer, 0, size);

describe.each([
  ['local disk', localStore],
  ['S3', s3Store],
])('file store on %s', (_name, makeStore) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });

  it('stores bytes under a new key, streams them out with their size, and deletes them (twice is no fault)', async () => {
    const bytes = Buffer.from('%PDF-1.4 agreement');
    const key = await store.files.put(bytes);
    expect(key).toMatch(/^[a-f0-9]{64}$/);
    expect(await store.files.put(bytes)).not.toBe(key);
    const opened = await store.files.open(key);
    expect(opened.size).toBe(bytes.length);
    expect(await buffer(opened.stream)).toEqual(bytes);
    expect(await store.files.read(key)).toEqual(bytes);
    await store.files.delete(key);
    await expect(store.files.open(key)).rejects.toThrow();
    await store.files.delete(key);
  });

  it('receives an upload as it arrives (larger than one S3 part) and keeps it under a key of its own', async () => {
    const before = await store.storedCount();
    const bytes = patternedBytes(6 * MB + 123);
    const incoming = await store.files.receive();
    await pipeline(arriving(bytes), incoming.stream);
    // Compared with equals: vitest's deep equality walks a buffer byte by byte.
    expect((await incoming.read()).equals(bytes)).toBe(true);
    const key = await incoming.keep();
    await incoming.remove();
    const opened = await store.files.open(key);
    expect(opened.size).toBe(bytes.length);
    expect((await buffer(opened.stream)).equals(bytes)).toBe(true);
    expect(await store.storedCount()).toBe(before + 1);
    await store.files.delete(key);
  });

  it('an upload received whole but not kept (a refused form) is removed', async () => {
    const before = await store.storedCount();
    const incoming = await store.files.receive();
    await pipeline(arriving(Buffer.from('refused')), incoming.stream);
    await incoming.remove();
    expect(await store.storedCount()).toBe(before);
  });

  it('an upload that fails half-way (too large, the client gone) fails with its own error and leaves nothing', async () => {
    const before = await store.storedCount();
    const incoming = await store.files.receive();
    const failing = Readable.from(
      (async function* () {
        yield patternedBytes(6 * MB);
        await Promise.resolve();
        throw new Error('the client went away');
      })(),
    );
    await expect(pipeline(failing, incoming.stream)).rejects.toThrow('the client went away');
    await incoming.remove();
    expect(await store.storedCount()).toBe(before);
  });

  it('only a key the store made names a file: a path is refused before it reaches the disk or the bucket', async () => {
    await expect(store.files.open('../../secret')).rejects.toThrow('not a stored file key');
    await expect(store.files.delete('../../secret')).rejects.toThrow('not a stored file key');
    await expect(store.files.open('a'.repeat(64))).rejects.toThrow();
  });
});

describe('S3 store', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps files under the address's prefix, so that one bucket can hold several deployments", async () => {
    const files = await createFileStore(
      loadConfig({ S3_URL: server.url(`${TEST_BUCKET}/staging/files`), SECRET: 's'.repeat(32) }),
    );
    try {
      const key = await files.put(Buffer.from('logo'));
      expect(await server.listKeys()).toEqual([`staging/files/${key}`]);
      expect(await files.read(key)).toEqual(Buffer.from('logo'));
    } finally {
      files.close();
    }
  });
});
