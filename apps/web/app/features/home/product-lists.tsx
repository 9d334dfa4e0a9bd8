import type { Product } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { ProductCard } from '~/components/product-card';
import { NEW_ARRIVAL_IMAGE_SIZES } from './card-sizes';

// The home page's product cards, below the first view (the hero fills it): one module loaded
// after the page's first load, like the company page's lower sections (decision 0005). The
// server sends their HTML with the page; React hydrates it in place when this module arrives.

export const loadSwiper = () => import('./new-arrivals-swiper');
const NewArrivalsSwiper = lazyPart(loadSwiper);

// The slider's widths in CSS: 1 per view, 2 from 400 px, 3 from 700, 4 from 1024, 5 from 1200,
// 30 px apart (NEW_ARRIVALS_BREAKPOINTS). A card beyond the visible count is not rendered at all
// (display: none), so its image is never downloaded before the slider arrives.
const visibleFrom = [
  '',
  'hidden min-[400px]:block',
  'hidden min-[700px]:block',
  'hidden min-[1024px]:block',
  'hidden min-[1200px]:block',
];
const width =
  'w-full shrink-0 min-[400px]:w-[calc((100%-30px)/2)] min-[700px]:w-[calc((100%-60px)/3)] ' +
  'min-[1024px]:w-[calc((100%-90px)/4)] min-[1200px]:w-[calc((100%-120px)/5)]';

function StaticRow({ products }: { products: Product[] }) {
  return (
    <div className="relative pb-12">
      <ul className="flex gap-[30px]">
        {products.slice(0, visibleFrom.length).map((product, i) => (
          <li key={product._id} className={`${width} ${visibleFrom[i]}`}>
            <ProductCard product={product} sizes={NEW_ARRIVAL_IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * New Arrivals: the first view as plain cards, the slider once `enhanced` (new-arrivals.tsx
 * decides when: never in the middle of a press).
 */
export function NewArrivalsRow({ products, enhanced }: { products: Product[]; enhanced: boolean }) {
  return enhanced ? (
    <Suspense fallback={<StaticRow products={products} />}>
      <NewArrivalsSwiper products={products} />
    </Suspense>
  ) : (
    <StaticRow products={products} />
  );
}

const POPULAR_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Popular Products: 1, 2, 3, 4, 5 columns as the screen widens (docs/spec/storefront.md section 2). */
export function PopularGrid({ products }: { products: Product[] }) {
  return (
    <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} sizes={POPULAR_SIZES} />
        </li>
      ))}
    </ul>
  );
}
