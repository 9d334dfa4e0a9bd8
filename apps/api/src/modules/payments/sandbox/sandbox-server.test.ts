// PAYMENTS_SANDBOX=1 as the server process runs it (server.ts): the fakes start with the shop,
// call it back on the port it really listens on, and its own worker settles what the admin's
// "phone" decided, under the NODE_ENV=production `npm start` runs with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  orderSummary,
  type Order,
  type PaymentAttemptResponse,
  type PaymentSandboxListResponse,
  type ShopSettings,
} from '@shop/contracts';
import { newId } from '../../../db/ids.ts';
import { ADDRESS } from '../../../test/order-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { FOLDER_PRODUCT, shopFolderWithProduct } from '../../../test/shop-folder.ts';

const ADMIN = { email: 'staff@example.org', password: 'correct horse battery staple' };
const shops: ServerProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const shop of shops) await shop.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(
  shop: ServerProcess,
  url: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`http://127.0.0.1:${shop.port}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

describe('the server with PAYMENTS_SANDBOX=1', () => {
  it('pays an order once the admin approves on the sandbox page', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sandbox-'));
    folders.push(dataDir);
    const productId = newId();
    await shopFolderWithProduct(dataDir, productId);
    const shop = await startServerProcess(
      'server.ts',
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: '1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      180_000,
    );
    shops.push(shop);

    const customer = await call(shop, '/api/user/register', {
      name: 'Achol Deng',
      email: 'achol.sandbox@example.org',
      password: 'correct horse battery',
    });
    const token = customer.json.token as string;
    const settings = (await call<ShopSettings>(shop, '/api/settings')).json;
    const placed = await call<{ order: Order }>(
      shop,
      '/api/order/mobile-money',
      {
        address: ADDRESS,
        items: [{ _id: productId, size: FOLDER_PRODUCT.size, quantity: 1 }],
        amount: orderSummary([{ price: FOLDER_PRODUCT.price, quantity: 1 }], settings).total,
        mobileNumber: '+211915550401',
        mobileProvider: 'Airtel',
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { order } = placed.json;
    const started = await call<PaymentAttemptResponse>(
      shop,
      '/api/payments/start',
      { orderId: order._id, provider: 'Airtel' },
      token,
    );
    expect(started.status, JSON.stringify(started.json)).toBe(200);

    const staff = (await call(shop, '/api/user/admin', ADMIN)).json.token as string;
    const listed = await call<PaymentSandboxListResponse>(
      shop,
      '/api/admin/payments/sandbox',
      undefined,
      staff,
    );
    const [request] = listed.json.requests;
    expect(request).toMatchObject({ provider: 'Airtel', amount: order.amount, status: 'pending' });
    const decided = await call(
      shop,
      '/api/admin/payments/sandbox/decide',
      { provider: 'Airtel', referenceId: request!.referenceId, decision: 'approve' },
      staff,
    );
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);

    // The fake's callback (or the shop's own worker) settles it; the test's limit is the only one.
    const attemptUrl = `/api/payments/${started.json.attempt._id}`;
    while (!(await call<PaymentAttemptResponse>(shop, attemptUrl, undefined, token)).json.orderPaid)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }, 300_000);
});
