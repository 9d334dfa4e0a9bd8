// Issue 27's proof: seed, place orders, upload pictures, back up WHILE orders are being placed,
// restore into an empty target and compare row by row and byte by byte; the shop starts on it.
// Runs on PGlite, and on the PostgreSQL server with TEST_DATABASE_URL.
//
// What consistency means here: the archive is the database as it was at ONE moment (the start
// of the backup's snapshot). So every order acknowledged before the backup began is in it, and
// an order placed meanwhile is in it whole (its stock taken, its stock movement) or not at all;
// the stock counted in it is the opening stock less exactly the orders in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@shop/contracts';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { LocalStorage } from '../storage/index.ts';
import { signUp } from '../test/account-fixtures.ts';
import {
  archivedLines,
  archivedRows,
  emptyDatabase,
  imageHashes,
  tableRows,
  unpack,
} from '../test/backup-fixtures.ts';
import { cheapestProduct, countStock, placeOrder } from '../test/order-fixtures.ts';
import { TEST_JWT_SECRET, useTestApp } from '../test/test-app.ts';
import { multipartBody } from '../test/upload-fixtures.ts';
import { BackupRefusal } from './errors.ts';
import { restoreBackup } from './restore.ts';
import { isEmpty, targetContents } from './target.ts';
import { writeBackup, type BackupResult } from './write-backup.ts';

const t = useTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

const OPENING_STOCK = 100_000;
let customers: Awaited<ReturnType<typeof signUp>>[];
let product: Product;
let size: string;
/** Orders the shop answered before the concurrent backup began. */
const acknowledgedBefore: string[] = [];
let concurrent: BackupResult;
let concurrentDir: string;

async function emptyTarget() {
  const database = await emptyDatabase();
  const uploads = fs.mkdtempSync(path.join(work, 'uploads-'));
  cleanups.push(database.drop);
  return { handle: database.handle, storage: new LocalStorage(uploads), uploads };
}

async function uploadPicture(headers: Record<string, string>, colour: string) {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const body = multipartBody('profilePicture', 'me.png', 'image/png', png);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile-picture',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  customers = [];
  for (const name of ['Achol Backup', 'Deng Backup', 'Nyibol Backup', 'Garang Backup'])
    customers.push(await signUp(t.app, name));
  product = await cheapestProduct(t.app);
  size = product.sizes[0]!;
  // Counted, so every order takes a unit and writes a stock movement in its transaction.
  await countStock(t.db, product._id, { [size]: OPENING_STOCK });
  await uploadPicture(customers[0]!.headers, '#8a5a2b');
  await uploadPicture(customers[1]!.headers, '#2b5a8a');
  for (const customer of customers.slice(0, 2))
    for (let i = 0; i < 2; i++)
      acknowledgedBefore.push(
        (await placeOrder(t.app, customer.headers, { product, quantity: 1 }))._id,
      );
}, 120_000);

