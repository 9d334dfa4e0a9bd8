import type { AdminProduct, ProductFields } from '@shop/contracts';
import { toProduct, type ProductRow } from './product-mapper.ts';

/** The storefront's product shape plus the archive state and the last change (for staff). */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** What staff edit, plus the archive state: what the audit log keeps before and after a change. */
export type ProductSnapshot = Omit<ProductFields, 'category'> & {
  category: string;
  archived: boolean;
};

export function snapshotOf(row: ProductRow): ProductSnapshot {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    subCategory: row.subCategory,
    sizes: row.sizes,
    popular: row.popular,
    images: row.images,
    archived: row.archivedAt !== null,
  };
}

/** True when saving `fields` would change nothing of `row` (order of sizes and images counts). */
export function sameFields(row: ProductRow, fields: ProductFields): boolean {
  const now = snapshotOf(row);
  return (
    now.name === fields.name &&
    now.description === fields.description &&
    now.price === fields.price &&
    now.category === fields.category &&
    now.subCategory === fields.subCategory &&
    now.popular === fields.popular &&
    JSON.stringify(now.sizes) === JSON.stringify(fields.sizes) &&
    JSON.stringify(now.images) === JSON.stringify(fields.images)
  );
}
