import {
  priceOfSize,
  pricesVary,
  sizesOf,
  stockStatus,
  type Product,
} from '@shop/contracts/client';

/**
 * One offer at the product's price, or, where sizes sell at different prices, their range (an
 * AggregateOffer from the lowest to the dearest).
 */
function offersOf(product: Product, origin: string) {
  const common = {
    url: `${origin}/product/${product._id}`,
    priceCurrency: 'SSP',
    // Untracked products can always be ordered.
    availability: `https://schema.org/${stockStatus(product).kind === 'out' ? 'OutOfStock' : 'InStock'}`,
  };
  if (!pricesVary(product)) {
    return { '@type': 'Offer', ...common, price: product.price.toFixed(2) };
  }
  const sizes = sizesOf(product.sizes);
  return {
    '@type': 'AggregateOffer',
    ...common,
    lowPrice: product.price.toFixed(2),
    highPrice: Math.max(...sizes.map((size) => priceOfSize(product, size))).toFixed(2),
    offerCount: sizes.length,
  };
}

function productJsonLd(product: Product, origin: string): string {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.map((src) => new URL(src, origin).href),
    category: product.category,
    // The product's own id: the staff's SKUs per size stay with staff (decision 0074).
    sku: product._id,
    offers: offersOf(product, origin),
  };
  if (product.totalReviews > 0 && product.averageRating > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.averageRating.toFixed(1),
      reviewCount: product.totalReviews,
    };
  }
  // Data, not code: the CSP's script rules do not apply; '<' is escaped so no tag can close early.
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}

/** The product's schema.org data for search engines (price, rating), as a JSON-LD script. */
export function ProductJsonLd({ product, origin }: { product: Product; origin: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: productJsonLd(product, origin) }}
    />
  );
}
