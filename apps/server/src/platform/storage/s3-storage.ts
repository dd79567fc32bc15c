import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnFirstUse } from '../load-on-first-use';
import {
  assertStorageKey,
  type FileStorage,
  MissingFileError,
  StorageUnavailableError,
  type StoredFile,
} from './file-storage';
import { temporaryArea } from './temporary-area';

export interface S3Settings {
  /** Unset: AWS S3 itself. Otherwise the service's URL (MinIO, R2, Garage…). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`: most services other than AWS want it. */
  forcePathStyle: boolean;
}

/**
 * An upload is sent in parts of this size, at most QUEUE_SIZE at a time: the memory an upload takes, whatever
 * the size of the file. A file smaller than one part goes in one request.
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The AWS SDK, loaded at the first file operation: a server on disk storage never holds it (about 20 MB). */
const awsSdk = loadOnFirstUse(async () => {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload };
});

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await awsSdk();
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default adds CRC checksums in trailers of chunked bodies, which many S3-compatible services
    // (and older MinIO, Garage, s3rver) do not understand; checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that stops answering fails the request instead of holding it (and the upload's row lock).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';

/** Files as objects of one bucket, named by their keys; uploads stream through `DATA_DIR/tmp` first. */
export function createS3Storage(settings: S3Settings, dataDir: string): FileStorage {
  const { bucket } = settings;
  const connect = loadOnFirstUse(async () => ({ sdk: await awsSdk(), client: await createS3Client(settings) }));
  const location = `bucket ${bucket}`;
  const temporary = temporaryArea(path.join(dataDir, 'tmp'));
  const unavailable = (operation: string, key: string) => (cause: unknown) => {
    throw new StorageUnavailableError(operation, key, location, cause);
  };

  return {
    location,
    receive: temporary.receive,
    discard: temporary.discard,
    sweepTemporary: temporary.sweepTemporary,

    async keep(received, key) {
      // A multipart upload streamed from the temporary file: never more than its parts in memory. S3 makes
      // the object visible only once the upload completes; a failed one is aborted by the library.
      const { sdk, client } = await connect();
      const upload = new sdk.Upload({
        client,
        params: {
          Bucket: bucket,
          Key: assertStorageKey(key),
          Body: createReadStream(received.path),
          ContentType: 'application/pdf',
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done().catch(unavailable('upload of', key));
      await rm(received.path, { force: true });
    },

    async size(key) {
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable('size of', key)(error);
      }
    },

    async read(key, range) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: assertStorageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new MissingFileError(key);
        return unavailable('read of', key)(error);
      }
    },

    async remove(key) {
      // S3 answers a delete of a missing object as done.
      const { sdk, client } = await connect();
      await client
        .send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
        .catch(unavailable('removal of', key));
    },

    async write(key, bytes) {
      const { sdk, client } = await connect();
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: assertStorageKey(key),
            Body: bytes,
            ContentType: 'application/pdf',
          }),
        )
        .catch(unavailable('write of', key));
    },

    async listFiles() {
      const files: StoredFile[] = [];
      const { sdk, client } = await connect();
      try {
        for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: bucket })) {
          for (const object of page.Contents ?? []) {
            // An object's LastModified is when its upload completed: S3 lists no object before that.
            if (object.Key) files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
          }
        }
      } catch (error) {
        return unavailable('listing of', 'every key')(error);
      }
      return files;
    },
  };
}
