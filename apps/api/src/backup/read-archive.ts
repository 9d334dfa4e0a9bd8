// Opening an archive for a restore: unpacked into a temporary folder and checked in full (the
// manifest's format, every entry's sha256, nothing missing, nothing extra) before anything is
// written to the shop. A flipped byte, a truncated download or another program's tar is refused.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { isSafeKey } from '../storage/index.ts';
import { sha256OfFile } from './checksum.ts';
import { BackupRefusal } from './errors.ts';
import { IMAGES_DIR, MANIFEST_FILE, manifestSchema, tableFile, type Manifest } from './format.ts';

export interface OpenedArchive {
  /** The unpacked archive. */
  dir: string;
  manifest: Manifest;
  /** Storage keys of the pictures in it. */
  imageKeys: string[];
  /** Removes the unpacked copy. */
  close(): Promise<void>;
}

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(path.join(root, dir), { withFileTypes: true })) {
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, name)));
    else found.push(name);
  }
  return found;
}

export async function openArchive(file: string): Promise<OpenedArchive> {
  const refuse = (why: string): never => {
    throw new BackupRefusal(`${file} cannot be restored: ${why}. Nothing was written.`);
  };
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupRefusal(`There is no archive at ${file}.`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  const close = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const odd: string[] = [];
    try {
      await tar.x({
        file,
        cwd: dir,
        strict: true,
        // Only files and folders: a link could point a later write outside the folder.
        filter: (entryPath, entry) => {
          const type = 'type' in entry ? entry.type : 'File';
          const ok = type === 'File' || type === 'Directory';
          if (!ok) odd.push(entryPath);
          return ok;
        },
      });
    } catch (err) {
      refuse(`it is damaged or not a backup archive (${(err as Error).message})`);
    }
    if (odd.length) refuse(`it holds entries that are not plain files (${odd.join(', ')})`);

    let manifestText: string | undefined;
    try {
      manifestText = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
    } catch {
      refuse(`it has no ${MANIFEST_FILE}, so it is not a backup of this shop`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(manifestText!);
    } catch {
      refuse(`its ${MANIFEST_FILE} is not JSON`);
    }
    const checked = manifestSchema.safeParse(parsed);
    if (!checked.success)
      refuse(
        `its ${MANIFEST_FILE} is not one this release reads (${checked.error.issues
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')})`,
      );
    const manifest = checked.data!;

    const present = (await filesUnder(dir)).filter((f) => f !== MANIFEST_FILE);
    const listed = Object.keys(manifest.files);
    const extra = present.filter((f) => !(f in manifest.files));
    const missing = listed.filter((f) => !present.includes(f));
    if (missing.length) refuse(`entries named in its manifest are missing: ${missing.join(', ')}`);
    if (extra.length) refuse(`it holds entries its manifest does not name: ${extra.join(', ')}`);
    for (const table of manifest.tables)
      if (!(tableFile(table.name) in manifest.files))
        refuse(`the rows of table ${table.name} are missing`);
    for (const name of listed) {
      if ((await sha256OfFile(path.join(dir, name))) !== manifest.files[name])
        refuse(`${name} does not match its checksum (the archive was changed or damaged)`);
    }
    const imageKeys = listed
      .filter((f) => f.startsWith(`${IMAGES_DIR}/`))
      .map((f) => f.slice(IMAGES_DIR.length + 1));
    const unsafe = imageKeys.filter((key) => !isSafeKey(key));
    if (unsafe.length) refuse(`it names pictures the shop cannot store: ${unsafe.join(', ')}`);
    if (imageKeys.length !== manifest.images.count)
      refuse(
        `its manifest counts ${manifest.images.count} pictures but it holds ${imageKeys.length}`,
      );
    return { dir, manifest, imageKeys, close };
  } catch (err) {
    await close();
    throw err;
  }
}
