// `npm run backup` while the shop serves on PGlite: the shop has the data folder open (one
// process's database), so the command asks that shop to take the backup through its own open
// database (ask-shop.ts, answer-requests.ts). The shop is the real server process; the order is
// placed over HTTP; the archive is checked as a restore checks it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSummary, type ShopSettings } from '@shop/contracts';
import { newId } from '../db/ids.ts';
import { ADDRESS } from '../test/order-fixtures.ts';
import { archivedRows } from '../test/backup-fixtures.ts';
import { getOnce, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { FOLDER_PRODUCT, shopFolderWithProduct } from '../test/shop-folder.ts';
import { backupCommand } from './cli.ts';
import { openArchive } from './read-archive.ts';
import { shopPidFileOf } from './shop-requests.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-running-backup-'));
const productId = newId();
let shop: ServerProcess | undefined;

/** Runs the command on the shop's data folder, answering its exit code and what it printed. */
async function backup(argv: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await backupCommand(
    argv,
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function call(method: string, url: string, body?: unknown, headers = {}) {
  const res = await fetch(`http://127.0.0.1:${shop!.port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await shopFolderWithProduct(dataDir, productId);
  shop = await startServerProcess('server.ts', { DATA_DIR: dataDir });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run backup while the shop serves on PGlite', () => {
  it('the shop takes it: exit 0, the archive checks out and holds the order; the shop still serves', async () => {
    expect(fs.readFileSync(shopPidFileOf(dataDir), 'utf8').trim()).toBe(String(shop!.child.pid));
    const customer = await call('POST', '/api/user/register', {
      name: 'Achol Deng',
      email: 'achol.deng@example.org',
      password: 'correct horse battery',
    });
    expect(customer.status).toBe(200);
    const settings = (await call('GET', '/api/settings')).json as unknown as ShopSettings;
    const placed = await call(
      'POST',
      '/api/order/place-cod',
      {
        address: ADDRESS,
        items: [{ _id: productId, size: FOLDER_PRODUCT.size, quantity: 2 }],
        amount: orderSummary([{ price: FOLDER_PRODUCT.price, quantity: 2 }], settings).total,
      },
      { token: customer.json.token },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const orderId = (placed.json.order as { _id: string })._id;

    const result = await backup();
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`The shop (pid ${shop!.child.pid}) has the database open`);
    const file = /Backup written: (\S+) \(/.exec(result.out)![1]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));

    const archive = await openArchive(file);
    try {
      expect(archive.manifest.database.kind).toBe('pglite');
      const orders = archivedRows<{ id: string }>(archive.dir, 'orders');
      expect(orders.map((o) => o.id)).toEqual([orderId]);
    } finally {
      await archive.close();
    }
    // No request or answer is left behind, and the shop goes on serving.
    expect(fs.readdirSync(path.join(dataDir, 'backup-requests'))).toEqual([]);
    expect((await getOnce(shop!.port, '/api/health')).status).toBe(200);
    expect((await call('GET', `/api/product/${productId}`)).status).toBe(200);
  }, 120_000);

  it('--out names the file (relative to where the command runs)', async () => {
    const out = path.relative(process.cwd(), path.join(dataDir, 'elsewhere', 'shop.tar.gz'));
    const result = await backup(['--out', out]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Backup written: ${path.resolve(out)} (`);
    expect(fs.statSync(path.resolve(out)).size).toBeGreaterThan(0);
  }, 120_000);

  it('a pid file naming no running process: the refusal, exit 2, nothing written', async () => {
    // The shop killed (no chance to remove its pid file): PGlite's postmaster.pid stays too.
    shop!.child.kill('SIGKILL');
    await shop!.exited;
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
    // A pid that surely names no process now: one of a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(shopPidFileOf(dataDir), `${ended}\n`);
    const before = fs.readdirSync(path.join(dataDir, 'backups'));

    const result = await backup();
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/is open in another process, and no running shop answers for it/);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(before);
  }, 60_000);
});
