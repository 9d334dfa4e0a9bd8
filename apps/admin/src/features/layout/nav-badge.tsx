/**
 * A count beside a menu entry ("Messages 3"). Screen readers hear it as part of the link's name,
 * "Messages (3 unread)"; nothing is drawn while the count is 0 or unknown.
 */
export function NavBadge({ count, active }: { count: number | undefined; active: boolean }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={`ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-bold ${
          active ? 'bg-white text-brand-800' : 'bg-accent-400 text-ink'
        }`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({count} unread)</span>
    </>
  );
}
