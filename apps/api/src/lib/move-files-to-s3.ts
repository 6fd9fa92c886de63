import { createLocalFileStore, listLocalFileKeys } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import type { Config } from '../config.ts';
import type { S3Location } from './s3-url.ts';

export type MovedFiles = { copied: number; present: number };

/**
 * `npm run admin -- move-files-to-s3`: every file stored under DATA_DIR/files goes to the bucket under the same key,
 * so the rows that name it find it there. A file the bucket has already is skipped, so a run stopped half-way, or
 * a run again after the instances switched to S3 (for files uploaded in between), finishes the job. The local files
 * stay until the operator deletes them.
 */
export async function moveFilesToS3(
  { dataDir, secret }: Pick<Config, 'dataDir' | 'secret'>,
  location: S3Location,
): Promise<MovedFiles> {
  const local = createLocalFileStore(dataDir, secret);
  const bucket = createS3FileStore(location);
  const moved: MovedFiles = { copied: 0, present: 0 };
  try {
    for (const key of await listLocalFileKeys(dataDir)) {
      if (await bucket.importFile(key, () => local.open(key))) moved.copied += 1;
      else moved.present += 1;
    }
    return moved;
  } finally {
    bucket.close();
  }
}
