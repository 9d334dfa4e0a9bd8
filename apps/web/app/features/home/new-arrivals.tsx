import type { Product } from '@shop/contracts/client';
import { Suspense, useRef } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { useLowData } from '~/lib/low-data';
import { useEnhanceWhenNear } from './use-enhance';

// The cards and the slider load after the page's first load (product-lists.tsx).
const loadLists = () => import('./product-lists');
const NewArrivalsRow = lazyPart(() => loadLists().then((m) => ({ default: m.NewArrivalsRow })));
// The slider swaps in once both its code and the cards' are here. The presses are watched from
// the page's first load on (this module), even while the cards still wait for their code.
const loadSlider = () => loadLists().then((m) => m.loadSwiper());

export function NewArrivals({ products }: { products: Product[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Low-data mode: the slider's code only when the customer swipes, taps or tabs into the row.
  const enhanced = useEnhanceWhenNear(ref, { load: loadSlider, askedOnly: useLowData() });
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
        ) : (
          <Suspense fallback={null}>
            <NewArrivalsRow products={products} enhanced={enhanced} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
