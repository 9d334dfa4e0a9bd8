// What an import's update changes, field by field, in the words staff read in the admin: the dry
// run lists these at the top of its report, so a wrong column is seen before anything is written.
import {
  CATEGORY_LABELS,
  formatPrice,
  sizesOf,
  type Category,
  type ImportDifference,
} from '@shop/contracts';
import type { ProductSnapshot } from './admin-product-mapper.ts';

const DESCRIPTION_SHOWN = 60;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const shortened = (text: string) =>
  text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN - 1).trimEnd()}…` : text;
const pictures = (images: string[]) =>
  `${images.length} ${images.length === 1 ? 'picture' : 'pictures'}`;
const categoryLabel = (category: string) => CATEGORY_LABELS[category as Category] ?? category;
const units = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));
const money = (n: number | undefined) => (n === undefined ? '—' : formatPrice(n));

/** Each field `after` changes of `before`, both sides as text; the stock and the sizes' own values size by size. */
export function importDifferences(
  before: ProductSnapshot,
  after: ProductSnapshot,
): ImportDifference[] {
  const out: ImportDifference[] = [];
  const add = (field: string, from: string, to: string) => {
    if (from !== to) out.push({ field, from, to });
  };
  add('name', before.name, after.name);
  if (before.description !== after.description) {
    const [from, to] = [shortened(before.description), shortened(after.description)];
    // Two long texts alike at the start: say the change is further on.
    out.push({ field: 'description', from, to: to === from ? `${to} (changed further on)` : to });
  }
  add('price', formatPrice(before.price), formatPrice(after.price));
  add('category', categoryLabel(before.category), categoryLabel(after.category));
  add('subCategory', before.subCategory, after.subCategory);
  add('sizes', before.sizes.join(', '), after.sizes.join(', '));
  add('popular', yesNo(before.popular), yesNo(after.popular));
  if (JSON.stringify(before.images) !== JSON.stringify(after.images)) {
    const same = before.images.length === after.images.length;
    out.push({
      field: 'images',
      from: pictures(before.images),
      to: same ? `${pictures(after.images)}, changed` : pictures(after.images),
    });
  }
  add('productType', before.productType, after.productType);
  add('measurement', before.measurement || '—', after.measurement || '—');
  add('unit', before.unit, after.unit);
  add('trackStock', yesNo(before.trackStock), yesNo(after.trackStock));
  if (after.stock) {
    for (const size of sizesOf(after.sizes)) {
      add(`stock of ${size}`, units(before.stock?.[size]), units(after.stock[size]));
    }
  }
  for (const size of sizesOf(after.sizes)) {
    add(`price of ${size}`, money(before.sizePrices[size]), money(after.sizePrices[size]));
    add(`SKU of ${size}`, before.sizeSkus[size] ?? '—', after.sizeSkus[size] ?? '—');
    add(`cost price of ${size}`, money(before.sizeCosts[size]), money(after.sizeCosts[size]));
  }
  add('archived', yesNo(before.archived), yesNo(after.archived));
  return out;
}
