// Shops of a test's own on a fresh PostgreSQL database: several instances of `npm start` on one
// database, or one with worker processes. Each binds to a port of its own choosing on 127.0.0.1,
// is stopped by its own pid, and the database is dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listeningPort } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The PostgreSQL server the tests create their databases in (its `test` database to connect). */
export const PG_ADMIN_URL =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers (these tests need it; CI starts it). */
export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(label: string): Promise<FreshDatabase> {
  const name = `shop_e2e_${label}_${process.pid}_${Date.now()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(PG_ADMIN_URL, name),
    drop: async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface Shop {
  base: string;
  /** The port the shop chose (PORT=0) and listens on. */
  port: number;
  child: ChildProcess;
  dataDir: string;
  /**
   * The end of what it wrote (LOG_LEVEL=warn: its log lines on stdout, such as a readiness check
   * failing, and stderr): why it failed to start, crashed or was taken out.
   */
  stderr(): string;
  /** Stops it with `signal` (SIGKILL after `graceMs`) and removes its data folder. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * `npm start` against `databaseUrl` on a port of its own choosing (PORT=0: a port picked here
 * and let go could be taken before the shop binds it, ports.ts), read from the socket it listens
 * on; answered once GET /api/health is 200.
 */
export async function startShop(opts: {
  databaseUrl: string;
  env?: Record<string, string>;
  /** A data folder to share (uploads, the admin password file); a new one by default. */
  dataDir?: string;
}): Promise<Shop> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-instance-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-42',
      ...opts.env,
    },
  });
  let stderr = '';
  const keep = (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) => {
    const gone = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A first start migrates, seeds and draws the demo pictures: minutes when other shops start
  // beside it on two cores. The test's own timeout bounds the wait too.
  const until = Date.now() + 240_000;
  let port: number | undefined;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the shop (pid ${child.pid}) exited: ${stderr}`);
    port ??= listeningPort(child.pid!);
    if (port !== undefined) {
      const base = `http://127.0.0.1:${port}`;
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.ok) return { base, port, child, dataDir, stderr: () => stderr, stop };
      } catch {
        // not up yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop('SIGKILL');
  throw new Error(`the shop (pid ${child.pid}, port ${port}) did not become healthy: ${stderr}`);
}
