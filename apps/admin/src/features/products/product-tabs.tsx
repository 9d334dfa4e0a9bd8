import { NavLink } from 'react-router';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive
      ? 'bg-brand-700 text-white'
      : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
  }`;

/** A product's two pages: its editor and the history of its stock. */
export function ProductTabs({ id }: { id: string }) {
  return (
    <nav aria-label="Product pages" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={`/products/${id}`} end className={tabClass}>
            Product
          </NavLink>
        </li>
        <li>
          <NavLink to={`/products/${id}/stock-history`} className={tabClass}>
            Stock history
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
