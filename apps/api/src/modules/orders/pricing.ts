import type { z } from 'zod';
import {
  orderSummary,
  priceOfSize,
  sizesOf,
  type orderItemInputSchema,
  type OrderSummary,
  type ShopSettings,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { OrderItemSnapshot, products } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findOrderableProducts } from '../catalog/index.ts';
import { ORDER_ERRORS, type PriceChange } from './messages.ts';

type ItemInput = z.output<typeof orderItemInputSchema>;

export interface PricedOrder {
  items: OrderItemSnapshot[];
  summary: OrderSummary;
  /** Lines whose price the client sent and the database no longer agrees with. */
  priceChanges: PriceChange[];
  /**
   * Each line's quantity field in the request (`items.<n>.quantity`, parallel to `items`): a
   * refusal names the line there, so the storefront can point at it. A line the request sent
   * twice is named by its first.
   */
  fields: string[];
}

/**
 * What an order keeps of a product bought in one size: its price (the size's own, else the
 * product's; decision 0074) and unit at that moment.
 */
export function orderLineOf(
  product: { sizePrices: Record<string, number> | null } & Pick<
    typeof products.$inferSelect,
    | 'id'
    | 'name'
    | 'images'
    | 'price'
    | 'category'
    | 'productType'
    | 'measurement'
    | 'unit'
    | 'trackStock'
  >,
  size: string,
  quantity: number,
): OrderItemSnapshot {
  return {
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    price: priceOfSize(product, size),
    category: product.category,
    productType: product.productType,
    measurement: product.measurement,
    unit: product.unit,
    size,
    quantity,
    stockTaken: product.trackStock,
  };
}

/**
 * Builds the order's lines from the database alone (docs/architecture.md, "API conventions": money
 * is computed on the server): names, first images, categories and prices are read here; the client
 * only chooses products, sizes and quantities. The same product and size twice become one line.
 */
export async function priceOrder(
  db: Db,
  input: ItemInput[],
  settings: Pick<ShopSettings, 'deliveryFee' | 'freeDeliveryThreshold' | 'lineQuantityMax'>,
): Promise<PricedOrder> {
  const ids = [...new Set(input.map((item) => item._id))];
  const rows = await findOrderableProducts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const lines = new Map<string, OrderItemSnapshot>();
  const fields = new Map<string, string>();
  const priceChanges = new Map<string, PriceChange>();
  for (const [index, item] of input.entries()) {
    const product = byId.get(item._id);
    if (!product) throw new AppError('NOT_FOUND', ORDER_ERRORS.productGone(item._id));
    if (!product.orderable)
      throw new AppError('CONFLICT', ORDER_ERRORS.productArchived(product.name));
    const sizes = sizesOf(product.sizes);
    if (!sizes.includes(item.size)) {
      throw fieldError('items.size', ORDER_ERRORS.unknownSize(product.name, item.size, sizes));
    }
    // The price the customer saw is compared with the size's, never used (decision 0074).
    const key = `${product.id}\u0000${item.size}`;
    const price = priceOfSize(product, item.size);
    if (item.price !== undefined && item.price !== price) {
      const name = sizes.length > 1 ? `${product.name} (${item.size})` : product.name;
      priceChanges.set(key, { name, was: item.price, now: price });
    }
    const line = lines.get(key);
    if (!line) fields.set(key, `items.${index}.quantity`);
    const quantity = (line?.quantity ?? 0) + item.quantity;
    // The shop's bound per line (a setting); what is left of tracked sizes is checked when the
    // units are taken (decision 0054).
    if (quantity > settings.lineQuantityMax) {
      throw fieldError(
        fields.get(key)!,
        ORDER_ERRORS.tooMany(product.name, item.size, quantity, settings.lineQuantityMax),
      );
    }
    if (line) line.quantity = quantity;
    else lines.set(key, orderLineOf(product, item.size, item.quantity));
  }
  const items = [...lines.values()];
  return {
    items,
    summary: orderSummary(items, settings),
    priceChanges: [...priceChanges.values()],
    fields: [...fields.values()],
  };
}

/**
 * The customer confirms what they saw: a changed price or a different total is refused with what
 * changed (409), and nothing is created, so they never pay an amount they did not see.
 */
export function assertAgreement(priced: PricedOrder, clientAmount: number) {
  if (priced.priceChanges.length) {
    throw new AppError(
      'CONFLICT',
      ORDER_ERRORS.pricesChanged(priced.priceChanges, priced.summary.total),
    );
  }
  if (clientAmount !== priced.summary.total) {
    throw new AppError('CONFLICT', ORDER_ERRORS.totalChanged(priced.summary, clientAmount));
  }
}
