import type { Product, ProductGoneResponse } from '@shop/contracts/client';
import { pageMeta, type PageMetaInput } from '~/lib/page-meta';

/** The product page's title, description and Open Graph tags (noindex when it was not found). */
export function productMeta(
  matches: PageMetaInput['matches'],
  loaded: { product: Product; origin: string } | { gone: ProductGoneResponse } | undefined,
) {
  if (!loaded) return pageMeta({ matches, title: 'Product not found', noIndex: true });
  if ('gone' in loaded)
    return pageMeta({
      matches,
      title: `${loaded.gone.product.name}: no longer sold`,
      noIndex: true,
    });
  const { product, origin } = loaded;
  return pageMeta({
    matches,
    title: product.name,
    description: product.description.replace(/\s+/g, ' ').trim().slice(0, 160),
    path: `/product/${product._id}`,
    origin,
    image: product.image[0],
    type: 'product',
  });
}
