import { PassThrough, Writable, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_URL_SECONDS, newFileKey, requireFileKey, type FileStore, type OpenedFile } from './file-store.ts';
import { attachmentDisposition } from './send-attachment.ts';
import type { S3Location } from './s3-url.ts';

/**
 * S3's smallest part of a multipart upload, and so what a streamed upload holds in memory at most (one part at a time):
 * a file of unknown length goes up in parts, a smaller one in a single request once it has all arrived.
 */
const PART_SIZE = 5 * 1024 * 1024;

/** The S3 store with what moving the local files in needs (admin move-files-to-s3). */
export type S3FileStore = FileStore & {
  location: S3Location;
  /** Copies a file in under its existing key; answers false, without opening it, when the bucket has it already. */
  importFile: (key: string, source: () => Promise<OpenedFile>) => Promise<boolean>;
};

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket that every instance reads and writes: an upload goes up as it arrives, straight
 * under its key (`keep` only claims it), and a download streams from the bucket through the API or, where the API
 * gives a download URL, from the bucket itself by a presigned GET that names the attachment's headers. The bucket
 * stays private: files reach users only after the API's access checks.
 */
export function createS3FileStore(location: S3Location): S3FileStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // The SDK's default checksums (CRC32 in trailers) are Amazon's newer protocol, which many S3-compatible services
    // do not speak yet; MD5 and signatures still protect every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => `${location.prefix}${requireFileKey(key)}`;

  const streamUp = (key: string, body: Readable) =>
    new Upload({ client, params: { Bucket, Key: objectKey(key), Body: body }, partSize: PART_SIZE, queueSize: 1 });

  const getObject = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    if (!answer.Body) throw new Error(`stored file ${key} came without a body`);
    return { body: answer.Body, size: answer.ContentLength ?? 0 };
  };
  const read = async (key: string) => Buffer.from(await (await getObject(key)).body.transformToByteArray());
  const deleteObject = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
  };

  return {
    location,
    put: async (bytes) => {
      const key = newFileKey();
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
      return key;
    },
    receive: () => {
      const key = newFileKey();
      const body = new PassThrough();
      const stored = streamUp(key, body)
        .done()
        .then(() => undefined);
      let kept = false;
      // Finishes only once the bucket has the whole file, so that the upload's reader sees the store's failure.
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (body.write(chunk)) callback();
          else
            body.once('drain', () => {
              callback();
            });
        },
        final(callback) {
          body.end();
          stored.then(() => {
            callback();
          }, callback);
        },
        destroy(error, callback) {
          // The upload then fails on its body, and a multipart upload begun is aborted (lib-storage).
          body.destroy(error ?? undefined);
          callback(error);
        },
      });
      stored.catch((error: unknown) => stream.destroy(error as Error));
      return Promise.resolve({
        stream,
        read: () => read(key),
        keep: async () => {
          await stored;
          kept = true;
          return key;
        },
        remove: async () => {
          if (kept) return;
          stream.destroy();
          // A refused file may have been stored whole already: it goes once the upload has settled either way.
          await stored.catch(() => undefined);
          await deleteObject(key);
        },
      });
    },
    open: async (key) => {
      const { body, size } = await getObject(key);
      return { stream: body as Readable, size };
    },
    read,
    downloadUrl: (key, as) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ResponseContentDisposition: attachmentDisposition(as.filename),
          ResponseContentType: as.contentType,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: DOWNLOAD_URL_SECONDS },
      ),
    delete: deleteObject,
    importFile: async (key, source) => {
      const present = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })).then(
        () => true,
        (error: unknown) => {
          if (isNotFound(error)) return false;
          throw error;
        },
      );
      if (present) return false;
      await streamUp(key, (await source()).stream).done();
      return true;
    },
    close: () => {
      client.destroy();
    },
  };
}
