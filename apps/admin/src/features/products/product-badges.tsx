/** In the shop or archived, in words and colour (never colour alone). */
export function ArchivedBadge({ archived }: { archived: boolean }) {
  return archived ? (
    <span className="inline-flex rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-stone-800 ring-1 ring-stone-500/25 ring-inset">
      Archived
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-green-800 ring-1 ring-green-600/25 ring-inset">
      Active
    </span>
  );
}

/** Shown on the home page's Popular list. */
export function PopularBadge() {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-600/30 ring-inset">
      Popular
    </span>
  );
}
