import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../../db/client.ts';
import { migrate, migrationsFolder } from '../../db/migrate.ts';
import { withDatabase } from '../../test/template.ts';

// The staff-roles migration (docs/decisions/0068-staff-roles.md) makes every admin an owner and
// leaves customers customers. Proved on an empty database (PGlite, or the PostgreSQL server when
// the tests run on it) migrated to the one before, given accounts as the shop stored them then,
// and migrated on. The migration is found by its name, so renumbering it changes nothing here.

const TAG = /_staff_roles$/;

/** The migrations folder as it was before staff roles: its files, and a journal ending before. */
function folderBeforeStaffRoles(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-staff-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const mine = journal.entries.find((e) => TAG.test(e.tag));
  if (!mine) throw new Error('no staff roles migration in the journal');
  journal.entries = journal.entries.filter((e) => e.idx < mine.idx);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(handle: DbHandle, migrationsFolder: string) {
  if (handle.kind === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(): Promise<DbHandle> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    const handle = openPglite(undefined);
    cleanups.push(() => handle.close());
    return handle;
  }
  const name = `shop_t_${process.ppid}_${process.pid}_migration_staff`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = openPostgres(withDatabase(adminUrl, name), 2);
  cleanups.push(async () => {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return handle;
}

describe('the staff roles migration', () => {
  it('makes every admin an owner and leaves customers without a staff role', async () => {
    const handle = await emptyDatabase();
    const old = folderBeforeStaffRoles();
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(handle, old);
    await handle.db.execute(sql`
      INSERT INTO users (id, name, email, password_hash, role) VALUES
        ('u1', 'First Admin', 'first@example.org', 'x', 'admin'),
        ('u2', 'Second Admin', 'second@example.org', 'x', 'admin'),
        ('u3', 'A Customer', 'customer@example.org', 'x', 'customer')`);

    await migrate(handle);

    const { rows } = (await handle.db.execute(
      sql`SELECT id, role, staff_role FROM users ORDER BY id`,
    )) as unknown as { rows: { id: string; role: string; staff_role: string | null }[] };
    expect(rows).toEqual([
      { id: 'u1', role: 'admin', staff_role: 'owner' },
      { id: 'u2', role: 'admin', staff_role: 'owner' },
      { id: 'u3', role: 'customer', staff_role: null },
    ]);
  });
});
