import { Link } from 'react-router';

/** Confirmed and pending newsletter addresses, each opening the list filtered to it. */
export function SubscriberFigures({ confirmed, pending }: { confirmed: number; pending: number }) {
  const figure = (to: string, count: number, label: string, note: string) => (
    <li>
      <Link to={to} className="block rounded-lg p-2 hover:bg-stone-50">
        <span className="block text-3xl font-bold text-ink">{count}</span>
        <span className="block text-sm font-medium text-brand-700">{label}</span>
        <span className="block text-xs text-muted">{note}</span>
      </Link>
    </li>
  );
  return (
    <ul className="-m-2 grid grid-cols-2 gap-2">
      {figure('/subscribers?status=confirmed', confirmed, 'Confirmed', 'receive the newsletter')}
      {figure('/subscribers?status=pending', pending, 'Pending', 'have not confirmed yet')}
    </ul>
  );
}
