// Instances started together on one fresh database take turns preparing it. Needs the PostgreSQL
// server (PGlite is one process): CI runs it in its PostgreSQL pass (TEST_DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { prepare, startupLog } from '../server.ts';
import { withDatabase } from '../test/template.ts';
import { openDatabase, type DbHandle } from './client.ts';
import { withPrepareLock } from './prepare-lock.ts';
import { users } from './schema.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('preparing one database from several instances at once', () => {
  const name = `shop_prepare_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  const handles: DbHandle[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('runs one holder of the lock at a time, and frees it when the work fails', async () => {
    const url = withDatabase(adminUrl!, name);
    const log: string[] = [];
    const work = (id: string, fail = false) =>
      withPrepareLock(url, async () => {
        log.push(`${id} in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        log.push(`${id} out`);
        if (fail) throw new Error(`${id} failed`);
        return id;
      });
    const results = await Promise.allSettled([work('a', true), work('b'), work('c')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    // Never two inside at once: every 'in' is followed by its own 'out'.
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]!.replace(' in', ' out'));
  });

  it('migrates a fresh database and creates the first admin once, however many start together', async () => {
    const url = withDatabase(adminUrl!, name);
    const starts = [1, 2, 3].map(() => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prepare-'));
      dirs.push(dataDir);
      const config = loadConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'prepare-lock-test-secret-0123456789abcdef',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'owner-password-42',
      });
      const handle = openDatabase({ databaseUrl: url, dataDir });
      handles.push(handle);
      return prepare(config, handle, startupLog(config));
    });
    // Without the lock, two migrators create the same tables at once and one start fails.
    await Promise.all(starts);
    const [admins] = await handles[0]!.db.select({ n: count() }).from(users);
    expect(admins?.n).toBe(1);
  }, 120_000);
});
