// Backups of a shop whose pictures are in an S3-compatible bucket (S3_URL): the pictures are read
// from the bucket into the archive and put back into an empty bucket byte for byte, and a bucket
// that holds pictures is a non-empty target. A real S3 server (s3rver), not a mock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, imageHashes, tableRows } from '../test/backup-fixtures.ts';
import { startS3Server, useS3Server, type S3TestServer } from '../test/s3-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { BackupRefusal } from './errors.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './write-backup.ts';

const source = useS3Server();
const t = useTestApp(async () => ({ s3: source.location }));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bucket-backup-'));
let target: S3TestServer;
beforeAll(async () => {
  target = await startS3Server('shop-images-restored');
});
afterAll(async () => {
  await target?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a shop with its pictures in a bucket', () => {
  it('is backed up from the bucket and restored into an empty one', async () => {
    await source.storage.put(
      'products/cement-800.webp',
      Buffer.from('cement picture'),
      'image/webp',
    );
    await source.storage.put('blog/news-960.webp', Buffer.alloc(70_000, 7), 'image/webp');
    const backup = await writeBackup({ database: t.handle, storage: source.storage, dir: work });
    expect(backup.manifest.storage.kind).toBe('s3');
    expect(backup.manifest.images.count).toBe(2);

    const database = await emptyDatabase();
    try {
      await restoreBackup({
        database: database.handle,
        storage: target.storage,
        file: backup.file,
      });
      expect(await imageHashes(target.storage)).toEqual(await imageHashes(source.storage));
      expect(await tableRows(database.handle.db)).toEqual(await tableRows(t.db));

      // The bucket now holds pictures: a second restore there is refused without --replace.
      const empty = await emptyDatabase();
      try {
        await expect(
          restoreBackup({ database: empty.handle, storage: target.storage, file: backup.file }),
        ).rejects.toThrow(BackupRefusal);
        await expect(
          restoreBackup({ database: empty.handle, storage: target.storage, file: backup.file }),
        ).rejects.toThrow(/holds 2 pictures/);
      } finally {
        await empty.drop();
      }
    } finally {
      await database.drop();
    }
  }, 240_000);
});
