import { CATEGORY_LABELS, MESSAGES, type Category } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Form, Link } from 'react-router';
import { SearchIcon } from './icons';

const POPULAR: Category[] = [
  'Officefurniture',
  'Seatingfurniture',
  'BuildingItems',
  'FoodStuffs',
  'ReliefSupplies',
  'PetroleumServices',
];

/** The 404 body: what happened, a search box (works without JavaScript) and ways onward. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        We could not find that page
      </h1>
      <p className="mt-4 text-base text-muted">
        The link may be old or mistyped. Search our catalogue or pick a category below.
      </p>

      <Form
        method="get"
        action="/collection"
        role="search"
        className="mx-auto mt-8 flex max-w-lg gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          Search products
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder={MESSAGES.searchPlaceholderInline}
          className="h-12 min-w-0 flex-1 rounded-lg border-2 border-stone-300 bg-white px-4 text-base focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className={buttonClass('primary', 'h-12')}>
          <SearchIcon size={18} />
          Search
        </button>
      </Form>

      <h2 className="mt-10 text-sm font-semibold text-ink">Popular categories</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {POPULAR.map((category) => (
          <li key={category}>
            <Link
              to={`/collection?category=${category}`}
              className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm text-ink hover:border-brand-600 hover:bg-brand-50"
            >
              {CATEGORY_LABELS[category]}
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Back to the home page
        </Link>
        <Link to="/collection" className={buttonClass('secondary')}>
          Browse all products
        </Link>
      </div>
    </section>
  );
}
