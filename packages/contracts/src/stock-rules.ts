// Units of measure and stock: the rules the API, the storefront and the admin site share
// (docs/decisions/0031-units-stock-and-tracking.md). Free of zod: the storefront imports it.
import { formatPrice } from './price.ts';

// What is left and how it is said (stockStatus, STOCK_MESSAGES...) is a module of its own, so a
// page that only prints units (an order, a tracked order) does not carry it; re-exported here.
export {
  FEW_LEFT,
  STOCK_MESSAGES,
  stockLabel,
  stockStatus,
  unitsLeft,
  type StockLevels,
  type StockStatus,
} from './stock-status.ts';

/**
 * How a product is counted. 'goods' are counted pieces (a chair, a box of pens); 'bulk' is sold by
 * weight, volume or length (sand by the tonne, diesel by the litre); a 'service' is work done
 * (transport, installation).
 */
export const PRODUCT_TYPES = ['goods', 'bulk', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  goods: 'Goods (counted)',
  bulk: 'Bulk (weight, volume or length)',
  service: 'Service',
};

/** The units a price can be per: one of these follows 'per' beside every price. */
export const UNITS = [
  'piece',
  'set',
  'pair',
  'kit',
  'box',
  'carton',
  'crate',
  'pack',
  'tray',
  'bundle',
  'ream',
  'dozen',
  'pallet',
  'bag',
  'sack',
  'tin',
  'bucket',
  'tonne',
  'kg',
  'litre',
  'jerrycan',
  'drum',
  'cylinder',
  'load',
  'sheet',
  'length',
  'metre',
  'm²',
  'roll',
  'trip',
  'day',
  'month',
  'job',
] as const;
export type Unit = (typeof UNITS)[number];

/** What one unit holds, before the unit: '50 kg' in 'per 50 kg bag'. */
export const MEASUREMENT_MAX = 40;
/** Most units of one size a product can hold in stock. */
export const STOCK_MAX = 10_000_000;

export interface UnitFields {
  measurement: string;
  unit: string;
}

/** '50 kg bag', 'litre': one unit of the product, as '2 × 50 kg bag' counts them. */
export function unitName({ measurement, unit }: UnitFields): string {
  return measurement ? `${measurement} ${unit}` : unit;
}

/** 'per 50 kg bag', 'per litre'. */
export function perUnit(product: UnitFields): string {
  return `per ${unitName(product)}`;
}

/** 'SSP 95,000.00 per sheet': every price shown beside its unit. */
export function formatUnitPrice(price: number, product: UnitFields): string {
  return `${formatPrice(price)} ${perUnit(product)}`;
}

/** Why a size's stock changed, kept in its history. */
export const STOCK_REASONS = [
  'order',
  'cancellation',
  'admin',
  'import',
  'seed',
  'receipt',
  'damage',
  'recount',
  'order_edit',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  order: 'Order',
  cancellation: 'Order cancelled',
  admin: 'Edited by staff',
  import: 'CSV import',
  seed: 'Opening stock',
  receipt: 'Goods received',
  damage: 'Damaged or lost',
  recount: 'Recount',
  order_edit: 'Order items edited',
};

/** The CSV column of one size's stock: `stock:50 kg`. */
export const STOCK_CSV_PREFIX = 'stock:';
