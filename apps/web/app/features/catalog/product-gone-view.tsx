import { CATEGORY_LABELS, type ProductGoneResponse } from '@shop/contracts/client';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { RelatedProducts } from './related-products';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The page of a product staff archived (answered 410): its name, why it is not for sale any more,
 * products like it still on sale and the way to the rest of its kind.
 */
export function ProductGoneView({ answer }: { answer: ProductGoneResponse }) {
  const { product: gone, related, message } = answer;
  const collection = `/collection?category=${encodeURIComponent(gone.category)}&subCategory=${encodeURIComponent(gone.subCategory)}`;
  const label = CATEGORY_LABELS[gone.category as keyof typeof CATEGORY_LABELS] ?? gone.category;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Breadcrumbs
        className="mb-6"
        items={[
          { label: 'Home', to: '/' },
          { label: 'Collection', to: `/collection?category=${encodeURIComponent(gone.category)}` },
          { label: gone.name },
        ]}
      />
      <section
        aria-labelledby="gone-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          No longer sold
        </p>
        <h1
          id="gone-heading"
          className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
        >
          {gone.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{message}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={collection} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            Shop {gone.subCategory}
          </Link>
          <Link
            to={`/collection?category=${encodeURIComponent(gone.category)}`}
            className={`${button} text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`}
          >
            Browse {label}
          </Link>
        </div>
      </section>
      <RelatedProducts products={related} title="Similar products" />
    </div>
  );
}
