// How `npm run backup` asks a running PGlite shop to take the backup (PGlite is one process's
// database, so only the shop may read it; docs/decisions/0043-backups.md). Everything goes through
// files in the shop's own data folder: the shop writes its pid to DATA_DIR/shop.pid while it
// serves; the command drops a request into DATA_DIR/backup-requests/; the shop, which looks there
// every second, renames it to say it took it, writes the archive through its open database and
// answers in a file beside it. No port, no secret: whoever may write the data folder may already
// read the database in it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from './format.ts';

export const shopPidFileOf = (dataDir: string) => path.join(dataDir, 'shop.pid');
export const requestsDirOf = (dataDir: string) => path.join(dataDir, 'backup-requests');

/** The files of one request `id`: asked, taken by the shop, answered. */
export const requestFiles = (dataDir: string, id: string) => {
  const dir = requestsDirOf(dataDir);
  return {
    asked: path.join(dir, `${id}.request.json`),
    taken: path.join(dir, `${id}.taken.json`),
    answer: path.join(dir, `${id}.done.json`),
  };
};

/** A request's id from its file name (undefined for any other file in the folder). */
export const requestIdOf = (name: string) => /^([\w-]+)\.request\.json$/.exec(name)?.[1];

/** What the command asks for: the folder the archive goes to, or the file (absolute paths). */
export interface BackupRequest {
  dir: string;
  file?: string;
}

/** What the shop answers: the archive written, or why it could not be. */
export type BackupAnswer =
  | { ok: true; file: string; bytes: number; manifest: Manifest }
  | { ok: false; message: string };

/** Writes JSON under a temporary name and renames it, so the reader never sees half a file. */
export async function writeJsonAtomically(file: string, value: unknown) {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, `${JSON.stringify(value)}\n`);
  await fs.rename(partial, file);
}
