import type { ChatProduct } from '@shop/contracts/client';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function asChatProduct(v: unknown): ChatProduct | null {
  if (!isObject(v)) return null;
  const { _id, name, category, subCategory, price, image, sizePrices } = v;
  if (
    typeof _id !== 'string' ||
    typeof name !== 'string' ||
    typeof category !== 'string' ||
    typeof subCategory !== 'string' ||
    typeof price !== 'number' ||
    !Array.isArray(image)
  )
    return null;
  return {
    _id,
    name,
    category,
    subCategory,
    price,
    // Sizes sold above the lowest price (decision 0074): the card says "From".
    ...(isObject(sizePrices) && Object.keys(sizePrices).length ? { priceFrom: true } : {}),
    image: image.filter((s) => typeof s === 'string'),
  };
}

/**
 * The products the page already holds (its routes' loader data: the collection's list, a product
 * and its related ones, the home page's rows), for the browser's fallback answers when
 * POST /api/chatbot/query fails: 'show me sofas' on a page of sofas still finds them. Reads one
 * level deep (a product, or a list of them); what is still loading (a promise) is skipped.
 */
export function pageProducts(loaderData: readonly unknown[]): ChatProduct[] {
  const found = new Map<string, ChatProduct>();
  const take = (v: unknown) => {
    const product = asChatProduct(v);
    if (product && !found.has(product._id)) found.set(product._id, product);
  };
  for (const data of loaderData) {
    if (!isObject(data)) continue;
    for (const value of Object.values(data)) {
      if (Array.isArray(value)) value.forEach(take);
      else take(value);
    }
  }
  return [...found.values()];
}
