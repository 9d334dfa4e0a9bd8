import { stockStatus, type Product } from '@shop/contracts/client';

function productJsonLd(product: Product, origin: string): string {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.map((src) => new URL(src, origin).href),
    category: product.category,
    sku: product._id,
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product._id}`,
      priceCurrency: 'SSP',
      price: product.price.toFixed(2),
      // Untracked products can always be ordered.
      availability: `https://schema.org/${stockStatus(product).kind === 'out' ? 'OutOfStock' : 'InStock'}`,
    },
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
