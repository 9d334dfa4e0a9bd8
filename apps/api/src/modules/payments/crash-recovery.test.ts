// The crash of decision 0046: the shop's process is killed while the operator holds its request
// to pay (sent, not answered), the payer approves meanwhile, and no callback comes. The next
// process finds the reference stored before the request left, asks the operator about it, and
// marks the order paid once, with one pair of e-mails. The shop is the real server process, on a
// PGlite data folder that outlives it; the operator is the fake one, MTN's and then Airtel's
// (decision 0048).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { orderSummary, type Order, type ShopSettings } from '@shop/contracts';
import { openPglite } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { mailOutbox, orders, paymentAttempts } from '../../db/schema.ts';
import { ADDRESS } from '../../test/order-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { FOLDER_PRODUCT, shopFolderWithProduct } from '../../test/shop-folder.ts';
import { startFakeAirtelOperator } from './airtel/fake-operator.ts';
import { startFakeMtnOperator } from './mtn/fake-operator.ts';

/** A fake operator as this test drives it, started with the plan of the crash. */
interface CrashOperator {
  /** The shop's settings that point it at the fake. */
  env: Record<string, string>;
  /** References of the requests it took in. */
  references(): string[];
  approve(referenceId: string): void;
  close(): Promise<void>;
}

// The request is taken in and never answered; the payer decides later; no callback comes.
const HELD = { outcome: 'never', callbacks: 0, holdAnswer: true } as const;

const OPERATORS = [
  {
    provider: 'MTN',
    label: 'MTN MoMo',
    payer: '+211925550199',
    async start(payer: string): Promise<CrashOperator> {
      const fake = await startFakeMtnOperator();
      fake.plan(payer, HELD);
      return {
        env: {
          MTN_MOMO_BASE_URL: fake.url,
          MTN_MOMO_API_USER: fake.credentials.apiUser,
          MTN_MOMO_API_KEY: fake.credentials.apiKey,
          MTN_MOMO_SUBSCRIPTION_KEY: fake.credentials.subscriptionKey,
          MTN_MOMO_TARGET_ENVIRONMENT: fake.credentials.targetEnvironment,
        },
        references: () => [...fake.requests.keys()],
        approve: (referenceId) => fake.decide(referenceId, 'SUCCESSFUL'),
        close: () => fake.close(),
      };
    },
  },
  {
    provider: 'Airtel',
    label: 'Airtel Money',
    payer: '+211915550199',
    async start(payer: string): Promise<CrashOperator> {
      const fake = await startFakeAirtelOperator();
      fake.plan(payer, HELD);
      return {
        env: {
          AIRTEL_MONEY_BASE_URL: fake.url,
          AIRTEL_MONEY_CLIENT_ID: fake.credentials.clientId,
          AIRTEL_MONEY_CLIENT_SECRET: fake.credentials.clientSecret,
        },
        references: () => [...fake.requests.keys()],
        approve: (referenceId) => fake.decide(referenceId, 'TS'),
        close: () => fake.close(),
      };
    },
  },
] as const;

