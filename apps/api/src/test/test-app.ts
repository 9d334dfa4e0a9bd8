import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { openPglite, openPostgres, type DbHandle } from '../db/client.ts';
import { withDatabase } from './template.ts';

let counter = 0;

/** Known to the tests, so they can forge tokens signed with it (or with another key). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A private copy of the seeded template database, on PGlite or on the PostgreSQL server. */
export async function openTestDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const adminUrl = inject('pgAdminUrl');
    const name = `shop_t_${process.ppid}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = openPostgres(withDatabase(adminUrl, name), 4);
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const handle = openPglite(undefined, dump);
  return { handle, drop: () => handle.close() };
}

/** The whole API on a fresh copy of the seeded database, for app.inject tests. */
export async function createTestApp(opts: { extend?: (app: FastifyInstance) => void } = {}) {
  const { handle, drop } = await openTestDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  const app = await buildApp({
    config: { uploadsDir, TRUST_PROXY: false, WEB_BUILD_DIR: undefined, LOG_LEVEL: 'silent' },
    db: handle,
    auth: { secret: TEST_JWT_SECRET, expiresIn: '1h' },
    closeDb: false,
    logger: false,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    uploadsDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
