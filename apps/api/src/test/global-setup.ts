import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../demo/seed.ts';
import { SEED_NOW, withDatabase } from './template.ts';

/**
 * Migrates and seeds one template database per run; every test file then gets its own copy
 * (PGlite: loadDataDir from a dump, ~0.75 s; PostgreSQL: CREATE DATABASE ... TEMPLATE, ~0.2 s).
 * Set TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test) to run on a server.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `shop_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = openPostgres(withDatabase(adminUrl, name), 2);
    await migrate(handle);
    await seedIfEmpty(handle.db, { now: SEED_NOW, orders: false });
    await handle.close();
    project.provide('pgTemplate', name);
    project.provide('pgAdminUrl', adminUrl);
    project.provide('pgliteDump', '');
    return async () => {
      // Copies made by test files are dropped by the files; sweep any a crash left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`shop_t_${process.pid}_%`],
      );
      for (const row of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const handle = openPglite(undefined);
  await migrate(handle);
  await seedIfEmpty(handle.db, { now: SEED_NOW, orders: false });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  project.provide('pgAdminUrl', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
