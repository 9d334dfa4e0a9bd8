import { Suspense } from 'react';
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The reviews are asked for alongside the product; their failure never fails the page.
  const reviews = loadReviewsSnapshot(params.productId, context, request.signal);
  const { product, related } = await loadProduct(params.productId, context, request.signal);
  return { product, related, reviews: await reviews, origin: originOf(request, context) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return productMeta(matches, loaderData);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
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
