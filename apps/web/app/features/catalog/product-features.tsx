import type { ReactNode } from 'react';
import { Link } from 'react-router';

const icon = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const FEATURES = [
  {
    title: 'Quality guaranteed',
    text: 'Every item is checked in our Juba warehouse before it leaves.',
    icon: icon(<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4" />),
  },
  {
    title: 'Delivery across South Sudan',
    text: 'From Juba to Wau, Bor, Yei, Torit and other major towns.',
    icon: icon(
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
    ),
  },
  {
    title: 'Cash on delivery or mobile money',
    text: 'Pay on delivery, or with MTN, Airtel or UTL mobile money.',
    icon: icon(<path d="M3 7h18v10H3zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 10v4M18 10v4" />),
  },
  {
    title: 'Returns within 30 days',
    text: 'Not what you expected? Return it within 30 days.',
    // The promise in full, as staff keep it in the settings.
    to: '/warranty',
    icon: icon(<path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />),
  },
] as const;

/** Reasons to buy here, shown on the product page. */
export function ProductFeatures() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map((f) => (
        <li
          key={f.title}
          className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            {f.icon}
          </span>
          <span>
            {'to' in f ? (
              <Link
                to={f.to}
                className="block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {f.title}
              </Link>
            ) : (
              <span className="block font-semibold">{f.title}</span>
            )}
            <span className="mt-1 block text-sm text-muted">{f.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
