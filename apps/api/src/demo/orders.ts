// Demo orders of a first start: about two months of trade from the demo customers, so the staff's
// dashboard, order list, stock screens and tracking look like a working shop on the first day
// instead of a page of zeros. Chosen by rule, not at random: every seeded shop holds the same
// orders (only their ids differ).
import { and, asc, eq, getTableColumns, isNull, like } from 'drizzle-orm';
import {
  orderSummary,
  sizesOf,
  type Address,
  type OrderStatus,
  type ShopSettings,
} from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  orders,
  products,
  productStock,
  stockMovements,
  users,
  type OrderItemSnapshot,
  type OrderStatusChange,
} from '../db/schema.ts';
import { sizePricesColumn } from '../modules/catalog/index.ts';
import { orderLineOf } from '../modules/orders/pricing.ts';

export const DEMO_ORDER_COUNT = 60;
export const DEMO_ORDER_DAYS = 60;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JUBA_OFFSET = 2 * HOUR;

const STREETS = [
  'Hai Cinema, Ministries Road',
  'Munuki Block B, near the market',
  'Gudele 1, Church Road',
  'Hai Malakal, Airport Road',
  'Kator, Jebel Lado Street',
  'Juba Na Bari, Nile Street',
  'Tongping, UN House Road',
  'Hai Amarat, Kololo Road',
  'Konyo Konyo, Market Street',
  'Jebel, Yei Road',
];

/** A small deterministic sequence (a linear congruential generator), one per order. */
function sequence(seed: number) {
  let state = (seed * 2_654_435_761) % 4_294_967_296;
  return (n: number) => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state % n;
  };
}

/**
 * The path an order took, by its age: older orders are delivered (a few cancelled), recent ones
 * still on their way, the newest just placed. Every status appears.
 */
function pathOf(k: number, daysAgo: number): OrderStatus[] {
  const placed: OrderStatus[] = ['Order Placed'];
  if (daysAgo > 1 && k % 11 === 5) return [...placed, 'Cancelled'];
  if (daysAgo > 1 && k % 13 === 7) return [...placed, 'Processing', 'Cancelled'];
  const delivered: OrderStatus[] = [
    'Order Placed',
    'Processing',
    'Shipped',
    'Out for delivery',
    'Delivered',
  ];
  if (daysAgo > 6) return delivered;
  const steps = daysAgo > 4 ? 3 : daysAgo > 2 ? 2 : daysAgo > 0.5 ? 1 : 0;
  return delivered.slice(0, steps + 1);
}

/** Hours after placing at which each step of the path happened. */
const STEP_HOURS: Partial<Record<OrderStatus, number>> = {
  Processing: 3,
  Shipped: 26,
  'Out for delivery': 50,
  Delivered: 56,
  Cancelled: 5,
};

interface Customer {
  id: string;
  name: string;
  email: string;
}

function addressOf(customer: Customer, index: number): Address {
  const [firstName = customer.name, ...rest] = customer.name.split(' ');
  const digits = String(10_000_000 + ((index * 7_919_113) % 89_999_999)).slice(0, 8);
  return {
    firstName,
    lastName: rest.join(' ') || firstName,
    email: customer.email,
    street: STREETS[index % STREETS.length]!,
    city: 'Juba',
    state: 'Central Equatoria',
    zipcode: '0000',
    country: 'South Sudan',
    phone: `+211 9${index % 2 ? 2 : 1}${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4, 7)}`,
  };
}

/**
 * Inserts the demo orders with their status histories and stock movements, and leaves each
 * size's stock at what the orders took. Answers the number of orders written.
 */