async function call(shop: ServerProcess, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${shop.port}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** What the test waits for now: said, with the shops' last words, if it never comes. */
let waitingFor = '';

/** Asks again until `check` holds (the test's own time limit is the only limit). */
async function eventually(what: string, check: () => Promise<boolean> | boolean) {
  waitingFor = what;
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  waitingFor = '';
}

describe.each(OPERATORS)(
  'a shop killed between sending a request to $provider and its answer',
  (operator) => {
    const { provider, label, payer } = operator;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payment-crash-'));
    const productId = newId();
    let fake: CrashOperator;
    let env: Record<string, string>;
    const shops: ServerProcess[] = [];

    async function withDatabase<T>(use: (db: ReturnType<typeof openPglite>['db']) => Promise<T>) {
      const handle = openPglite(path.join(dataDir, 'pglite'));
      try {
        return await use(handle.db);
      } finally {
        await handle.close();
      }
    }

    beforeAll(async () => {
      await shopFolderWithProduct(dataDir, productId);
      fake = await operator.start(payer);
      env = { DATA_DIR: dataDir, ...fake.env };
    }, 180_000);

    afterAll(async () => {
      for (const shop of shops) await shop.stop();
      await fake?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('pays the order once when the next process asks about the stored reference', async () => {
      onTestFailed(() => {
        console.error(`waiting for: ${waitingFor || 'nothing'}`);
        for (const shop of shops) console.error(`shop on port ${shop.port}:\n${shop.stderr()}`);
      });
      const first = await startServerProcess('server.ts', env, 180_000);
      shops.push(first);
      const customer = await call(first, '/api/user/register', {
        name: 'Achol Deng',
        email: 'achol.deng@example.org',
        password: 'correct horse battery',
      });
      const token = customer.json.token as string;
      const settings = (await call(first, '/api/settings')).json as unknown as ShopSettings;
      const placed = await call(
        first,
        '/api/order/mobile-money',
        {
          address: ADDRESS,
          items: [{ _id: productId, size: FOLDER_PRODUCT.size, quantity: 2 }],
          amount: orderSummary([{ price: FOLDER_PRODUCT.price, quantity: 2 }], settings).total,
          mobileNumber: payer,
          mobileProvider: provider,
        },
        token,
      );
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      const order = placed.json.order as Order;

      // The order's own two e-mails leave first: killed mid-send they would (rightly) never be sent
      // again (decision 0033), which is not what this test is about.
      const outbox = path.join(dataDir, 'outbox');
      const written = () =>
        fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0;
      await eventually("the order's two e-mails written", () => written() === 2);

      // The start's answer never comes: the operator holds it, and the process dies waiting.
      const lost = call(first, '/api/payments/start', { orderId: order._id, provider }, token);
      lost.catch(() => {});
      await eventually(
        `${provider} to hold the request to pay`,
        () => fake.references().length === 1,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      await expect(lost).rejects.toThrow();
      const [referenceId] = fake.references();
      fake.approve(referenceId!);

      // The reference was stored before the request left. The worker's lease on a new attempt is
      // taken as over (rather than waited for): the next process asks at once.
      await withDatabase(async (db) => {
        const rows = await db.select().from(paymentAttempts);
        expect(rows.map((r) => [r.referenceId, r.status])).toEqual([[referenceId, 'pending']]);
        await db.update(paymentAttempts).set({ nextCheckAt: new Date() });
      });

      const second = await startServerProcess('server.ts', env, 180_000);
      shops.push(second);
      const paidOrder = async () => {
        const list = await call(second, '/api/order/userorders', {}, token);
        return (list.json.orders as Order[]).find((o) => o._id === order._id)!;
      };
      await eventually('the order paid', async () => (await paidOrder()).payment);
      const again = await call(
        second,
        '/api/payments/start',
        { orderId: order._id, provider },
        token,
      );
      expect(again.status).toBe(409);
      // The payment's two e-mails leave through the outbox (.eml files without SMTP).
      await eventually("the payment's two e-mails written", () => written() === 4);
      second.child.kill('SIGTERM');
      await second.exited;

      await withDatabase(async (db) => {
        const [attempt, ...more] = await db.select().from(paymentAttempts);
        expect(more).toEqual([]);
        expect(attempt!.status).toBe('successful');
        const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
        expect(row!.payment).toBe(true);
        expect(
          row!.statusHistory.filter((e) => e.note?.startsWith(`Paid by ${label}`)),
        ).toHaveLength(1);
        const mails = await db.select({ kind: mailOutbox.kind }).from(mailOutbox);
        expect(mails.map((m) => m.kind).sort()).toEqual([
          'order-notice',
          'order-placed',
          'payment-confirmed',
          'payment-received',
        ]);
      });
    }, 300_000);
  },
);