describe('a backup taken while orders are being placed', () => {
  it('holds every order acknowledged before it began, and a consistent moment of the rest', async () => {
    const placedDuring: Order[] = [];
    let threeAcknowledged!: () => void;
    const started = new Promise<void>((resolve) => (threeAcknowledged = resolve));
    // Two customers at a time, a bounded number of orders each.
    const lanes = [0, 1].map(async (lane) => {
      for (let i = 0; i < 8; i++) {
        const customer = customers[2 + ((lane + i) % 2)]!;
        placedDuring.push(await placeOrder(t.app, customer.headers, { product, quantity: 1 }));
        if (placedDuring.length === 3) threeAcknowledged();
      }
    });
    await started;
    acknowledgedBefore.push(...placedDuring.map((o) => o._id));
    concurrent = await writeBackup({
      database: t.handle,
      storage: new LocalStorage(t.uploadsDir),
      dir: path.join(work, 'backups'),
    });
    await Promise.all(lanes);

    concurrentDir = await unpack(concurrent.file);
    cleanups.push(async () => fs.rmSync(concurrentDir, { recursive: true, force: true }));
    const orders = archivedRows<{ id: string }>(concurrentDir, 'orders').map((o) => o.id);
    expect(orders).toEqual(expect.arrayContaining(acknowledgedBefore));

    // One moment: the orders' stock movements are exactly the orders in it, and the stock left
    // is the opening stock less one unit per order in it.
    const movements = archivedRows<{ order_id: string | null; reason: string; product_id: string }>(
      concurrentDir,
      'stock_movements',
    ).filter((m) => m.reason === 'order' && m.product_id === product._id);
    expect(movements.map((m) => m.order_id).sort()).toEqual([...orders].sort());
    const [stock] = archivedRows<{ product_id: string; size: string; quantity: number }>(
      concurrentDir,
      'product_stock',
    ).filter((s) => s.product_id === product._id && s.size === size);
    expect(stock!.quantity).toBe(OPENING_STOCK - orders.length);

    // The manifest counts what is in it, and names the release.
    const { manifest } = concurrent;
    expect(manifest.database.kind).toBe(t.handle.kind);
    expect(manifest.release.migration).toMatch(/^\d{4}_/);
    expect(manifest.tables.find((x) => x.name === 'orders')!.rows).toBe(orders.length);
    // Every picture a row names is in it: the profile pictures uploaded before.
    const users = archivedRows<{ profile_picture: string }>(concurrentDir, 'users');
    const named = users.map((u) => u.profile_picture).filter((p) => p.startsWith('/uploads/'));
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const url of named) expect(manifest.files).toHaveProperty(`images/${url.slice(9)}`);
  }, 180_000);

  it('restores into an empty target: every row as archived, every picture byte for byte, and the shop starts on it', async () => {
    const target = await emptyTarget();
    const result = await restoreBackup({
      ...target,
      database: target.handle,
      file: concurrent.file,
    });
    expect(result.replaced).toBe(false);

    const restored = await tableRows(target.handle.db);
    for (const table of concurrent.manifest.tables)
      expect(restored.get(table.name), table.name).toEqual(
        archivedLines(concurrentDir, table.name),
      );
    // The source's pictures did not change during the backup: the restored ones are the same bytes.
    expect(await imageHashes(target.storage)).toEqual(
      await imageHashes(new LocalStorage(t.uploadsDir)),
    );

    const app = await buildApp({
      config: {
        uploadsDir: target.uploads,
        TRUST_PROXY: false,
        WEB_BUILD_DIR: undefined,
        ADMIN_BUILD_DIR: undefined,
        LOG_LEVEL: 'silent',
      },
      db: target.handle,
      auth: { secret: TEST_JWT_SECRET, expiresIn: '1h', staffExpiresIn: '1h' },
      mail: { outboxDir: path.join(work, 'outbox'), from: 'Shop <no-reply@shop.test>' },
      publicUrl: 'https://shop.test',
      closeDb: false,
      logger: false,
    });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const read = await app.inject({ url: `/api/product/${product._id}` });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).toContain(product.name);
      // A customer signs in on the restored shop and finds an order placed before the backup.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: customers[0]!.email, password: customers[0]!.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const mine = await app.inject({
        method: 'POST',
        url: '/api/order/userorders',
        headers: { token: signIn.json<{ token: string }>().token },
      });
      expect(mine.body).toContain(acknowledgedBefore[0]);
      const [picture] = (await imageHashes(target.storage)).keys();
      const served = await app.inject({ url: `/uploads/${picture}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(fs.readFileSync(path.join(t.uploadsDir, picture!)))).toBe(
        true,
      );
    } finally {
      await app.close();
    }
  }, 180_000);
});

describe('restoring over a shop', () => {
  it('refuses a non-empty target, and --replace makes it the archive row for row', async () => {
    const target = await emptyTarget();
    await restoreBackup({ ...target, database: target.handle, file: concurrent.file });
    const before = await tableRows(target.handle.db);

    // Taken now that no order is being placed: the source as it is.
    const quiet = await writeBackup({
      database: t.handle,
      storage: new LocalStorage(t.uploadsDir),
      dir: path.join(work, 'backups'),
    });
    await expect(
      restoreBackup({ ...target, database: target.handle, file: quiet.file }),
    ).rejects.toThrow(/not empty: the database has rows in .*orders.*--replace/s);
    expect(await tableRows(target.handle.db)).toEqual(before);

    fs.writeFileSync(path.join(target.uploads, 'left-over.webp'), 'not in the archive');
    const result = await restoreBackup({
      ...target,
      database: target.handle,
      file: quiet.file,
      replace: true,
    });
    expect(result.replaced).toBe(true);
    // Every table, including the listing version its trigger would have raised during the load.
    expect(await tableRows(target.handle.db)).toEqual(await tableRows(t.db));
    expect(await imageHashes(target.storage)).toEqual(
      await imageHashes(new LocalStorage(t.uploadsDir)),
    );
  }, 180_000);

  it('counts a freshly migrated database as empty', async () => {
    const target = await emptyTarget();
    await migrate(target.handle);
    expect(isEmpty(await targetContents(target.handle.db, target.storage))).toBe(true);
  }, 180_000);
});

describe('a damaged or altered archive', () => {
  async function expectRefusedBeforeWriting(file: string, message: RegExp) {
    const target = await emptyTarget();
    const refusal = restoreBackup({ ...target, database: target.handle, file });
    await expect(refusal).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refusal).rejects.toThrow(message);
    // Nothing written: no schema, no picture.
    expect((await tableRows(target.handle.db)).size).toBe(0);
    expect(fs.readdirSync(target.uploads)).toEqual([]);
  }

  it('refuses an archive with a flipped byte', async () => {
    const bytes = fs.readFileSync(concurrent.file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const file = path.join(work, 'flipped.tar.gz');
    fs.writeFileSync(file, bytes);
    await expectRefusedBeforeWriting(file, /damaged|checksum/);
  }, 180_000);

  it('refuses an archive whose rows were changed after it was written', async () => {
    const dir = await unpack(concurrent.file);
    const orders = path.join(dir, 'tables/orders.ndjson');
    fs.writeFileSync(orders, fs.readFileSync(orders, 'utf8').replace(/"amount":\d+/, '"amount":1'));
    const file = path.join(work, 'altered.tar.gz');
    await tar.c({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
    await expectRefusedBeforeWriting(file, /tables\/orders\.ndjson does not match its checksum/);
  }, 180_000);

  it('refuses an archive of a newer release', async () => {
    const dir = await unpack(concurrent.file);
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.release.migration = '9999_from_the_future';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const file = path.join(work, 'future.tar.gz');
    await tar.c({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
    await expectRefusedBeforeWriting(file, /newer release .*9999_from_the_future/);
  }, 180_000);
});
