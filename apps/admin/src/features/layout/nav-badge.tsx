/**
 * A count beside a menu entry ("Messages 3"). Screen readers hear it as part of the link's name,
 * "Messages (3 unread)"; nothing is drawn while the count is 0 or unknown. An alarm (failed mail)
 * is red, where waiting messages are amber.
 */
export function NavBadge({
  count,
  active,
  what = 'unread',
  alarm = false,
}: {
  count: number | undefined;
  active: boolean;
  what?: string;
  alarm?: boolean;
}) {
  if (!count) return null;
  const tone = active
    ? 'bg-white text-brand-800'
    : alarm
      ? 'bg-red-600 text-white'
      : 'bg-accent-400 text-ink';
  return (
    <>
      <span
        aria-hidden="true"
        className={`ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-bold ${tone}`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">
        {' '}
        ({count} {what})
      </span>
    </>
  );
}
