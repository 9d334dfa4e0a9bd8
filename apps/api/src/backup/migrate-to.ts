// Bringing a database to the schema an archive's rows were written under: drizzle's migrator
// applies every migration of a folder, so a folder holding the journal up to the archive's
// migration (and those migrations' files) is made for it. A database already past it is left alone.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { journal } from './release.ts';

export async function migrateTo(database: DbHandle, tag: string): Promise<void> {
  const source = migrationsFolder();
  const entries = journal(source);
  const last = entries.findIndex((m) => m.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  try {
    const full = JSON.parse(await fs.readFile(path.join(source, 'meta/_journal.json'), 'utf8'));
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...full, entries: full.entries.slice(0, last + 1) }),
    );
    for (const m of entries.slice(0, last + 1))
      await fs.copyFile(path.join(source, `${m.tag}.sql`), path.join(folder, `${m.tag}.sql`));
    // As db/migrate.ts does, with this folder.
    const config = { migrationsFolder: folder };
    if (database.kind === 'pglite')
      await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePg(database.db as unknown as NodePgDatabase, config);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