export async function seedDemoOrders(
  db: Db,
  now: Date,
  settings: Pick<ShopSettings, 'deliveryFee' | 'freeDeliveryThreshold'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const customers: Customer[] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(like(users.email, '%@demo.invalid'))
      .orderBy(asc(users.createdAt), asc(users.id));
    if (!customers.length) return 0;
    const catalogue = await tx
      .select({ ...getTableColumns(products), sizePrices: sizePricesColumn })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.createdAt), asc(products.id));
    const stock = new Map(
      (await tx.select().from(productStock)).map((r) => [
        `${r.productId}\u0000${r.size}`,
        r.quantity,
      ]),
    );

    const changed = new Set<string>();
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const moves: (typeof stockMovements.$inferInsert)[] = [];
    for (let k = 0; k < DEMO_ORDER_COUNT; k++) {
      const pick = sequence(k + 1);
      // One a day, and the last few within the last day (still waiting to be processed).
      const daysBack = DEMO_ORDER_DAYS - k * (DEMO_ORDER_DAYS / DEMO_ORDER_COUNT);
      const daysAgo = daysBack < 4 ? daysBack / 3 : daysBack;
      // Placed in the shop's working day, 8:00 to 18:00 in Juba (UTC+2), and never in the future.
      const day = now.getTime() - daysAgo * DAY;
      const jubaMidnight = Math.floor((day + JUBA_OFFSET) / DAY) * DAY - JUBA_OFFSET;
      const placedAt = new Date(
        Math.min(now.getTime() - HOUR, jubaMidnight + (8 + pick(10)) * HOUR + pick(60) * 60_000),
      );
      const customerIndex = (k * 7) % customers.length;
      const customer = customers[customerIndex]!;
      const available = catalogue.filter((p) => p.createdAt.getTime() < placedAt.getTime() - HOUR);
      if (!available.length) continue;

      const orderId = newId();
      const path = pathOf(k, daysAgo);
      const final = path[path.length - 1]!;
      const items: OrderItemSnapshot[] = [];
      const lineCount = 1 + pick(3);
      for (let l = 0; l < lineCount; l++) {
        const product = available[pick(available.length)]!;
        if (items.some((i) => i.productId === product.id)) continue;
        const sizes = sizesOf(product.sizes);
        const size = sizes[pick(10) < 7 ? 0 : pick(sizes.length)]!;
        const key = `${product.id}\u0000${size}`;
        const left = product.trackStock ? (stock.get(key) ?? 0) : Number.POSITIVE_INFINITY;
        const wanted = product.productType === 'bulk' ? 2 + pick(9) : 1 + pick(4);
        const quantity = Math.min(wanted, left);
        if (quantity <= 0) continue;
        items.push(orderLineOf(product, size, quantity));
        if (!product.trackStock) continue;
        stock.set(key, left - quantity);
        changed.add(key);
        const by = { actorId: customer.id, actorName: customer.name, orderId };
        moves.push({
          id: newId(),
          productId: product.id,
          size,
          before: left,
          after: left - quantity,
          reason: 'order',
          ...by,
          createdAt: placedAt,
        });
        if (final === 'Cancelled') {
          const back = stock.get(key)! + quantity;
          moves.push({
            id: newId(),
            productId: product.id,
            size,
            before: back - quantity,
            after: back,
            reason: 'cancellation',
            orderId,
            createdAt: new Date(placedAt.getTime() + STEP_HOURS.Cancelled! * HOUR),
          });
          stock.set(key, back);
        }
      }
      if (!items.length) continue;

      // Every third order is paid by mobile money, and so is the newest, still waiting for staff
      // to confirm the transaction id its customer sent.
      const mobile = k % 3 === 0 || k === DEMO_ORDER_COUNT - 1;
      // Mobile money is confirmed before Processing; cash is paid on delivery.
      const paid = mobile
        ? path.includes('Processing') && final !== 'Cancelled'
        : final === 'Delivered';
      const at = (status: OrderStatus) =>
        new Date(placedAt.getTime() + (STEP_HOURS[status] ?? 0) * HOUR);
      const history: OrderStatusChange[] = path.map((status) => ({
        status,
        at: at(status).toISOString(),
        ...(status === 'Order Placed' ? { by: { id: customer.id, name: customer.name } } : {}),
        ...(status === 'Delivered' && !mobile ? { note: 'Paid in cash on delivery' } : {}),
        ...(status === 'Cancelled' ? { note: 'Cancelled at the customer’s request' } : {}),
      }));
      const transactionId = mobile && final !== 'Cancelled' ? `MP${240_000 + k * 97}` : null;
      if (paid && mobile) {
        history.splice(1, 0, {
          status: 'Order Placed',
          at: new Date(placedAt.getTime() + 2 * HOUR).toISOString(),
          note: 'Payment confirmed',
        });
      }
      const summary = orderSummary(items, settings);
      const lastChange = new Date(Date.parse(history[history.length - 1]!.at));
      orderRows.push({
        id: orderId,
        userId: customer.id,
        items,
        address: addressOf(customer, customerIndex),
        subtotal: summary.subtotal,
        deliveryFee: summary.shipping,
        amount: summary.total,
        paymentMethod: mobile ? 'mobile_money' : 'cod',
        payment: paid,
        paidAt: paid ? (mobile ? new Date(placedAt.getTime() + 2 * HOUR) : at('Delivered')) : null,
        mobileProvider: mobile ? (['MTN', 'Airtel', 'UTL'] as const)[Math.floor(k / 3) % 3]! : null,
        mobileNumber: mobile ? `+2119${String(21_000_000 + k * 1_117).slice(0, 8)}` : null,
        transactionId,
        status: final,
        statusHistory: history,
        createdAt: placedAt,
        updatedAt: lastChange,
      });
    }
    if (!orderRows.length) return 0;
    await tx.insert(orders).values(orderRows);
    if (moves.length) await tx.insert(stockMovements).values(moves);
    for (const key of changed) {
      const [productId, size] = key.split('\u0000') as [string, string];
      await tx
        .update(productStock)
        .set({ quantity: stock.get(key)! })
        .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
    }
    return orderRows.length;
  });
}
