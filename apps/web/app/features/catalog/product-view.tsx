import type { Product } from '@shop/contracts/client';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { ProductDetails } from './product-details';
import { ProductFeatures } from './product-features';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';

// Below the fold: the server sends its HTML with the page and the browser hydrates it when its
// code (the product cards') arrives, after the first load (decision 0005).
const RelatedProducts = lazyPart(() =>
  import('./related-products').then((m) => ({ default: m.RelatedProducts })),
);

/**
 * The product page. The reviews and the company's tabs belong to other features: the route
 * passes them in (`reviews`, `about`).
 */
export function ProductView({
  product,
  related,
  origin,
  reviews,
  about,
}: {
  product: Product;
  related: Product[];
  origin: string;
  reviews: ReactNode;
  about: ReactNode;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/product/');

  return (
    <div
      className={`mx-auto max-w-7xl px-4 py-8 transition-opacity sm:px-6 lg:py-10 ${pending ? 'opacity-50' : ''}`}
    >
      <ProductJsonLd product={product} origin={origin} />
      <Breadcrumbs
        className="mb-6"
        items={[
          { label: 'Home', to: '/' },
          {
            label: 'Collection',
            to: `/collection?category=${encodeURIComponent(product.category)}`,
          },
          { label: product.name },
        ]}
      />

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product._id} images={product.image} name={product.name} />
        <ProductDetails product={product} />
      </div>

      <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-20">
        <h2
          id="reviews-heading"
          className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl"
        >
          Customer Reviews
        </h2>
        <div className="mt-6">{reviews}</div>
      </section>

      <section aria-label="About us" className="mt-16">
        {about}
      </section>

      <section aria-labelledby="features-heading" className="mt-16">
        <h2 id="features-heading" className="sr-only">
          Why shop with us
        </h2>
        <ProductFeatures />
      </section>

      <Suspense fallback={null}>
        <RelatedProducts products={related} />
      </Suspense>
    </div>
  );
}
