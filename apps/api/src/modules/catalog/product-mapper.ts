import type { Product } from '@shop/contracts';
import type { products } from '../../db/schema.ts';

/**
 * A product row with its stock and its sizes' own prices, SKUs and costs, as staff read it
 * (admin-queries.ts `staffColumns`).
 */
export type ProductRow = Omit<typeof products.$inferSelect, 'nameFolded'> & {
  stock: Record<string, number> | null;
  sizePrices: Record<string, number> | null;
  sizeSkus: Record<string, string>;
  sizeCosts: Record<string, number>;
};
/** The columns the storefront shows (queries.ts `shownColumns`); a whole row has them too. */
export type ShownProductRow = Omit<
  ProductRow,
  'updatedAt' | 'archivedAt' | 'trackStock' | 'sizeSkus' | 'sizeCosts'
>;

/** Database row to the API's product shape (ids exposed as `_id`, images as `image`). */
export function toProduct(row: ShownProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    image: row.images,
    sizes: row.sizes,
    category: row.category,
    subCategory: row.subCategory,
    averageRating: Math.round(row.averageRating * 10) / 10,
    totalReviews: row.totalReviews,
    popular: row.popular,
    date: row.createdAt.getTime(),
    productType: row.productType,
    measurement: row.measurement,
    unit: row.unit,
    stock: row.stock,
    // Only what the storefront may see: never a SKU or a cost (decision 0074).
    ...(row.sizePrices ? { sizePrices: row.sizePrices } : {}),
  };
}
