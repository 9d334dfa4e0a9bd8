// Goods received, damage and recounts of one size (docs/decisions/0063-stock-receipts-and-adjustments.md).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  STOCK_ADJUSTMENT_MESSAGES as M,
  stockAdjustmentResponseSchema,
  stockHistoryResponseSchema,
  type AdminProduct,
  type ProductInput,
  type StockAdjustmentInput,
} from '@shop/contracts';
import { signUp } from '../../test/account-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
import { orderableOf, orderBody, post } from '../../test/order-fixtures.ts';
import { adminKit, stockAlerts } from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

/** Cement counted per bag, in two sizes; 25 kg is sold out. */
async function cement(name: string, overrides: Partial<ProductInput> = {}): Promise<AdminProduct> {
  const res = await k.create(
    k.form({
      name,
      category: 'BuildingItems',
      subCategory: 'Cement',
      sizes: ['50 kg', '25 kg'],
      unit: 'bag',
      trackStock: true,
      stock: { '50 kg': 10, '25 kg': 0 },
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

const adjust = (
  id: string,
  body: StockAdjustmentInput | Record<string, unknown>,
  headers = k.admin.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/stock-adjustments`,
    headers,
    payload: body,
  });
async function adjusted(id: string, body: StockAdjustmentInput) {
  const res = await adjust(id, body);
  expect(res.statusCode, res.body).toBe(200);
  return stockAdjustmentResponseSchema.parse(res.json());
}
const unitsOf = async (id: string) =>
  adminProductResponseSchema.parse((await k.get(id)).json()).product.stock;
const history = async (id: string) =>
  stockHistoryResponseSchema.parse((await k.stockHistory(id)).json()).movements;

describe('POST /api/admin/products/:id/stock-adjustments', () => {
  it('adds goods received with their supplier and cost, takes out damage, and sets a recount', async () => {
    const p = await cement('Adjusted Portland Cement');
    expect(
      await adjusted(p._id, {
        kind: 'receipt',
        size: '50 kg',
        quantity: 120,
        supplier: '  Juba Cement Works ',
        unitCost: 21_500,
        note: 'Delivery note 4471',
      }),
    ).toEqual({ success: true, message: M.saved.receipt, size: '50 kg', units: 130 });
    await adjusted(p._id, { kind: 'damage', size: '50 kg', quantity: 3, note: 'Wet in the rain' });
    await adjusted(p._id, { kind: 'recount', size: '25 kg', quantity: 7 });
    // A recount that finds what the shop thought still leaves its row: someone counted.
    await adjusted(p._id, { kind: 'recount', size: '50 kg', quantity: 127 });
    expect(await unitsOf(p._id)).toEqual({ '50 kg': 127, '25 kg': 7 });

    const rows = await history(p._id);
    expect(rows.slice(0, 4).map((r) => [r.reason, r.size, r.before, r.after])).toEqual([
      ['recount', '50 kg', 127, 127],
      ['recount', '25 kg', 0, 7],
      ['damage', '50 kg', 130, 127],
      ['receipt', '50 kg', 10, 130],
    ]);
    expect(rows[3]).toMatchObject({
      supplier: 'Juba Cement Works',
      unitCost: 21_500,
      note: 'Delivery note 4471',
      by: 'Deng Products',
    });
    expect(rows[2]).toMatchObject({ note: 'Wet in the rain', supplier: null, unitCost: null });

    const audit = await k.auditOf(p._id);
    expect(audit.filter((e) => e.action === 'product.stock')).toHaveLength(4);
  });

  it('never takes out more than is in stock, and leaves the stock as it was', async () => {
    const p = await cement('Short Cement');
    const res = await adjust(p._id, { kind: 'damage', size: '50 kg', quantity: 11, note: 'Torn' });
    expectRefusal(res, 409, { code: 'CONFLICT', message: M.notEnough('50 kg', 10, 11) });
    expect(await unitsOf(p._id)).toEqual({ '50 kg': 10, '25 kg': 0 });
    expect((await history(p._id)).some((r) => r.reason === 'damage')).toBe(false);
  });

  it('keeps every unit when an order and a receipt meet', async () => {
    const p = await cement('Busy Cement', { stock: { '50 kg': 40, '25 kg': 0 } });
    const buyer = await signUp(t.app, 'Busy Buyer');
    const product = orderableOf(p);
    const results = await Promise.all([
      post(t.app, '/api/order/place-cod', buyer.headers, orderBody([{ product, quantity: 15 }])),
      adjust(p._id, { kind: 'receipt', size: '50 kg', quantity: 25 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await unitsOf(p._id))?.['50 kg']).toBe(50);
  });

  it('mails the customers waiting for a size that goods received bring back', async () => {
    const p = await cement('Awaited Cement');
    const waiting = await signUp(t.app, 'Waiting Builder');
    expect(
      (await stockAlerts(t, 'POST', waiting.headers, { productId: p._id, size: '25 kg' }))
        .statusCode,
    ).toBe(200);
    const mail = await mailWrittenDuring(t.db, () =>
      adjusted(p._id, { kind: 'receipt', size: '25 kg', quantity: 40 }),
    );
    expect(mail.map((m) => m.to)).toEqual([waiting.email]);
  });

  it('refuses what cannot be recorded, with the field that is wrong', async () => {
    const p = await cement('Refusing Cement');
    const untracked = await cement('Uncounted Cement', { trackStock: false, stock: undefined });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'gift', size: '50 kg', quantity: 1 }, 'kind', M.kind],
      [{ kind: 'receipt', size: '', quantity: 1 }, 'size', M.size],
      [{ kind: 'receipt', size: '10 kg', quantity: 1 }, 'size', M.unknownSize('10 kg')],
      [{ kind: 'receipt', size: '50 kg', quantity: 0 }, 'quantity', M.units],
      [{ kind: 'receipt', size: '50 kg', quantity: 2.5 }, 'quantity', M.units],
      [{ kind: 'receipt', size: '50 kg', quantity: '12' }, 'quantity', M.units],
      [{ kind: 'recount', size: '50 kg', quantity: -1 }, 'quantity', M.counted],
      [{ kind: 'receipt', size: '50 kg', quantity: 1, unitCost: -5 }, 'unitCost', M.unitCost],
      [
        { kind: 'receipt', size: '50 kg', quantity: 1, supplier: 'x'.repeat(121) },
        'supplier',
        M.supplier,
      ],
      [{ kind: 'damage', size: '50 kg', quantity: 1 }, 'note', M.damageNote],
      [{ kind: 'damage', size: '50 kg', quantity: 1, note: '   ' }, 'note', M.damageNote],
    ];
    for (const [body, field, message] of cases) {
      const res = await adjust(p._id, body);
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message, errors: { [field]: message } },
        JSON.stringify(body),
      );
    }
    expectRefusal(
      await adjust(untracked._id, { kind: 'receipt', size: '50 kg', quantity: 1 }),
      409,
      {
        code: 'CONFLICT',
        message: M.notTracked,
      },
    );
    const missing = await adjust('c'.repeat(24), { kind: 'receipt', size: '50 kg', quantity: 1 });
    expect(missing.statusCode).toBe(404);
    const customer = await signUp(t.app, 'Curious Customer');
    expect(
      (await adjust(p._id, { kind: 'receipt', size: '50 kg', quantity: 1 }, customer.headers))
        .statusCode,
    ).toBe(403);
    expect(await unitsOf(p._id)).toEqual({ '50 kg': 10, '25 kg': 0 });
  });
});
