// "The release" a backup records: a deployed tree has no git, and the shop's package.json may name
// no version, so the archive keeps both what package.json says and the newest migration the
// database had applied. The migration is what a restore needs: it rebuilds the schema up to it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../db/migrate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface JournalEntry {
  tag: string;
  /** The migration's timestamp, which drizzle stores as `created_at` of each applied migration. */
  when: number;
}

/** The migrations this code knows, oldest first. */
export function journal(folder = migrationsFolder()): JournalEntry[] {
  const text = fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The shop's version from its root package.json (found from src/backup and from dist), or null. */
export function shopVersion(): string | null {
  for (const candidate of ['../../../../package.json', '../../../package.json']) {
    const file = path.resolve(here, candidate);
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'shop') return pkg.version ?? null;
  }
  return null;
}
