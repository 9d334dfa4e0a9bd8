// A picture's sizes are stored together: when the storage fails part-way, none stays behind.
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../test/s3-fixtures.ts';
import { StorageError, type Storage } from './index.ts';
import { putAll } from './webp-renditions.ts';

const s3 = useS3Server();

/** The bucket, except that storing `failing` fails as an outage would. */
function failingOn(storage: Storage, failing: string): Storage {
  return Object.assign(Object.create(storage) as Storage, {
    async put(key: string, bytes: Buffer, type: string) {
      if (key === failing) throw new StorageError(`writing ${key} failed (ECONNRESET)`);
      return storage.put(key, bytes, type);
    },
  });
}

describe('putAll', () => {
  const images = [240, 480, 800].map((w) => ({
    key: `products/${'c'.repeat(32)}-${w}.webp`,
    bytes: Buffer.from(`width ${w}`),
  }));

  it('stores every size', async () => {
    await putAll(s3.storage, images);
    expect(await s3.keys('products/')).toEqual(images.map((i) => i.key));
    await s3.storage.delete(images.map((i) => i.key));
  });

  it('deletes the sizes it stored when one fails, and passes the failure on', async () => {
    const storage = failingOn(s3.storage, images[1]!.key);
    await expect(putAll(storage, images)).rejects.toThrow(/-480\.webp failed \(ECONNRESET\)/);
    expect(await s3.keys('products/')).toEqual([]);
  });
});
