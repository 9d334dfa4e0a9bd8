import { formatPrice, MESSAGES, type ProductDetailResponse } from '@shop/contracts/client';
import { Button, PriceTag, StarRating } from '@shop/ui';
import { useState } from 'react';
import { data, useNavigation } from 'react-router';
import { AboutTabs } from '~/features/about/about-tabs';
import { cartStore } from '~/lib/cart-store';
import { FavoriteButton } from '~/components/favorite-button';
import { useEnquiryLink } from '~/components/product-card';
import { ProductFeatures } from '~/features/catalog/product-features';
import { ProductGallery } from '~/features/catalog/product-gallery';
import { RelatedProducts } from '~/features/catalog/related-products';
import { SizePicker } from '~/features/catalog/size-picker';
import { WhatsAppIcon } from '~/components/catalog-icons';
import { originOf, pageMeta } from '~/lib/page-meta';
import { useSettings } from '~/lib/use-settings';
import { notify } from '~/lib/notify';
import { ApiError, apiFetch } from '~/lib/api';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { loadReviewsSnapshot } from '~/features/reviews/reviews-loader.server';
import { ReviewsSlot } from '~/features/reviews/reviews-slot';
import type { Route } from './+types/product';

/** A product without sizes (rare: sold by the unit) still needs a key in the cart. */
const SINGLE_SIZE = 'Standard';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The reviews are asked for alongside the product; their failure never fails the page.
  const reviews = loadReviewsSnapshot(params.productId, context, request.signal);
  try {
    const { product, related } = await apiFetch<ProductDetailResponse>(
      `/api/product/${encodeURIComponent(params.productId)}`,
      { context, signal: request.signal },
    );
    return { product, related, reviews: await reviews, origin: originOf(request) };
  } catch (error) {
    // An unknown or malformed id is a missing page, shown by the app's 404.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      throw data('Product not found.', { status: 404 });
    }
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Product not found', noIndex: true });
  const { product, origin } = loaderData;
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

function productJsonLd({ product, origin }: Route.ComponentProps['loaderData']) {
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
      availability: 'https://schema.org/InStock',
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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const settings = useSettings();
  const navigation = useNavigation();
  const enquiry = useEnquiryLink(product);
  const sizes = product.sizes.length > 0 ? product.sizes : null;
  const [size, setSize] = useState('');
  // Moving to another product keeps this component mounted: forget the size chosen for the last one.
  const [forProduct, setForProduct] = useState(product._id);
  if (forProduct !== product._id) {
    setForProduct(product._id);
    setSize('');
  }
  const pending =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/product/');

  const addToCart = () => {
    const chosen = sizes ? size : SINGLE_SIZE;
    if (!chosen) {
      notify('error', MESSAGES.selectSizeFirst);
      return;
    }
    cartStore.add(product._id, chosen);
    notify('success', MESSAGES.addedToCart(product.name));
  };

  return (
    <div
      className={`mx-auto max-w-7xl px-4 py-8 transition-opacity sm:px-6 lg:py-10 ${pending ? 'opacity-50' : ''}`}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: productJsonLd(loaderData) }}
      />
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

        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-medium text-brand-700">{product.subCategory}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {product.name}
            </h1>
            <a href="#reviews" className="mt-2 inline-block hover:underline">
              <StarRating average={product.averageRating} count={product.totalReviews} />
            </a>
          </div>
          <PriceTag amount={product.price} className="text-3xl font-bold text-brand-800" />
          <p className="leading-relaxed whitespace-pre-line text-muted">{product.description}</p>

          {sizes && <SizePicker sizes={sizes} value={size} onChange={setSize} />}

          <div className="flex gap-3">
            <Button onClick={addToCart} className="h-12 flex-1 text-base sm:flex-none sm:px-10">
              Add to Cart
            </Button>
            <FavoriteButton productId={product._id} />
          </div>

          <a
            href={enquiry}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 self-start text-sm font-semibold text-[#0c6b37] hover:underline"
          >
            <WhatsAppIcon className="size-5" />
            Ask about this product on WhatsApp
          </a>

          <ul className="space-y-2 border-t border-stone-200 pt-5 text-sm text-muted">
            <li className="flex gap-2">
              <Check />
              Free delivery on orders above {formatPrice(settings.freeDeliveryThreshold)}
            </li>
            <li className="flex gap-2">
              <Check />
              Cash on delivery and mobile money (MTN, Airtel, UTL)
            </li>
            <li className="flex gap-2">
              <Check />
              {MESSAGES.returnsPolicy}
            </li>
          </ul>
        </div>
      </div>

      <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-20">
        <h2
          id="reviews-heading"
          className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl"
        >
          Customer Reviews
        </h2>
        <div className="mt-6">
          <ReviewsSlot productId={product._id} snapshot={loaderData.reviews} />
        </div>
      </section>

      <section aria-label="About us" className="mt-16">
        <AboutTabs />
      </section>

      <section aria-labelledby="features-heading" className="mt-16">
        <h2 id="features-heading" className="sr-only">
          Why shop with us
        </h2>
        <ProductFeatures />
      </section>

      <RelatedProducts products={related} />
    </div>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-4 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
