import { Suspense } from 'react';
import { data } from 'react-router';
import { lazyPart } from '~/lib/lazy-part';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProduct } from '~/features/catalog/product-loader.server';
import { ProductView } from '~/features/catalog/product-view';
import { loadReviewsSnapshot } from '~/features/reviews/reviews-loader.server';
import { ReviewsSlot } from '~/features/reviews/reviews-slot';
import { originOf } from '~/lib/page-meta';
import type { Route } from './+types/product';

// The company's tabs sit far below the product: their HTML comes with the page, their code after
// the first load (decision 0005).
const AboutTabs = lazyPart(() =>
  import('~/features/company/about/about-tabs').then((m) => ({ default: m.AboutTabs })),
);

// An archived product's page: rare, so its code comes only when one is shown.
const ProductGoneView = lazyPart(() =>
  import('~/features/catalog/product-gone-view').then((m) => ({ default: m.ProductGoneView })),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The reviews are asked for alongside the product; their failure never fails the page.
  const reviews = loadReviewsSnapshot(params.productId, context, request.signal);
  const found = await loadProduct(params.productId, context, request.signal);
  // Gone for good: a 410 tells search engines to drop the address; people see what is left.
  if (!found.success) return data({ gone: found }, { status: 410 });
  const { product, related } = found;
  return { product, related, reviews: await reviews, origin: originOf(request, context) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return productMeta(matches, loaderData);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if ('gone' in loaderData)
    return (
      <Suspense fallback={<div className="min-h-96" />}>
        <ProductGoneView answer={loaderData.gone} />
      </Suspense>
    );
  const { product, related, origin, reviews } = loaderData;
  return (
    <ProductView
      product={product}
      related={related}
      origin={origin}
      reviews={<ReviewsSlot productId={product._id} snapshot={reviews} />}
      about={
        <Suspense fallback={null}>
          <AboutTabs />
        </Suspense>
      }
    />
  );
}
