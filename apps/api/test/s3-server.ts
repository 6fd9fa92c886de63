import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type TestS3Server = {
  /** S3_URL for the bucket, with the credentials the server checks every request's signature against. */
  url: (bucketPath?: string) => string;
  /** Every object's key in the bucket, as an S3 client lists them. */
  listKeys: () => Promise<string[]>;
  close: () => Promise<void>;
};

export const TEST_BUCKET = 'casebridge-files';

/**
 * A real S3-protocol server (s3rver) on a free port of this machine, its objects in a temporary folder, with one empty
 * bucket. It checks request signatures with its fixed credentials (S3RVER:S3RVER).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'cb-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    url: (bucketPath = TEST_BUCKET) => `http://S3RVER:S3RVER@127.0.0.1:${String(port)}/${bucketPath}`,
    listKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
