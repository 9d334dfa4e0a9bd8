// `npm run backup` and the scheduled backup: the database as of one moment, then every picture,
// then a manifest with the checksum of each, packed into one .tar.gz (format.ts). Written under a
// temporary name and renamed when complete, so a backup folder never holds half an archive.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { DbHandle } from '../db/client.ts';
import type { Storage } from '../storage/index.ts';
import { archiveName } from './archive-names.ts';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  IMAGES_DIR,
  MANIFEST_FILE,
  TABLES_DIR,
  type Manifest,
} from './format.ts';
import { saveImages } from './images.ts';
import { journal, shopVersion } from './release.ts';
import { dumpDatabase } from './snapshot.ts';

export interface BackupResult {
  /** The archive written. */
  file: string;
  /** Its size on disk (compressed). */
  bytes: number;
  manifest: Manifest;
}

export interface BackupOptions {
  database: DbHandle;
  storage: Storage;
  /** The folder the archive goes to (named by the time), unless `file` names it. */
  dir: string;
  file?: string;
  now?: () => Date;
}

export async function writeBackup(opts: BackupOptions): Promise<BackupResult> {
  const now = opts.now ?? (() => new Date());
  const startedAt = now();
  const file = path.resolve(opts.file ?? path.join(opts.dir, archiveName(startedAt)));
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Beside the archive (same disk, so the rename is atomic) under a dot name nothing lists.
  const work = await fs.mkdtemp(path.join(path.dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  try {
    const dump = await dumpDatabase(opts.database.db, work);
    await fs.mkdir(path.join(work, IMAGES_DIR), { recursive: true });
    const images = await saveImages(opts.storage, work);
    const migration = journal().find((m) => m.when === dump.migrations.newest);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: startedAt.toISOString(),
      release: {
        version: shopVersion(),
        migration: migration?.tag ?? `unknown-${dump.migrations.newest}`,
        migrations: dump.migrations.count,
      },
      database: { kind: opts.database.kind },
      storage: { kind: opts.storage.kind },
      tables: dump.tables,
      images: { count: images.count, bytes: images.bytes },
      files: { ...dump.files, ...images.files },
    };
    await fs.writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, [
      MANIFEST_FILE,
      TABLES_DIR,
      IMAGES_DIR,
    ]);
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    return { file, bytes: size, manifest };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
    await fs.rm(partial, { force: true });
  }
}
