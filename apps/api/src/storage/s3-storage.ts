// Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), so every instance of the
// shop behind a load balancer reads and writes the same pictures.
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, assertSafeKey, byteRange } from './keys.ts';
import { describeS3Location, type S3Location } from '../lib/s3-url.ts';
import {
  RangeNotSatisfiableError,
  StorageError,
  type ListedObject,
  type StoredBody,
  type StoredInfo,
  type Storage,
} from './types.ts';

/** A readiness check waits this long for the store; a load balancer asks again soon after. */
const CHECK_TIMEOUT_MS = 3_000;
/** S3 deletes at most 1,000 keys per request. */
const DELETE_BATCH = 1_000;
/** Pages of a listing (1,000 keys each) before giving up: ten million images. */
const LIST_PAGES_MAX = 10_000;

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}
const isNotFound = (err: unknown) => statusOf(err) === 404;

/**
 * The client for one location. The AWS SDK warns on Node 20 at the first client that versions
 * published after January 2027 will need Node 22; the shop supports Node 20 with the SDK version
 * its lock file pins, so that warning would only repeat on every start and in every test run.
 * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED is the SDK's own switch for exactly this
 * warning (read when a client is created), so every other process warning still shows. An
 * operator who wants the warning sets the variable to anything but "true".
 */
function createS3Client(sdk: Sdk, location: S3Location): S3Client {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new sdk.S3Client({
    endpoint: location.endpoint,
    region: location.region,
    credentials: {
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
    },
    // endpoint/bucket/key: MinIO, s3rver and most stores other than AWS know only this form.
    forcePathStyle: true,
    // Checksums only where the API requires them (DeleteObjects): several S3-compatible stores
    // refuse or mishandle the CRC headers the SDK otherwise adds to every upload and checks on
    // every download, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that stops answering fails the request rather than holding it forever.
    requestHandler: { connectionTimeout: 3_000, socketTimeout: 30_000 },
  });
}

type Sdk = typeof S3Sdk;

/**
 * The storage of a bucket. The SDK is loaded here, on first use, not when the server starts: it
 * costs a worker about 170 ms and 20 MB, which a shop keeping its images on disk never needs.
 */
export async function openS3Storage(location: S3Location): Promise<S3Storage> {
  return new S3Storage(location, await import('@aws-sdk/client-s3'));
}

export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    location: S3Location,
    private readonly sdk: Sdk,
  ) {
    this.description = describeS3Location(location);
    this.bucket = location.bucket;
    this.client = createS3Client(sdk, location);
  }

  /** Wraps what the SDK threw: the operator reads which store failed; the cause keeps its code. */
  private failed(action: string, err: unknown): StorageError {
    const { code, name } = err as { code?: string; name?: string };
    const detail = code ?? name ?? 'error';
    return new StorageError(`${action} in the ${this.description} failed (${detail})`, {
      cause: err,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // For whoever reads the bucket directly (a CDN in front of it); the shop sets its own.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    } catch (err) {
      throw this.failed(`writing ${key}`, err);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: assertSafeKey(key) }));
      let errors: { Key?: string; Code?: string }[] | undefined;
      try {
        const answer = await this.client.send(
          new this.sdk.DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch, Quiet: true },
          }),
        );
        errors = answer.Errors;
      } catch (err) {
        throw this.failed('deleting images', err);
      }
      if (errors?.length)
        throw new StorageError(
          `deleting ${errors[0]!.Key} in the ${this.description} failed (${errors[0]!.Code})`,
        );
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async head(key: string): Promise<StoredInfo | undefined> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified,
        etag: answer.ETag,
      };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw this.failed(`reading ${key}`, err);
    }
  }

  async read(key: string, range?: string): Promise<StoredBody | undefined> {
    assertSafeKey(key);
    if (range?.startsWith('bytes=-')) {
      // The last n bytes: asked for as first-last, which every compatible store understands
      // (s3rver reads `-n` as `0-n`). A rare request, so the extra HEAD costs nothing that matters.
      const info = await this.head(key);
      if (!info) return undefined;
      const bytes = byteRange(range, info.size);
      range = bytes ? `bytes=${bytes.first}-${bytes.last}` : undefined;
    }
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      const length = answer.ContentLength ?? 0;
      // A ranged answer's Content-Range ends with the whole object's size.
      const size = answer.ContentRange
        ? Number(answer.ContentRange.split('/')[1] ?? length)
        : length;
      return {
        body: answer.Body as Readable,
        size,
        length,
        lastModified: answer.LastModified,
        etag: answer.ETag,
        ...(answer.ContentRange ? { range: answer.ContentRange } : {}),
      };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      if (statusOf(err) === 416) throw new RangeNotSatisfiableError();
      throw this.failed(`reading ${key}`, err);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    // ListObjects (version 1), each page starting after the last key of the one before (Marker):
    // S3 and every compatible store answer it. Version 2's continuation tokens would do the same,
    // but some stores cannot make them (s3rver on Node 20 fails on any listing past one page).
    let after: string | undefined;
    for (let page = 0; page < LIST_PAGES_MAX; page++) {
      let answer;
      try {
        answer = await this.client.send(
          new this.sdk.ListObjectsCommand({
            Bucket: this.bucket,
            Prefix: prefix || undefined,
            Marker: after,
          }),
        );
      } catch (err) {
        throw this.failed('listing images', err);
      }
      for (const object of answer.Contents ?? [])
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      after = answer.Contents?.at(-1)?.Key;
      if (!answer.IsTruncated || !after) return;
    }
    throw new StorageError(`listing the ${this.description} did not end`);
  }

  /** One HEAD of the bucket: reachable, the keys accepted, the bucket there. */
  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (err) {
      const status = statusOf(err);
      const why =
        status === 404
          ? 'does not exist'
          : status === 403 || status === 401
            ? 'refused the keys'
            : `could not be reached (${(err as { code?: string }).code ?? (err as Error).name})`;
      throw new StorageError(`the ${this.description} ${why}`, { cause: err });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
