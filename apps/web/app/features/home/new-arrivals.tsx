import type { Product } from '@shop/contracts/client';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '~/components/product-card';
import { ArrowRightIcon } from '~/components/icons';
import { NEW_ARRIVAL_IMAGE_SIZES } from './card-sizes';
import { useEnhanceWhenNear } from './use-enhance';

const loadSwiper = () => import('./new-arrivals-swiper');
const NewArrivalsSwiper = lazy(loadSwiper);

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

export function NewArrivals({ products }: { products: Product[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const enhanced = useEnhanceWhenNear(ref, { load: loadSwiper });
  return (
    <section
      aria-labelledby="new-arrivals-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Just in</p>
          <h2
            id="new-arrivals-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink"
          >
            New Arrivals
          </h2>
        </div>
        <Link
          to="/collection"
          className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          View all<span className="sr-only"> products</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <div ref={ref} className="mt-8">
        {products.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-muted">
            New products are on their way. Please check back soon.
          </p>
        ) : enhanced ? (
          <Suspense fallback={<StaticRow products={products} />}>
            <NewArrivalsSwiper products={products} />
          </Suspense>
        ) : (
          <StaticRow products={products} />
        )}
      </div>
    </section>
  );
}
