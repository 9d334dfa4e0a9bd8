// The shop's images (product pictures, blog banners, profile pictures, the site's art) behind one
// interface: a folder on this server by default, an S3-compatible bucket when S3_URL is set
// (docs/decisions/0032-image-storage.md). Keys are paths relative to /uploads/, e.g.
// `products/<name>-800.webp`, so the URLs stored in the database are the same on both.
import type { Readable } from 'node:stream';

export interface StoredInfo {
  size: number;
  lastModified?: Date;
  /** The store's own validator: quoted, as HTTP wants it. */
  etag?: string;
}

export interface StoredBody extends StoredInfo {
  body: Readable;
  /** Bytes in `body`: `size`, or fewer for a range. */
  length: number;
  /** `bytes first-last/size` when a range was asked for and answered. */
  range?: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Where the images are, for logs and messages (never a secret). */
  readonly description: string;
  /** Stores (or replaces) one object; readers never see it half written. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the objects; a key that is not there is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and validators, or undefined when the object is not there. */
  head(key: string): Promise<StoredInfo | undefined>;
  /**
   * The object as a stream (one byte range `bytes=a-b` if asked), or undefined when it is not
   * there. The caller must consume or destroy the stream.
   */
  read(key: string, range?: string): Promise<StoredBody | undefined>;
  /** Every object whose key starts with `prefix` (all of them for ''), in no set order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Resolves when the store can be written to now; throws a StorageError saying why not. */
  check(): Promise<void>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/**
 * The store failed or could not be reached. The message is for operators (it names the bucket or
 * folder, never a key or secret); `cause` is the underlying error, whose code (ECONNREFUSED...)
 * the error handler reads to answer 503 rather than 500 for an outage.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** A range the object cannot satisfy (past its end): answered 416 like the local files. */
export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';
  readonly statusCode = 416;
  constructor() {
    super('Range Not Satisfiable');
  }
}
