// The storage the configuration names: an S3-compatible bucket with S3_URL, else DATA_DIR/uploads.
// Needs no Fastify: the server's preparation (seed, site art) and the copy command use it too.
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './types.ts';

/** Config's, with S3_URL optional so a caller keeping images on disk can leave it out. */
export type StorageConfig = Pick<Config, 'uploadsDir'> & { S3_URL?: Config['S3_URL'] };

/** The caller closes it (`close()`) when done; the app's plugin does so with the app. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (!config.S3_URL) return new LocalStorage(config.uploadsDir);
  // Loaded only for a bucket (see openS3Storage).
  const { openS3Storage } = await import('./s3-storage.ts');
  return openS3Storage(config.S3_URL);
}

export { LocalStorage } from './local-storage.ts';
export { contentTypeOf, isSafeKey, keyOfUrl } from './keys.ts';
export { StorageError, type Storage, type StoredBody, type StoredInfo } from './types.ts';
