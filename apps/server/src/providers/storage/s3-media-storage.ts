// Media kept in an S3-compatible bucket (AWS S3, MinIO, Garage, R2...): the production store when
// several servers and workers share the media. The bucket stays private: the server reads objects
// and answers /media/<key> itself, so media keep their signed, short-lived addresses (http/media-urls.ts).
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mediaContentTypeOf } from './media-content-type';
import { assertSafeMediaKey, isSafeMediaKey, MEDIA_URL_PREFIX, MediaStorageUnavailableError, type MediaRead, type MediaReadRequest, type MediaStorage } from './media-storage';
import type { S3MediaSettings } from './media-storage-settings';

/** Keys one DeleteObjects call may name (S3's limit). */
const DELETE_BATCH = 1_000;

export function createS3MediaStorage(settings: S3MediaSettings): MediaStorage {
  const { bucket, prefix } = settings;
  const credentials = settings.credentials;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(credentials ? { credentials: async () => credentials() } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must not hold a save or a picture forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const objectKey = (key: string) => {
    assertSafeMediaKey(key);
    return `${prefix}${key}`;
  };

  async function read(key: string, request: MediaReadRequest): Promise<MediaRead> {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(request.range ? { Range: request.range } : {}), ...(request.ifNoneMatch ? { IfNoneMatch: request.ifNoneMatch } : {}) }),
      );
      return {
        status: 'found',
        // In Node the body is the HTTP response itself, a Readable.
        body: object.Body as Readable,
        contentType: object.ContentType ?? mediaContentTypeOf(key),
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { status: 'not-modified', etag: request.ifNoneMatch };
      if (status === 404) return { status: 'missing' };
      if (status === 416) return { status: 'range-not-satisfiable' };
      throw error;
    }
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: mediaContentTypeOf(key) }));
    },
    async remove(keys) {
      const names = keys.map(objectKey);
      for (let at = 0; at < names.length; at += DELETE_BATCH) {
        const batch = names.slice(at, at + DELETE_BATCH);
        // A key already gone is no error in S3: deleting is idempotent.
        const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length > 0) throw new Error(`media storage could not remove ${failed.length} object(s): ${failed[0]?.Code ?? 'unknown error'}`);
      }
    },
    urlFor: (key) => `${MEDIA_URL_PREFIX}${key}`,
    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Only names we could have made, at the prefix's own level: anything else is not ours to judge.
          if (key === undefined || !isSafeMediaKey(key) || !object.LastModified) continue;
          yield { key, modifiedAt: object.LastModified };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async check() {
      try {
        await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, MaxKeys: 1 }));
      } catch (error) {
        throw new MediaStorageUnavailableError(`Media storage: the S3 bucket "${bucket}" at ${settings.endpoint ?? `AWS (${settings.region})`} cannot be used: ${reasonOf(error)}.`);
      }
    },
    serving: { from: 'store', read },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** What an operator should fix, in words (never the credentials themselves). */
function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken', 'ExpiredToken'].includes(error.name) || status === 401 || status === 403) {
      return `the store refused the credentials (${error.name}); check STASH_S3_ACCESS_KEY_ID and STASH_S3_SECRET_ACCESS_KEY`;
    }
    if (error.name === 'NoSuchBucket' || status === 404) return 'the bucket does not exist; create it, or check STASH_S3_BUCKET';
    return `the store answered ${error.name} (HTTP ${status ?? '?'})`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return `it could not be reached (${code}); check STASH_S3_ENDPOINT`;
  if (error instanceof Error && /credential/i.test(error.message)) return `no credentials were found (${error.name}); set STASH_S3_ACCESS_KEY_ID and STASH_S3_SECRET_ACCESS_KEY`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
