// Orders racing for stock (docs/decisions/0031-units-stock-and-tracking.md): the guarded UPDATEs
// never oversell, lines taken in one fixed order never deadlock, and retries and second
// cancellations never take or return twice. The load is bounded (200 requests at most, within
// a minute) so the suite stays quick on a shared machine.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STOCK_MESSAGES, type Order } from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import {
  countStock,
  orderBody,
  post,
  seededProducts,
  stockMovementsOf,
  unitsInStock,
  type Line,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

// PGlite is one connection in one process: its transactions run one after another, so nothing
// here could race there. These tests run on PostgreSQL (CI runs the API tests on both).
const onPostgres = Boolean(inject('pgTemplate'));

const RACE_TIMEOUT_MS = 60_000;

describe.runIf(onPostgres)('stock under concurrent orders', () => {
  const t = useTestApp({
    // Enough connections for many transactions to wait on the same rows at once.
    poolSize: 16,
    rateLimits: {
      limits: {
        registerPerIp: { max: 100, minutes: 10 },
        orderPerAccount: { max: 10_000, minutes: 60 },
        orderPerIp: { max: 10_000, minutes: 60 },
      },
    },
  });
  let catalogue: SeededProduct[];
  let buyers: Headers[];
  let staff: Headers;
  beforeAll(async () => {
    catalogue = await seededProducts(t.db, 6);
    staff = (await signUpAdmin(t.app, t.db)).headers;
    // 20 accounts, each sending 10 orders at once with keys of their own: 200 buyers.
    buyers = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(t.app, `Buyer ${i}`)))
    ).map((b) => b.headers);
  }, RACE_TIMEOUT_MS);

  const sizeOf = (p: SeededProduct) => p.sizes[0]!;
  const place = (headers: Headers, lines: Line[], key: string) =>
    post(t.app, '/api/order/place-cod', { ...headers, 'idempotency-key': key }, orderBody(lines));
  const ordersWith = async (productId: string) =>
    (await t.db.select({ id: orders.id, items: orders.items }).from(orders)).filter((o) =>
      o.items.some((i) => i.productId === productId),
    );

  it(
    'sells the last 5 units to exactly 5 of 200 buyers',
    async () => {
      const p = catalogue[0]!;
      const size = sizeOf(p);
      await countStock(t.db, p.id, { [size]: 5 });
      const answers = await Promise.all(
        buyers.flatMap((headers, i) =>
          Array.from({ length: 10 }, (_, k) =>
            place(headers, [{ product: p, quantity: 1 }], `last-five-${i}-${k}`),
          ),
        ),
      );
      const sold = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(sold).toHaveLength(5);
      expect(refused).toHaveLength(195);
      const message = STOCK_MESSAGES.notEnough(p.name, size, 0);
      for (const res of refused)
        expectRefusal(res, 409, {
          code: 'CONFLICT',
          message,
          errors: { 'items.0.quantity': message },
        });

      expect(await unitsInStock(t.db, p.id, size)).toBe(0);
      const moves = await stockMovementsOf(t.db, p.id, 'order');
      // One unit at a time, from 5 down to 0: never below.
      expect(moves.map((m) => [m.before, m.after]).sort()).toEqual([
        [1, 0],
        [2, 1],
        [3, 2],
        [4, 3],
        [5, 4],
      ]);
      const placed = await ordersWith(p.id);
      expect(placed.map((o) => o.id).sort()).toEqual(
        sold.map((a) => a.json<{ order: Order }>().order._id).sort(),
      );
      expect(moves.map((m) => m.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'never deadlocks carts holding the same products in opposite orders',
    async () => {
      const [a, b] = [catalogue[1]!, catalogue[2]!];
      await countStock(t.db, a.id, { [sizeOf(a)]: 25 });
      await countStock(t.db, b.id, { [sizeOf(b)]: 25 });
      const answers = await Promise.all(
        buyers.flatMap((headers, i) =>
          Array.from({ length: 3 }, (_, k) => {
            const lines =
              (i + k) % 2
                ? [
                    { product: a, quantity: 1 },
                    { product: b, quantity: 1 },
                  ]
                : [
                    { product: b, quantity: 1 },
                    { product: a, quantity: 1 },
                  ];
            return place(headers, lines, `mixed-${i}-${k}`);
          }),
        ),
      );
      // A deadlock would be a 500 (PostgreSQL aborts one of the transactions).
      expect(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409)).toEqual([]);
      // Each order takes one of each, so exactly 25 fit.
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(25);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json().code).toBe('CONFLICT');
        expect(Object.keys(res.json().errors).sort()).toEqual([
          'items.0.quantity',
          'items.1.quantity',
        ]);
      }
      for (const p of [a, b]) {
        expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(0);
        const moves = await stockMovementsOf(t.db, p.id, 'order');
        expect(moves).toHaveLength(25);
        const placed = await ordersWith(p.id);
        expect(placed).toHaveLength(25);
        // The units taken are the units ordered: the totals agree.
        const ordered = placed.flatMap((o) => o.items.filter((i) => i.productId === p.id));
        expect(ordered.reduce((sum, i) => sum + i.quantity, 0)).toBe(25);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'takes stock once for 30 simultaneous retries with one Idempotency-Key',
    async () => {
      const p = catalogue[3]!;
      const size = sizeOf(p);
      await countStock(t.db, p.id, { [size]: 10 });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          place(buyers[0]!, [{ product: p, quantity: 2 }], 'same-key-race-0001'),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      expect(new Set(answers.map((a) => a.json().order._id)).size).toBe(1);
      expect(await unitsInStock(t.db, p.id, size)).toBe(8);
      expect(await stockMovementsOf(t.db, p.id, 'order')).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'returns the stock once when staff cancel the same order 10 times at once',
    async () => {
      const p = catalogue[4]!;
      const size = sizeOf(p);
      await countStock(t.db, p.id, { [size]: 10 });
      const placed = await place(buyers[1]!, [{ product: p, quantity: 3 }], 'to-cancel-0001');
      const id: string = placed.json().order._id;
      expect(await unitsInStock(t.db, p.id, size)).toBe(7);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(t.app, `/api/admin/orders/${id}/status`, staff, { status: 'Cancelled' }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(await unitsInStock(t.db, p.id, size)).toBe(10);
      expect(await stockMovementsOf(t.db, p.id, 'cancellation')).toHaveLength(1);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.statusHistory.map((h) => h.status)).toEqual(['Order Placed', 'Cancelled']);
    },
    RACE_TIMEOUT_MS,
  );
});
